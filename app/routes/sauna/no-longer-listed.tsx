// The sauna page of a listing that is off the site (suspended, rejected or withdrawn), for a guest
// who booked it: instead of a bare 'Sauna Not Found', it says plainly the listing is no longer
// available and shows what they booked there (sauna, place, date, time), with the way to My
// Bookings. Everyone else still gets 'Sauna Not Found': nothing about the listing is revealed.
import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import { Link } from "react-router";
import { PRODUCT_NAME } from "#domain/constants";
import { formatMoney, formatPlace } from "#domain/format";
import { formatDate } from "#domain/format-date";
import type { BookingsAtUnlistedSauna } from "#server/features/bookings/guest-bookings.service";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { buttonVariants } from "#app/components/ui/button";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { BOOKING_TYPE_KEYS } from "#app/lib/booking-type-keys";

export function NoLongerListed({ booked }: { booked: BookingsAtUnlistedSauna }) {
  const { sauna, bookings } = booked;
  const t = useT("sauna");
  const tb = useT("booking");
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12 focus:outline-none sm:py-16">
      <h1 className="font-serif text-3xl text-cedar-900">{sauna.name}</h1>
      <p role="status" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {t("gone.notice", { product: PRODUCT_NAME })}
      </p>
      <p className="mt-6 flex items-start gap-2 text-ink">
        <MapPin className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden="true" />
        <span>
          {formatPlace(sauna, locale)}
          {sauna.address && <span className="block text-sm text-muted">{sauna.address}</span>}
        </span>
      </p>
      <h2 className="mt-8 text-sm font-semibold uppercase tracking-wide text-muted">{t("gone.yourBookings")}</h2>
      <ul className="mt-3 space-y-3">
        {bookings.map((b) => (
          <li key={b.id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="inline-flex items-center gap-2 font-medium text-ink">
                <CalendarDays className="size-4 text-muted" aria-hidden="true" />
                {formatDate(b.bookingDate, locale)}, {b.startTime.slice(0, 5)}–{b.endTime.slice(0, 5)}
              </p>
              <BookingStatusBadge status={b.displayStatus} />
            </div>
            <p className="mt-1 text-sm text-muted">
              {b.bookingType in BOOKING_TYPE_KEYS ? tb(BOOKING_TYPE_KEYS[b.bookingType as keyof typeof BOOKING_TYPE_KEYS]) : b.bookingType} · {tb("guests.count", { count: b.guests })} · {formatMoney(b.totalAmount, locale)}
              {b.displayStatus === "cancelled" && !b.paidOnline && <> · {t("gone.nothingToRefund")}</>}
              {b.displayStatus === "cancelled" && b.paidOnline && b.refundAmount !== null && <> · {t("gone.refunded", { amount: formatMoney(b.refundAmount, locale) })}</>}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={localePath("/my-account/bookings")} className={buttonVariants()}>{t("gone.myBookings")}</Link>
        <Link to={localePath("/saunas")} className={buttonVariants({ variant: "outline" })}>{t("notFound.browse")}</Link>
      </div>
    </main>
  );
}
