// GET /gift-vouchers/:voucherId/cancelled: where Stripe Checkout sends a buyer who went back
// without paying (decision 017). The session is ended at Stripe and the voucher given up.
import type { Route } from "./+types/cancelled";
import { leaveVoucherCheckout } from "#server/features/gift-vouchers/gift-voucher-return.service";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { paymentsOrNotFound } from "#app/lib/payments-or-not-found.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { inRequestLanguage, requestLocale, serverT } from "#server/i18n/messages";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, actor } = getApp(context);
  requireSignedIn(context, request);
  const provider = paymentsOrNotFound(context);
  const t = serverT(requestLocale(request), "vouchers");
  const page = inRequestLanguage(request, "/gift-vouchers");
  let left;
  try {
    left = await serviceLoader(() => leaveVoucherCheckout(db, provider, actor, params.voucherId));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw await redirectWithToast(config, page, { title: t("toast.notCompletedTitle"), description: t("toast.unreachableText"), variant: "info" });
  }
  if (left.outcome === "issued" || left.outcome === "already_issued") {
    throw await redirectWithToast(config, page, { title: t("toast.paidTitle"), description: t("toast.alreadyPaidText"), variant: "success" });
  }
  throw await redirectWithToast(config, page, { title: t("toast.notCompletedTitle"), description: t("toast.leftText"), variant: "info" });
}
