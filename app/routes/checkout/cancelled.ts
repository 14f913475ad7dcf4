// GET /checkout/:bookingId/cancelled: where Stripe Checkout sends a guest who went back without
// paying (decision 012). The session is ended at Stripe and the seats are released; the guest
// lands on the sauna's page to choose again.
import type { Route } from "./+types/cancelled";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { inRequestLanguage, requestLocale, serverT } from "#app/lib/i18n/messages.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { leaveCheckout } from "#server/features/payments/checkout-return.service";
import { PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { paymentsOrNotFound } from "#app/lib/payments-or-not-found.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, actor } = getApp(context);
  requireSignedIn(context, request);
  const t = serverT(requestLocale(request), "booking");
  const provider = paymentsOrNotFound(context);
  let left;
  try {
    left = await serviceLoader(() => leaveCheckout(db, provider, actor, params.bookingId));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw await redirectWithToast(config, inRequestLanguage(request, "/my-account/bookings"), {
      title: t("checkout.notCompleted"),
      description: t("checkout.unreachable"),
      variant: "info",
    });
  }
  if (left.outcome === "paid" || left.outcome === "already_paid") {
    throw await redirectWithToast(config, inRequestLanguage(request, "/my-account/bookings"), { title: t("toast.confirmed"), description: t("checkout.alreadyPaid"), variant: "success" });
  }
  throw await redirectWithToast(config, inRequestLanguage(request, `/sauna/${left.saunaId}#booking-section`), {
    title: t("checkout.notCompleted"),
    description: t("checkout.left"),
    variant: "info",
  });
}
