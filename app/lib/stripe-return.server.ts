// Back from Stripe's Connect onboarding (decision 012): the return routes beside onboarding's step 4
// and the dashboard's Account ask Stripe how the host's account stands, record it, and show the
// page they left with a word on where they are. Without card payments configured nothing
// links here: the address just shows the page.
import { redirect, type RouterContextProvider } from "react-router";
import type { HostPaymentsState } from "#domain/host-payments";
import { ServiceError } from "#server/features/errors";
import { refreshStripeAccount, type StripeReturnPath } from "#server/features/payments/host-stripe.service";
import type { ToastMessage } from "#app/components/toaster";
import { getApp } from "./context.server";
import { redirectWithToast } from "./flash.server";
import { serviceLoader } from "./service-errors.server";

const BACK: Record<HostPaymentsState, ToastMessage | null> = {
  not_started: null,
  action_needed: {
    title: "Stripe needs a few more details",
    description: "Your Stripe account is started. Finish setting up with Stripe so guests can pay you by card.",
    variant: "info",
  },
  ready: { title: "Stripe is connected", description: "Guests can now pay you by card when they book.", variant: "success" },
};

/** refresh_url: the link was opened twice or too late (a reload, Back); a new one is a press away. */
const LINK_EXPIRED: ToastMessage = {
  title: "That Stripe link has expired",
  description: "Press 'Finish setting up' to carry on with Stripe where you left off.",
  variant: "info",
};

const NOT_CHECKED: ToastMessage = {
  title: "Back from Stripe",
  description: "We couldn't check your Stripe account just now. This page shows where you stand once Stripe tells us.",
  variant: "info",
};

/** Refreshes the signed-in host's Stripe state, then redirects to `page` (call after the page's own guard). */
export async function returnFromStripe(context: Readonly<RouterContextProvider>, request: Request, page: StripeReturnPath): Promise<never> {
  const { db, config, actor, payments } = getApp(context);
  if (!payments) throw redirect(page);
  const expired = new URL(request.url).searchParams.has("expired");
  const refreshed = await serviceLoader(() =>
    refreshStripeAccount(db, payments, actor, page).catch((error: unknown) => {
      // Stripe unreachable: the webhook's account.updated will tell us instead.
      if (error instanceof ServiceError && error.kind === "unavailable") return null;
      throw error;
    }),
  );
  const toast = !refreshed ? NOT_CHECKED : expired && refreshed.state !== "ready" ? LINK_EXPIRED : BACK[refreshed.state];
  throw toast ? await redirectWithToast(config, page, toast) : redirect(page);
}
