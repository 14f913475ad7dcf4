// /my-account/gift-vouchers/:voucherId: where a buyer lands after paying for a gift voucher on
// Stripe Checkout (decision 017): what they bought, for whom, that it is (or will be) e-mailed,
// and the way to their list of vouchers. Only the buyer's own; any other id is 404.
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import { Link } from "react-router";
import type { Route } from "./+types/gift-voucher-bought";
import { formatMoney } from "#domain/format";
import { fromCents } from "#domain/money";
import { boughtGiftVoucher } from "#server/features/gift-vouchers/my-gift-vouchers.service";
import { buttonVariants } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { accountTitle } from "./account-meta";
import { VoucherFacts, VoucherStateBadge } from "./gift-voucher-facts";
import { deliveryText } from "./gift-vouchers";

export const meta: Route.MetaFunction = (args) => [{ title: accountTitle(args, "vouchers.boughtTitle") }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const { db, payments } = getApp(context);
  return { voucher: await serviceLoader(() => boughtGiftVoucher(db, user, params.voucherId)), canBuy: Boolean(payments) };
}

export default function GiftVoucherBought({ loaderData }: Route.ComponentProps) {
  const { voucher, canBuy } = loaderData;
  const t = useT("account");
  const locale = useLocale();
  const localePath = useLocalePath();
  const paid = voucher.state !== "awaiting_payment";
  const amount = formatMoney(fromCents(voucher.amountCents), locale);
  return (
    <div className="max-w-2xl space-y-6">
      <div className="space-y-2">
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-800"><CheckCircle2 className="size-4" aria-hidden="true" /> {paid ? t("vouchers.thanks") : t("vouchers.confirming")}</p>
        <h1 className="font-serif text-3xl text-cedar-900">{paid ? t("vouchers.boughtTitle") : t("vouchers.confirmingTitle")}</h1>
      </div>
      <section aria-label={t("vouchers.forName", { name: voucher.recipientName })} className="space-y-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="text-base text-cedar-900">{t("vouchers.boughtText", { amount, name: voucher.recipientName })}</p>
          <VoucherStateBadge state={voucher.state} />
        </div>
        <VoucherFacts voucher={voucher} />
        <p className="text-sm text-ink">{paid ? deliveryText(voucher, t, locale) : t("vouchers.confirmingText")}</p>
        {paid && <p className="text-sm text-muted">{t("vouchers.receipt")}</p>}
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={localePath("/my-account/gift-vouchers")} className={buttonVariants()}>{t("vouchers.seeAll")}</Link>
        {canBuy && <Link to={localePath("/gift-vouchers")} className={buttonVariants({ variant: "outline" })}>{t("vouchers.buyAnother")}</Link>}
      </div>
    </div>
  );
}
