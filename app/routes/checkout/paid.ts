// GET /checkout/:bookingId/paid: where Stripe Checkout sends a guest who paid (decision 012). We
// ask Stripe how the payment stands and show My Bookings with what we know: 'Confirmed' when it
// is, 'Pending payment' while Stripe is still confirming it.
import type { Route } from "./+types/paid";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { inRequestLanguage, requestLocale, serverT } from "#server/i18n/messages";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { returnFromCheckout } from "#server/features/payments/checkout-return.service";
import { paymentsOrNotFound } from "#app/lib/payments-or-not-found.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, actor } = getApp(context);
  requireSignedIn(context, request);
  const provider = paymentsOrNotFound(context);
  const { outcome } = await serviceLoader(() => returnFromCheckout(db, provider, actor, params.bookingId));
  const t = serverT(requestLocale(request), "booking");
  const toast =
    outcome === "paid" || outcome === "already_paid"
      ? { title: t("toast.confirmed"), description: t("checkout.paid"), variant: "success" as const }
      : outcome === "refunding"
        ? { title: t("checkout.refunded"), description: t("checkout.refundedText"), variant: "error" as const }
        : outcome === "released"
          ? { title: t("checkout.notCompleted"), description: t("checkout.released"), variant: "error" as const }
          : { title: t("checkout.received"), description: t("checkout.receivedText"), variant: "info" as const };
  throw await redirectWithToast(config, inRequestLanguage(request, "/my-account/bookings"), toast);
}
