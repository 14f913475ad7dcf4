// Gift vouchers in admin Reports and Payouts (decision 017): the money the platform holds for
// vouchers not yet spent, what vouchers have paid for, and what ran out unspent.
import { formatMoney } from "#domain/format";
import { fromCents } from "#domain/money";
import type { GiftVoucherFigures } from "#server/features/gift-vouchers/gift-voucher-figures.service";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { Figures } from "./figures";

export function GiftVoucherFiguresSection({ figures }: { figures: GiftVoucherFigures }) {
  const t = useT("admin");
  const locale = useLocale();
  const money = (cents: number) => formatMoney(fromCents(cents), locale);
  return (
    <section aria-labelledby="gift-voucher-figures" className="space-y-3">
      <h2 id="gift-voucher-figures" className="font-serif text-xl text-cedar-900">{t("vouchers.heading")}</h2>
      <Figures
        columns="xl:grid-cols-4"
        figures={[
          { label: t("vouchers.outstanding"), value: money(figures.outstandingCents), hint: t("vouchers.outstandingHint") },
          { label: t("vouchers.sold"), value: money(figures.soldCents), hint: t("vouchers.count", { count: figures.issued }) },
          { label: t("vouchers.redeemed"), value: money(figures.redeemedCents), hint: t("vouchers.redeemedHint") },
          { label: t("vouchers.expired"), value: money(figures.expiredCents), hint: t("vouchers.expiredHint", { count: figures.expiredCount }) },
        ]}
      />
    </section>
  );
}
