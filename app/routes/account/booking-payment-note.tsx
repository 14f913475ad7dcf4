import CreditCard from "lucide-react/icons/credit-card";
import { formatMoney, formatTimeOfDay } from "#domain/format";
import type { Locale } from "#domain/locales";
import { fromCents } from "#domain/money";
import type { GuestBooking } from "#server/features/bookings/guest-bookings.service";
import { useLocale, useT } from "#app/lib/i18n/i18n";

type T = ReturnType<typeof useT<"account">>;

/**
 * How the booking is paid, in one line under its price (decision 012): what the guest paid or
 * gets back by card, how long they have to pay, or that they pay at the sauna.
 */
export function BookingPaymentNote({ booking }: { booking: GuestBooking }) {
  const t = useT("account");
  const locale = useLocale();
  const { payment } = booking;
  const text = paymentText(booking, t, locale);
  if (!text) return null;
  const warn = payment.kind === "awaiting" || payment.kind === "settling";
  return (
    <p className={warn ? "flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950" : "flex items-center gap-2 text-sm text-ink"}>
      <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

function paymentText({ payment, displayStatus, voucherCents, totalAmount }: GuestBooking, t: T, locale: Locale): string | null {
  const money = (amount: number) => formatMoney(amount, locale);
  // What a gift voucher paid (decision 017): the card, or the guest at the sauna, paid the rest.
  const voucher = voucherCents > 0 ? money(fromCents(voucherCents)) : null;
  // Why a booking paid for isn't kept: the money came after its hold had ended and the slot had gone (or it was called off).
  const late = "late" in payment && payment.late ? t("payment.late") : "";
  switch (payment.kind) {
    case "at_sauna":
      if (voucher && voucherCents >= Math.round(totalAmount * 100)) return t("payment.byVoucher", { voucher });
      // Only while there is something to pay: not once the session is over or called off.
      if (displayStatus !== "confirmed") return null;
      return voucher ? t("payment.voucherThenSauna", { voucher }) : t("payment.atSauna");
    case "awaiting":
      return payment.canPay
        ? t("payment.payBy", { amount: money(payment.amount), time: formatTimeOfDay(new Date(payment.payBy), locale) })
        : t("payment.timeRanOut");
    case "settling":
      return t("payment.settling", { amount: money(payment.amount) });
    case "paid":
      return voucher ? t("payment.paidCardAndVoucher", { amount: money(payment.amount), voucher }) : t("payment.paid", { amount: money(payment.amount) });
    case "refunding":
      return t("payment.refunding", { amount: money(payment.amount) }) + late;
    case "refunded": {
      const refunded = payment.amount < payment.paid
        ? t("payment.refundedPart", { amount: money(payment.amount), paid: money(payment.paid) })
        : t("payment.refunded", { amount: money(payment.amount) });
      return refunded + late;
    }
    case "not_charged":
      return t("payment.notCharged");
  }
}
