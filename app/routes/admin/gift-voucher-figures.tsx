// Gift vouchers in admin Reports and Payouts (decision 017): the money the platform holds for
// vouchers not yet spent, what vouchers have paid for, and what ran out unspent.
import { formatMoney } from "#domain/format";
import { fromCents } from "#domain/money";
import type { GiftVoucherFigures } from "#server/features/gift-vouchers/gift-voucher-figures.service";
import { Figures } from "./figures";

export function GiftVoucherFiguresSection({ figures }: { figures: GiftVoucherFigures }) {
  const vouchers = (n: number) => (n === 1 ? "1 voucher" : `${n.toLocaleString("en-IE")} vouchers`);
  return (
    <section aria-labelledby="gift-voucher-figures" className="space-y-3">
      <h2 id="gift-voucher-figures" className="font-serif text-xl text-cedar-900">Gift vouchers</h2>
      <Figures
        columns="xl:grid-cols-4"
        figures={[
          { label: "Outstanding voucher liability", value: formatMoney(fromCents(figures.outstandingCents)), hint: "Balances still valid: owed to their holders" },
          { label: "Vouchers sold", value: formatMoney(fromCents(figures.soldCents)), hint: vouchers(figures.issued) },
          { label: "Redeemed on bookings", value: formatMoney(fromCents(figures.redeemedCents)), hint: "Less what cancellations gave back; hosts are paid in full" },
          { label: "Expired unspent", value: formatMoney(fromCents(figures.expiredCents)), hint: `${vouchers(figures.expiredCount)} past their five years` },
        ]}
      />
    </section>
  );
}
