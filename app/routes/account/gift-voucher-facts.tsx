// One gift voucher as My Account shows it (decision 017): its value, what is left, until when,
// and where it stands; never its code (stored only hashed), only the code's last four characters.
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { fromCents } from "#domain/money";
import type { MyGiftVoucher, MyVoucherState } from "#server/features/gift-vouchers/my-gift-vouchers.service";
import { Badge } from "#app/components/ui/badge";
import { useLocale, useT } from "#app/lib/i18n/i18n";

const STATE_LABEL = {
  awaiting_payment: "vouchers.state.awaitingPayment",
  valid: "vouchers.state.valid",
  used_up: "vouchers.state.usedUp",
  expired: "vouchers.state.expired",
} as const satisfies Record<MyVoucherState, string>;

const STATE_STYLE: Record<MyVoucherState, string> = {
  awaiting_payment: "border-amber-200 bg-amber-50 text-amber-900",
  valid: "border-emerald-200 bg-emerald-50 text-emerald-900",
  used_up: "border-sand-300 bg-sand-50 text-cedar-900",
  expired: "border-red-200 bg-red-50 text-red-900",
};

export function VoucherStateBadge({ state }: { state: MyVoucherState }) {
  const t = useT("account");
  return <Badge className={STATE_STYLE[state]}>{t(STATE_LABEL[state])}</Badge>;
}

/** The voucher's figures, as a list of terms: value, balance, valid until, code. */
export function VoucherFacts({ voucher }: { voucher: MyGiftVoucher }) {
  const t = useT("account");
  const locale = useLocale();
  const money = (cents: number) => formatMoney(fromCents(cents), locale);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      <div><dt className="text-muted">{t("vouchers.value")}</dt><dd className="font-semibold">{money(voucher.amountCents)}</dd></div>
      <div><dt className="text-muted">{t("vouchers.balance")}</dt><dd className="font-semibold">{voucher.state === "awaiting_payment" ? "—" : money(voucher.balanceCents)}</dd></div>
      <div><dt className="text-muted">{t("vouchers.validUntil")}</dt><dd>{voucher.expiresAt ? formatDate(new Date(voucher.expiresAt), locale) : "—"}</dd></div>
      <div><dt className="text-muted">{t("vouchers.code")}</dt><dd className="font-mono">{voucher.codeHint ? t("vouchers.codeEnds", { hint: voucher.codeHint }) : "—"}</dd></div>
    </dl>
  );
}
