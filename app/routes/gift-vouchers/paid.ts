// GET /gift-vouchers/:voucherId/paid: where Stripe Checkout sends a buyer who paid (decision 017).
// We ask Stripe how the payment stands, so the voucher is issued now rather than when the webhook
// arrives, and say what happens next.
import type { Route } from "./+types/paid";
import { formatDate, formatMoney } from "#domain/format";
import { fromCents } from "#domain/money";
import { returnFromVoucherCheckout } from "#server/features/gift-vouchers/gift-voucher-return.service";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { paymentsOrNotFound } from "#app/lib/payments-or-not-found.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, actor } = getApp(context);
  requireSignedIn(context, request);
  const provider = paymentsOrNotFound(context);
  const v = await serviceLoader(() => returnFromVoucherCheckout(db, provider, actor, params.voucherId));
  const toast =
    v.outcome === "issued" || v.outcome === "already_issued"
      ? {
          title: "Gift voucher paid",
          description: `Your ${formatMoney(fromCents(v.amountCents))} voucher goes to ${v.recipientName} by e-mail on ${formatDate(v.deliverOn)}. Your receipt is on its way.`,
          variant: "success" as const,
        }
      : v.outcome === "not_paid"
        ? { title: "Payment not completed", description: "The payment didn't go through, so no voucher was bought. You haven't been charged.", variant: "error" as const }
        : { title: "Payment received", description: "We're confirming your payment with Stripe: your receipt and the voucher follow as soon as it clears.", variant: "info" as const };
  throw await redirectWithToast(config, "/gift-vouchers", toast);
}
