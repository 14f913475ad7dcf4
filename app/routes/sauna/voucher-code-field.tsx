// Book Now's optional gift voucher code (decision 017): once a whole code is typed, the server says
// what the voucher still holds (counted as a code try, as at Book Now), so the summary shows what
// it pays and what is left to pay before the guest books; Book Now takes it again under a lock.
// Beside it, the link to give a session here as a gift voucher. Only while vouchers can be bought
// (card payments on): the booking section leaves it out otherwise.
import { useEffect, useState, type Ref } from "react";
import { Link, useFetcher } from "react-router";
import { normalizeVoucherCode } from "#domain/gift-vouchers";
import { formatMoney } from "#domain/format";
import { fromCents } from "#domain/money";
import type { action as balanceAction } from "#app/routes/api/gift-voucher-balance";
import { hasMemberMarker } from "#app/lib/member-store";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";

export function VoucherCodeField({ ref, className, saunaId, onBalance }: {
  ref: Ref<HTMLInputElement>;
  className: string;
  saunaId: string;
  /** What the typed code's voucher holds, in cents; null while there is none (blank, checking, refused). */
  onBalance: (cents: number | null) => void;
}) {
  const t = useT("booking");
  const locale = useLocale();
  const localePath = useLocalePath();
  const check = useFetcher<typeof balanceAction>();
  const [code, setCode] = useState<string | null>(null);
  // The answer shown is the one for the code in the field now: one for an earlier code is dropped.
  const [checked, setChecked] = useState<string | null>(null);
  const answer = code && checked === code && check.state === "idle" ? check.data : undefined;

  function typed(value: string) {
    const whole = normalizeVoucherCode(value);
    setCode(whole);
    // Only a whole code is sent (each check counts as a try); signed out, Book Now asks to sign in first.
    if (!whole || whole === checked || !hasMemberMarker()) return;
    setChecked(whole);
    check.submit({ voucherCode: whole }, { method: "post", action: localePath("/api/gift-voucher-balance") });
  }

  const balance = answer?.ok ? answer.balanceCents : null;
  useEffect(() => onBalance(balance), [balance, onBalance]);

  return (
    <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
      <div className="w-full max-w-md space-y-1.5">
        <label htmlFor="booking-voucher" className="block text-sm font-medium text-cedar-900">{t("voucher.label")}</label>
        <input
          ref={ref} id="booking-voucher" name="voucherCode" autoComplete="off" className={className}
          onChange={(e) => typed(e.target.value)} aria-describedby="booking-voucher-status"
        />
        <p id="booking-voucher-status" className={answer && !answer.ok ? "text-sm text-red-800" : "text-sm text-sea-800"} aria-live="polite">
          {code && checked === code && check.state !== "idle"
            ? t("voucher.checking")
            : answer?.ok
              ? t("voucher.balance", { amount: formatMoney(fromCents(answer.balanceCents), locale) })
              : answer
                ? answer.error
                : null}
        </p>
      </div>
      {/* Where the site links to 'Gift a Sauna Session': this section loads when needed, so the link costs no page its JavaScript budget (the footer is at its ceiling). */}
      <Link to={localePath(`/gift-vouchers?sauna=${saunaId}`)} className="text-sm font-medium text-ember-700 underline-offset-4 hover:underline">{t("voucher.gift")}</Link>
    </div>
  );
}
