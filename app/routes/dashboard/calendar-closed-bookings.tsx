// Bookings made before the host closed their date. They are never dropped silently: the blackout
// dialog shows them right after Save, and the Calendar keeps listing them until the host cancels
// each one (the guest sees why, and gets back what they paid online) or reopens the date.
import { useState } from "react";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { Button } from "#app/components/ui/button";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import type { CalendarBooking } from "#server/features/hosts/host-calendar.service";
import type { action as calendarAction } from "./calendar";

export function ClosedDateBookings({ saunaId, bookings }: { saunaId: string; bookings: CalendarBooking[] }) {
  const t = useT("dashboard");
  const locale = useLocale();
  return (
    <ul className="divide-y divide-sand-200">
      {bookings.map((b) => (
        <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0 text-sm">
            <p className="font-medium text-ink">{t("bookings.when", { date: formatDate(b.date, locale), time: b.time })}</p>
            <p className="text-cedar-700">{`${b.guestName ?? t("names.aGuest")} · ${t("panel.guests", { count: b.guests })} · ${formatMoney(b.totalAmount, locale)} · ${t("day.ref", { reference: b.reference })}`}</p>
          </div>
          <CancelBooking saunaId={saunaId} booking={b} />
        </li>
      ))}
    </ul>
  );
}

/** Cancel, then a second, explicit step: nothing is cancelled by one stray click. */
function CancelBooking({ saunaId, booking }: { saunaId: string; booking: CalendarBooking }) {
  const t = useT("dashboard");
  const locale = useLocale();
  const { fetcher, busy } = useSection<typeof calendarAction>();
  const [confirming, setConfirming] = useState(false);
  if (fetcher.data?.ok && fetcher.data.intent === "cancel-booking") {
    return <p role="status" className="text-sm font-medium text-sea-700">{booking.paidOnline ? t("closedBookings.refunded", { amount: formatMoney(booking.totalAmount, locale) }) : t("closedBookings.cancelledNothingPaid")}</p>;
  }
  if (!confirming) {
    return <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={t("closedBookings.cancelLabel", { guest: booking.guestName ?? t("names.aGuest"), date: formatDate(booking.date, locale), time: booking.time })}>{t("closedBookings.cancel")}</Button>;
  }
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="cancel-booking" />
      <input type="hidden" name="saunaId" value={saunaId} />
      <input type="hidden" name="bookingId" value={booking.id} />
      <Button type="submit" size="sm" disabled={busy} autoFocus>{busy ? t("cancel.cancelling") : booking.paidOnline ? t("closedBookings.confirm", { amount: formatMoney(booking.totalAmount, locale) }) : t("closedBookings.confirmNothingPaid")}</Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={busy}>{t("cancel.keep")}</Button>
    </fetcher.Form>
  );
}
