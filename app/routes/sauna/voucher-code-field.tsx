// Book Now's optional gift voucher code (decision 017): the server checks it and takes what the
// voucher covers off the total; the rest is paid by card or at the sauna. Beside it, the link to
// give a session here as a gift voucher.
import type { Ref } from "react";
import { Link } from "react-router";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";

export function VoucherCodeField({ ref, className, saunaId }: { ref: Ref<HTMLInputElement>; className: string; saunaId: string }) {
  const t = useT("booking");
  const localePath = useLocalePath();
  return (
    <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
      <p className="w-full max-w-md space-y-1.5">
        <label htmlFor="booking-voucher" className="block text-sm font-medium text-cedar-900">{t("voucher.label")}</label>
        <input ref={ref} id="booking-voucher" name="voucherCode" autoComplete="off" className={className} />
      </p>
      {/* Where the site links to 'Gift a Sauna Session': this section loads when needed, so the link costs no page its JavaScript budget (the footer is at its ceiling). */}
      <Link to={localePath(`/gift-vouchers?sauna=${saunaId}`)} className="text-sm font-medium text-ember-700 underline-offset-4 hover:underline">{t("voucher.gift")}</Link>
    </div>
  );
}
