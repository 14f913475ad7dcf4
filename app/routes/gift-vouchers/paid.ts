// GET /gift-vouchers/:voucherId/paid: where Stripe Checkout sends a buyer who paid (decision 017).
// We ask Stripe how the payment stands, so the voucher is issued now rather than when the webhook
// arrives, and show the buyer what they bought (My Account's page of that voucher).
import type { Route } from "./+types/paid";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { fromCents } from "#domain/money";
import { returnFromVoucherCheckout } from "#server/features/gift-vouchers/gift-voucher-return.service";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { paymentsOrNotFound } from "#app/lib/payments-or-not-found.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { inRequestLanguage, requestLocale, serverT } from "#server/i18n/messages";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, actor } = getApp(context);
  requireSignedIn(context, request);
  const provider = paymentsOrNotFound(context);
  const v = await serviceLoader(() => returnFromVoucherCheckout(db, provider, actor, params.voucherId));
  const locale = requestLocale(request);
  const t = serverT(locale, "vouchers");
  const toast =
    v.outcome === "issued" || v.outcome === "already_issued"
      ? {
          title: t("toast.paidTitle"),
          description: t("toast.paidText", { amount: formatMoney(fromCents(v.amountCents), locale), name: v.recipientName, date: formatDate(v.deliverOn, locale) }),
          variant: "success" as const,
        }
      : v.outcome === "not_paid"
        ? { title: t("toast.notCompletedTitle"), description: t("toast.notPaidText"), variant: "error" as const }
        : { title: t("toast.receivedTitle"), description: t("toast.receivedText"), variant: "info" as const };
  // Bought (or being confirmed): the page that says what was bought and for whom; not paid: the form again.
  const page = v.outcome === "not_paid" ? "/gift-vouchers" : `/my-account/gift-vouchers/${params.voucherId}`;
  throw await redirectWithToast(config, inRequestLanguage(request, page), toast);
}
