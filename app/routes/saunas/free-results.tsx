// A window search's results on /saunas ('Free soon', issue 24 item 1, decision 014): each card
// shows its first free session in the window, the seats left and how far away, and books that
// session in one step: a plain form posted to the page's action, so it works before the page's
// script has loaded. When nothing is free, it says so and offers the next window that has sessions.
import CalendarClock from "lucide-react/icons/calendar-clock";
import { Link } from "react-router";
import { BOOKING_TYPE_LABELS } from "#domain/constants";
import { formatPrice } from "#domain/format";
import { freeWindowLabel, freeWindowPhrase, sessionDayLabel, type FreeWindow } from "#domain/free-windows";
import { hasActiveFilters, listingHref, type ListingQuery } from "#domain/listing-query";
import { formatDistance } from "#domain/search-origin";
import type { FreeSearch, FreeSaunaCard } from "#server/features/saunas/free-session-search";
import { Pagination } from "#app/components/pagination";
import { SaunaCard, SaunaCardSkeleton } from "#app/components/sauna-card";
import { LISTING_PLACEHOLDER_CARDS } from "#domain/constants";

const number = new Intl.NumberFormat("en-IE");

/** "3 saunas free this evening", "24+ saunas free in the next 2 hours · nearest first from Kinsale". */
function summary(free: FreeSearch): string {
  const { total, totalCapped, query } = free;
  const noun = total === 1 && !totalCapped ? "sauna" : "saunas";
  const from = query.town ? ` · nearest first from ${query.town}` : query.near ? " · nearest first from you" : "";
  return `${number.format(total)}${totalCapped ? "+" : ""} ${noun} ${freeWindowPhrase(free.when)}${from}`;
}

export function FreeResults({ free, today, tomorrow, loading }: { free: FreeSearch; today: string; tomorrow: string; loading: boolean }) {
  const { query, page, pages } = free;
  return (
    <section aria-label="Free sessions" data-testid="free-results">
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-cedar-700" role="status" data-testid="result-count">
          {loading ? "Finding free sessions…" : summary(free)}
        </p>
        {!loading && (
          <Link to={listingHref(query, { when: undefined, guests: undefined, page: 1 })} className="text-sm font-medium text-ember-700 hover:underline">
            Any time
          </Link>
        )}
      </div>
      {query.unknownTown && (
        <p className="mt-2 text-sm text-cedar-700" role="note">
          {`We don't know a town called “${query.unknownTown}” yet, so these are best rated first. Try a larger town nearby, or tap Near me.`}
        </p>
      )}

      <div aria-busy={loading} className="mt-4">
        {loading ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: LISTING_PLACEHOLDER_CARDS }, (_, i) => <SaunaCardSkeleton key={i} />)}
          </div>
        ) : free.saunas.length > 0 ? (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="free-cards">
            {free.saunas.map((sauna, i) => (
              <li key={sauna.id} className="flex">
                <SaunaCard
                  sauna={sauna}
                  headingLevel={2}
                  className="w-full"
                  priority={i === 0}
                  details={<FreeSessionLine sauna={sauna} today={today} tomorrow={tomorrow} />}
                  action={<BookFromCard sauna={sauna} query={query} today={today} tomorrow={tomorrow} />}
                />
              </li>
            ))}
          </ul>
        ) : (
          <NothingFree free={free} />
        )}
      </div>

      {!loading && <Pagination page={page} pages={pages} href={(p) => listingHref(query, { page: p })} />}
    </section>
  );
}

function FreeSessionLine({ sauna, today, tomorrow }: { sauna: FreeSaunaCard; today: string; tomorrow: string }) {
  const session = sauna.freeSession;
  const seats = `${session.seatsLeft} ${session.seatsLeft === 1 ? "seat" : "seats"} left`;
  return (
    <div className="space-y-1" data-testid="free-session">
      <p className="flex items-center gap-1.5 font-medium text-ink">
        <CalendarClock className="size-4 text-ember-700" aria-hidden="true" />
        <span>
          {`Next free ${sessionDayLabel(session.date, today, tomorrow)} `}
          <time dateTime={session.startsAt}>{session.time}</time>
        </span>
      </p>
      <p>
        {seats}
        {sauna.distanceKm !== undefined && ` · ${formatDistance(sauna.distanceKm)} away`}
      </p>
    </div>
  );
}

/** One tap books the card's session: the type and party the search found room for. */
function BookFromCard({ sauna, query, today, tomorrow }: { sauna: FreeSaunaCard; query: ListingQuery; today: string; tomorrow: string }) {
  const s = sauna.freeSession;
  const what = `${BOOKING_TYPE_LABELS[s.bookingType]} for ${s.guests}, ${formatPrice(s.total)}`;
  return (
    <form method="post" action={listingHref(query)} className="relative z-10">
      <input type="hidden" name="saunaId" value={sauna.id} />
      <input type="hidden" name="date" value={s.date} />
      <input type="hidden" name="time" value={s.time} />
      <input type="hidden" name="bookingType" value={s.bookingType} />
      <input type="hidden" name="guests" value={s.guests} />
      <button
        type="submit"
        className="whitespace-nowrap rounded-full bg-ember-600 px-4 py-2 text-sm font-medium text-white hover:bg-ember-700"
        aria-label={`Book ${s.time} ${spokenDay(sessionDayLabel(s.date, today, tomorrow))} at ${sauna.name}: ${what}`}
        title={what}
      >
        {`Book ${s.time}`}
      </button>
    </form>
  );
}

/** 'today', 'tomorrow', 'on Sat 5 Dec'. */
function spokenDay(label: string): string {
  return label === "Today" || label === "Tomorrow" ? label.toLowerCase() : `on ${label}`;
}

function NothingFree({ free }: { free: FreeSearch }) {
  const { query, when, nextWindow } = free;
  return (
    <div className="rounded-3xl border border-dashed border-sand-300 bg-white/60 px-6 py-16 text-center" data-testid="nothing-free">
      <p className="font-serif text-2xl text-cedar-900">{`Nothing is ${freeWindowPhrase(when)}`}</p>
      {nextWindow ? (
        <>
          <p className="mt-2 text-muted">{`There are sessions ${freeWindowPhrase(nextWindow).replace(/^free /, "")}.`}</p>
          <Link
            to={listingHref(query, { when: nextWindow, page: 1 })}
            className="mt-6 inline-flex h-11 items-center rounded-full bg-ember-600 px-6 text-sm font-medium text-white hover:bg-ember-700"
          >
            {`Show ${windowName(nextWindow)}`}
          </Link>
        </>
      ) : (
        <p className="mt-2 text-muted">
          {hasActiveFilters({ ...query, when: undefined }) ? "Nor in the coming week for this search. Try fewer filters." : "Nor in the coming week."}
        </p>
      )}
    </div>
  );
}

/** 'this evening', 'tomorrow morning', 'Sat 5 Dec' for a link's words. */
function windowName(when: FreeWindow): string {
  const label = freeWindowLabel(when);
  return /^\d|^[A-Z][a-z]{2} /.test(label) ? label : label.toLowerCase();
}
