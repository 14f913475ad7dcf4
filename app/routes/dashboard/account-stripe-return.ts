// GET /dashboard/account/stripe-return: Stripe's Connect onboarding sends the host back here, and
// on to Account's payment panel with their Stripe account's state refreshed.
import type { Route } from "./+types/account-stripe-return";
import { returnFromStripe } from "#app/lib/stripe-return.server";
import { dashboardSaunas } from "./current-sauna.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await dashboardSaunas(context, request);
  return returnFromStripe(context, request, "/dashboard/account");
}
