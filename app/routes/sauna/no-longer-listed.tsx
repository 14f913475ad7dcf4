// The sauna page of a listing that is off the site (suspended, rejected or withdrawn), for a guest
// who booked it: instead of a bare 'Sauna Not Found', it says plainly the listing is no longer
// available and shows what they booked there (sauna, place, date, time), with the way to My
// Bookings. Everyone else still gets 'Sauna Not Found': nothing about the listing is revealed.
import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import { Link } from "react-router";
import { BOOKING_TYPE_LABELS, PRODUCT_NAME, type BookingType } from "#domain/constants";
import { formatDate, formatMoney, formatPlace } from "#domain/format";
import type { BookingsAtUnlistedSauna } from "#server/features/bookings/guest-bookings.service";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { buttonVariants } from "#app/components/ui/button";

export function NoLongerListed({ booked }: { booked: BookingsAtUnlistedSauna }) {
  const { sauna, bookings } = booked;
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12 focus:outline-none sm:py-16">
      <h1 className="font-serif text-3xl text-cedar-900">{sauna.name}</h1>
      <p role="status" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        This listing is no longer available on {PRODUCT_NAME}. You booked here, so here is what you booked.
      </p>
      <p className="mt-6 flex items-start gap-2 text-ink">
        <MapPin className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden="true" />
        <span>
          {formatPlace(sauna)}
          {sauna.address && <span className="block text-sm text-muted">{sauna.address}</span>}
        </span>
      </p>
      <h2 className="mt-8 text-sm font-semibold uppercase tracking-wide text-muted">Your bookings here</h2>
      <ul className="mt-3 space-y-3">
        {bookings.map((b) => (
          <li key={b.id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="inline-flex items-center gap-2 font-medium text-ink">
                <CalendarDays className="size-4 text-muted" aria-hidden="true" />
                {formatDate(b.bookingDate)}, {b.startTime.slice(0, 5)}–{b.endTime.slice(0, 5)}
              </p>
              <BookingStatusBadge status={b.displayStatus} />
            </div>
            <p className="mt-1 text-sm text-muted">
              {BOOKING_TYPE_LABELS[b.bookingType as BookingType] ?? b.bookingType} · {b.guests} {b.guests === 1 ? "guest" : "guests"} · {formatMoney(b.totalAmount)}
              {b.displayStatus === "cancelled" && b.refundAmount !== null && <> · {formatMoney(b.refundAmount)} refunded</>}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/my-account/bookings" className={buttonVariants()}>Go to My Bookings</Link>
        <Link to="/saunas" className={buttonVariants({ variant: "outline" })}>Browse all saunas</Link>
      </div>
    </main>
  );
}
