// The chosen day beside the month: whether it is closed, what the host's own calendar has on it,
// and each session with its seats taken of capacity and its bookings.
import CalendarX from "lucide-react/icons/calendar-x";
import Lock from "lucide-react/icons/lock";
import MapPin from "lucide-react/icons/map-pin";
import Users from "lucide-react/icons/users";
import { formatMoney } from "#domain/format";
import { LOCALE_TAG } from "#domain/locales";
import { TIME_ZONE } from "#domain/session-slots";
import { BOOKING_STATUS_KEY } from "#app/components/booking-status-badge";
import { Button } from "#app/components/ui/button";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import type { CalendarSession, HostCalendar } from "#server/features/hosts/host-calendar.service";
import type { action as calendarAction } from "./calendar";
import { typeLabel } from "./bookings-list";
import { dayName, dayOf } from "./calendar-picker";


export function CalendarDay({ saunaId, day, today, closed, busy, sessions, place }: {
  saunaId: string;
  day: string;
  today: string;
  /** A mobile sauna's place that day (its stop, or its usual place). */
  place: HostCalendar["dayPlace"];
  closed: { reason: string | null } | null;
  busy: HostCalendar["dayBusy"];
  sessions: CalendarSession[];
}) {
  const t = useT("dashboard");
  const tm = useT("members");
  const locale = useLocale();
  const clock = new Intl.DateTimeFormat(LOCALE_TAG[locale], { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });
  const { fetcher: reopen } = useSection<typeof calendarAction>();
  const booked = sessions.filter((s) => s.bookings.length > 0).length;
  return (
    <section aria-labelledby="day-heading" className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="day-heading" className="font-serif text-xl text-cedar-900">{dayName(dayOf(day), locale)}</h2>
      <p className="mt-1 text-sm text-muted">
        {sessions.length === 0 ? t("day.noSessions") : t("day.sessions", { count: sessions.length, booked })}
      </p>
      {place && (
        <p className="mt-2 flex items-start gap-2 text-sm text-ink" data-testid="day-place">
          <MapPin className="mt-0.5 size-4 shrink-0 text-ember-600" aria-hidden="true" />
          <span>
            {place.atStop ? t("day.atStop", { location: place.location ?? "", county: place.county }) : t("day.usualPlace")}
            {place.address ? <span className="block text-muted">{place.address}</span> : null}
          </span>
        </p>
      )}

      {closed && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950">
          <p className="flex items-center gap-2"><CalendarX className="size-4 shrink-0" aria-hidden="true" />{closed.reason ? t("day.closedWhy", { reason: closed.reason }) : t("day.closed")}</p>
          {day >= today && (
            <reopen.Form method="post">
              <input type="hidden" name="intent" value="reopen" />
              <input type="hidden" name="saunaId" value={saunaId} />
              <input type="hidden" name="date" value={day} />
              <Button type="submit" variant="outline" size="sm" disabled={reopen.state !== "idle"}>{t("day.reopen")}</Button>
            </reopen.Form>
          )}
        </div>
      )}

      {busy.length > 0 && (
        <div className="mt-4 rounded-xl border border-ember-500/30 bg-sand-50 p-3 text-sm">
          <p className="font-medium text-cedar-900">{t("cal.keyBusy")}</p>
          <ul className="mt-1 space-y-0.5 text-cedar-700">
            {busy.map((b, i) => (
              <li key={i}>{`${clock.format(new Date(b.startsAt))}–${clock.format(new Date(b.endsAt))}`}{b.summary ? ` · ${b.summary}` : ""}</li>
            ))}
          </ul>
        </div>
      )}

      {sessions.length > 0 && (
        <ol className="mt-4 space-y-3">
          {sessions.map((s) => (
            <li key={s.time} className={`rounded-xl border border-sand-200 p-3 ${s.past ? "bg-sand-50" : ""}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-ink">{`${s.time}–${s.endTime}`}{s.past && <span className="ml-2 text-xs font-normal text-cedar-700">{t("day.past")}</span>}</p>
                <SeatsBadge session={s} />
                {s.waiting > 0 && <WaitingBadge waiting={s.waiting} />}
              </div>
              {!s.past && (s.blockedBy || s.offSchedule) && (
                <p className="mt-1 flex items-center gap-1.5 text-xs text-cedar-700">
                  <Lock className="size-3.5" aria-hidden="true" />
                  {s.blockedBy === "closed" ? t("day.blockedClosed") : s.blockedBy === "busy" ? t("day.blockedBusy") : t("day.offSchedule")}
                </p>
              )}
              {s.bookings.length > 0 && (
                <ul className="mt-2 divide-y divide-sand-100 text-sm">
                  {s.bookings.map((b) => (
                    <li key={b.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5">
                      <span className="font-medium text-ink">{b.guestName ?? t("names.aGuest")}</span>
                      <span className="text-cedar-700">
                        {`${t("panel.guests", { count: b.guests })} · ${typeLabel(t, b.type)} · ${formatMoney(b.totalAmount, locale)} · ${tm(BOOKING_STATUS_KEY[b.status])} · ${t("day.ref", { reference: b.reference })}`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function SeatsBadge({ session: s }: { session: CalendarSession }) {
  const t = useT("dashboard");
  const text = s.exclusive
    ? (s.bookings.some((b) => b.type === "group") ? t("seats.fullGroup") : t("seats.fullPrivate"))
    : s.seatsTaken === 0
      // A closed date or a busy hour has its seats free but can't be booked: not "Free".
      ? s.past ? t("seats.noBookings") : s.blockedBy ? t("seats.notBookable") : t("seats.free", { count: s.capacity })
      : t("seats.taken", { taken: s.seatsTaken, count: s.capacity });
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ${s.full ? "bg-cedar-900 text-white" : s.seatsTaken > 0 ? "bg-sea-700 text-white" : "bg-sand-100 text-cedar-900"}`}>
      <Users className="size-3.5" aria-hidden="true" />{text}
    </span>
  );
}

/** How many are in line for the session (decision 016): the host sees the demand, not who. */
export function WaitingBadge({ waiting }: { waiting: number }) {
  const t = useT("dashboard");
  return <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-950">{t("bookings.onWaitlist", { count: waiting })}</span>;
}
