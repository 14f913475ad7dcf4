// A window search's results on /saunas ('Free soon', decision 014): each card
// shows its first free session in the window, the seats left and how far away, and books that
// session in one step: a plain form posted to the page's action, so it works before the page's
// script has loaded. When nothing is free, it says so and offers the next window that has sessions.
import CalendarClock from "lucide-react/icons/calendar-clock";
import { Link } from "react-router";
import { LISTING_PLACEHOLDER_CARDS } from "#domain/constants";
import { formatPrice } from "#domain/format";
import { isNamedWindow, type FreeWindow, type NamedWindow } from "#domain/free-windows";
import { hasActiveFilters, listingHref, type ListingQuery } from "#domain/listing-query";
import type { Locale } from "#domain/locales";
import { formatDistance } from "#domain/search-origin";
import type { FreeSearch, FreeSaunaCard } from "#server/features/saunas/free-session-search";
import { BOOKING_TYPE_KEYS, labelOf } from "#app/components/labels";
import { Pagination } from "#app/components/pagination";
import { SaunaCard, SaunaCardSkeleton } from "#app/components/sauna-card";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { formatNumber } from "#domain/messages/translate";
import { whenWords } from "./window-words";
import { useDateLabel } from "./date-labels";

type SaunasT = ReturnType<typeof useT<"saunas">>;

/** "3 saunas free this evening", "24+ saunas free in the next 2 hours · nearest first from Kinsale". */
function summary(t: SaunasT, locale: Locale, free: FreeSearch, dateLabel: (date: string) => string): string {
  const { total, totalCapped, query } = free;
  // '24+' is at least 24: counted as many.
  const saunas = t("free.summary", { count: totalCapped ? Infinity : total, shown: `${formatNumber(locale, total)}${totalCapped ? "+" : ""}`, when: whenWords(t, free.when, dateLabel) });
  const from = query.town ? t("free.fromTown", { town: query.town }) : query.near ? t("free.fromYou") : "";
  return from ? `${saunas} · ${from}` : saunas;
}

export function FreeResults({ free, today, tomorrow, loading }: { free: FreeSearch; today: string; tomorrow: string; loading: boolean }) {
  const { query, page, pages } = free;
  const t = useT("saunas");
  const locale = useLocale();
  const dateLabel = useDateLabel();
  const to = useLocalePath();
  return (
    <section aria-label={t("free.label")} data-testid="free-results">
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-cedar-700" role="status" data-testid="result-count">
          {loading ? t("free.loading") : summary(t, locale, free, dateLabel)}
        </p>
        {!loading && (
          <Link to={to(listingHref(query, { when: undefined, guests: undefined, page: 1 }))} className="text-sm font-medium text-ember-700 hover:underline">
            {t("freeSoon.anyTime")}
          </Link>
        )}
      </div>
      {query.unknownTown && (
        <p className="mt-2 text-sm text-cedar-700" role="note">
          {t("free.unknownTown", { town: query.unknownTown })}
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

/** A free session's day: 'Today', 'Tomorrow' or 'Sat 5 Dec' on the card; 'today', 'tomorrow', 'on Sat 5 Dec' in a sentence. */
function sessionDay(t: SaunasT, dateLabel: (date: string) => string, date: string, today: string, tomorrow: string) {
  if (date === today) return { label: t("day.today"), spoken: t("free.bookToday") };
  if (date === tomorrow) return { label: t("day.tomorrow"), spoken: t("free.bookTomorrow") };
  return { label: dateLabel(date), spoken: whenWords(t, date as FreeWindow, dateLabel) };
}

function FreeSessionLine({ sauna, today, tomorrow }: { sauna: FreeSaunaCard; today: string; tomorrow: string }) {
  const t = useT("saunas");
  const locale = useLocale();
  const dateLabel = useDateLabel();
  const session = sauna.freeSession;
  return (
    <div className="space-y-1" data-testid="free-session">
      <p className="flex items-center gap-1.5 font-medium text-ink">
        <CalendarClock className="size-4 text-ember-700" aria-hidden="true" />
        <span>
          {`${t("free.next", { day: sessionDay(t, dateLabel, session.date, today, tomorrow).label })} `}
          <time dateTime={session.startsAt}>{session.time}</time>
        </span>
      </p>
      <p>
        {t("free.seats", { count: session.seatsLeft })}
        {sauna.distanceKm !== undefined && ` · ${t("distance.away", { distance: formatDistance(sauna.distanceKm, locale) })}`}
      </p>
    </div>
  );
}

/** One tap books the card's session: the type and party the search found room for. */
function BookFromCard({ sauna, query, today, tomorrow }: { sauna: FreeSaunaCard; query: ListingQuery; today: string; tomorrow: string }) {
  const t = useT("saunas");
  const common = useT("common");
  const locale = useLocale();
  const dateLabel = useDateLabel();
  const to = useLocalePath();
  const s = sauna.freeSession;
  const what = t("free.what", { type: labelOf(common, BOOKING_TYPE_KEYS, s.bookingType), guests: s.guests, price: formatPrice(s.total, locale) });
  return (
    <form method="post" action={to(listingHref(query))} className="relative z-10">
      <input type="hidden" name="saunaId" value={sauna.id} />
      <input type="hidden" name="date" value={s.date} />
      <input type="hidden" name="time" value={s.time} />
      <input type="hidden" name="bookingType" value={s.bookingType} />
      <input type="hidden" name="guests" value={s.guests} />
      <button
        type="submit"
        className="whitespace-nowrap rounded-full bg-ember-600 px-4 py-2 text-sm font-medium text-white hover:bg-ember-700"
        aria-label={t("free.bookLabel", { time: s.time, day: sessionDay(t, dateLabel, s.date, today, tomorrow).spoken, name: sauna.name, what })}
        title={what}
      >
        {t("free.book", { time: s.time })}
      </button>
    </form>
  );
}

/** 'Show this evening', 'Show Sat 5 Dec': the link to the next window with free sessions. */
const SHOW_KEYS = {
  "next-2-hours": "nothing.show.next-2-hours",
  "this-evening": "nothing.show.this-evening",
  "tomorrow-morning": "nothing.show.tomorrow-morning",
} as const satisfies Record<NamedWindow, string>;

function NothingFree({ free }: { free: FreeSearch }) {
  const { query, when, nextWindow } = free;
  const t = useT("saunas");
  const dateLabel = useDateLabel();
  const to = useLocalePath();
  return (
    <div className="rounded-3xl border border-dashed border-sand-300 bg-white/60 px-6 py-16 text-center" data-testid="nothing-free">
      <p className="font-serif text-2xl text-cedar-900">{t("nothing.title", { when: whenWords(t, when, dateLabel) })}</p>
      {nextWindow ? (
        <>
          <p className="mt-2 text-muted">{t("nothing.next", { when: whenWords(t, nextWindow, dateLabel) })}</p>
          <Link
            to={to(listingHref(query, { when: nextWindow, page: 1 }))}
            className="mt-6 inline-flex h-11 items-center rounded-full bg-ember-600 px-6 text-sm font-medium text-white hover:bg-ember-700"
          >
            {isNamedWindow(nextWindow) ? t(SHOW_KEYS[nextWindow]) : t("nothing.show.date", { date: dateLabel(nextWindow) })}
          </Link>
        </>
      ) : (
        <p className="mt-2 text-muted">
          {t(hasActiveFilters({ ...query, when: undefined }) ? "nothing.noneFiltered" : "nothing.none")}
        </p>
      )}
    </div>
  );
}
