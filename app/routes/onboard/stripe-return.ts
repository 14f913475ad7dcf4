// GET /onboard/stripe-return: Stripe's Connect onboarding sends the host back here, and on to
// step 4 of their draft (kept in this browser) with their Stripe account's state refreshed.
import type { Route } from "./+types/stripe-return";
import { requireSignedIn } from "#app/lib/require-user.server";
import { returnFromStripe } from "#app/lib/stripe-return.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSignedIn(context, request);
  return returnFromStripe(context, request, "/onboard");
}
