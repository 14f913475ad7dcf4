// The booking detail panel beside a conversation in the owner dashboard: the guest's bookings
// at this owner's saunas, so the host can answer "is my booking on Friday still fine?" at once.
import { formatDate } from "#domain/format-date";
import type { HostThread } from "#server/features/messages/host-messages.service";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { typeLabel } from "./bookings-list";

/** One of the guest's bookings, as the service gives them beside a thread. */
type PanelBooking = HostThread["guestBookings"][number];

export function GuestBookingsPanel({ guestName, bookings }: { guestName: string; bookings: PanelBooking[] }) {
  const t = useT("dashboard");
  const locale = useLocale();
  return (
    <section aria-labelledby="guest-bookings-heading" className="p-4">
      <h2 id="guest-bookings-heading" className="font-medium text-ink">{t("nav.bookings")}</h2>
      <p className="text-xs text-muted">{t("panel.atYourSaunas", { guest: guestName })}</p>
      {bookings.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t("panel.none")}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {bookings.map((b) => (
            <li key={b.id} className="rounded-xl border border-sand-200 bg-sand-50 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                <span className="whitespace-nowrap font-medium text-ink">{formatDate(b.bookingDate, locale)}</span>
                <BookingStatusBadge status={b.displayStatus} />
              </div>
              <p className="text-muted">{b.startTime}–{b.endTime}</p>
              <p>{typeLabel(t, b.bookingType)} · {t("panel.guests", { count: b.guests })}</p>
              <p className="truncate text-xs text-muted">{b.saunaName}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
