import CreditCard from "lucide-react/icons/credit-card";
import { formatMoney, formatTimeOfDay } from "#domain/format";
import { fromCents } from "#domain/money";
import type { GuestBooking } from "#server/features/bookings/guest-bookings.service";

/**
 * How the booking is paid, in one line under its price (decision 012): what the guest paid or
 * gets back by card, how long they have to pay, or that they pay at the sauna.
 */
export function BookingPaymentNote({ booking }: { booking: GuestBooking }) {
  const { payment } = booking;
  const text = paymentText(booking);
  if (!text) return null;
  const warn = payment.kind === "awaiting" || payment.kind === "settling";
  return (
    <p className={warn ? "flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950" : "flex items-center gap-2 text-sm text-ink"}>
      <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** Why a booking paid for isn't kept: the money came after its hold had ended and the slot had gone (or it was called off). */
const LATE = ": your payment arrived after this booking could no longer be kept.";

function paymentText({ payment, displayStatus, voucherCents, totalAmount }: GuestBooking): string | null {
  // What a gift voucher paid (decision 017): the card, or the guest at the sauna, paid the rest.
  const voucher = voucherCents > 0 ? formatMoney(fromCents(voucherCents)) : null;
  switch (payment.kind) {
    case "at_sauna":
      if (voucher && voucherCents >= Math.round(totalAmount * 100)) return `Paid ${voucher} by gift voucher`;
      // Only while there is something to pay: not once the session is over or called off.
      if (displayStatus !== "confirmed") return null;
      return voucher ? `${voucher} paid by gift voucher; pay the rest at the sauna` : "Pay at the sauna";
    case "awaiting":
      return payment.canPay
        ? `Complete your payment of ${formatMoney(payment.amount)} by ${formatTimeOfDay(new Date(payment.payBy))} to keep this time slot.`
        : "The time to pay has run out, so this time slot is being released. You haven't been charged.";
    case "settling":
      return `Your payment of ${formatMoney(payment.amount)} is on its way from your bank. Your booking is confirmed as soon as it clears.`;
    case "paid":
      return voucher ? `Paid ${formatMoney(payment.amount)} by card and ${voucher} by gift voucher` : `Paid ${formatMoney(payment.amount)}`;
    case "refunding":
      return `Refund of ${formatMoney(payment.amount)} on its way${payment.late ? LATE : ""}`;
    case "refunded": {
      const refunded = payment.amount < payment.paid ? `Refunded ${formatMoney(payment.amount)} of ${formatMoney(payment.paid)} paid` : `Refunded ${formatMoney(payment.amount)}`;
      return `${refunded}${payment.late ? LATE : ""}`;
    }
    case "not_charged":
      return "You haven't been charged.";
  }
}
