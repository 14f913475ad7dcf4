// GET /checkout/:bookingId/paid: where Stripe Checkout sends a guest who paid (decision 012). We
// ask Stripe how the payment stands and show My Bookings with what we know: 'Confirmed' when it
// is, 'Awaiting payment' while Stripe is still confirming it.
import type { Route } from "./+types/paid";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { returnFromCheckout } from "#server/features/payments/checkout-return.service";
import { paymentsOrNotFound } from "#app/lib/payments-or-not-found.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, actor } = getApp(context);
  requireSignedIn(context, request);
  const provider = paymentsOrNotFound(context);
  const { outcome } = await serviceLoader(() => returnFromCheckout(db, provider, actor, params.bookingId));
  const toast =
    outcome === "paid" || outcome === "already_paid"
      ? { title: "Booking confirmed!", description: "Your payment went through and your sauna session is booked.", variant: "success" as const }
      : outcome === "refunding"
        ? { title: "Payment refunded", description: "Your payment arrived after this time slot was taken, so we're refunding it in full.", variant: "error" as const }
        : outcome === "released"
          ? { title: "Payment not completed", description: "The payment didn't go through, so the time slot was released. You haven't been charged.", variant: "error" as const }
          : { title: "Payment received", description: "We're confirming your payment with Stripe: your booking shows 'Awaiting payment' until then.", variant: "info" as const };
  throw await redirectWithToast(config, "/my-account/bookings", toast);
}
