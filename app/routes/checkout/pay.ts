// GET /checkout/:bookingId/pay: My Bookings' 'Complete payment' (decision 012). Back to the
// booking's Stripe Checkout page while its hold lasts; the same session as at Book Now, never a
// second one. A link rather than a form: the page is on Stripe's origin, and our CSP lets forms
// post only to us (form-action 'self' also covers where a form's answer redirects).
import { redirect } from "react-router";
import type { Route } from "./+types/pay";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { inRequestLanguage, requestLocale, serverT } from "#server/i18n/messages";
import { requireSignedIn } from "#app/lib/require-user.server";
import { attempt } from "#app/lib/service-errors.server";
import { resumeCheckout } from "#server/features/payments/checkout.service";
import { paymentsOrNotFound } from "#app/lib/payments-or-not-found.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, actor } = getApp(context);
  requireSignedIn(context, request);
  const provider = paymentsOrNotFound(context);
  const result = await attempt(() => resumeCheckout(db, provider, actor, params.bookingId, { baseUrl: config.baseUrl }));
  if (result.ok) throw redirect(result.value);
  throw await redirectWithToast(config, inRequestLanguage(request, "/my-account/bookings"), { title: serverT(requestLocale(request), "booking")("checkout.notStarted"), description: result.error, variant: "error" });
}
