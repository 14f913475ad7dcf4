// Back from Stripe's Connect onboarding (decision 012): the return routes beside onboarding's step 4
// and the dashboard's Account ask Stripe how the host's account stands, record it, and show the
// page they left, in its language, with a word on where they are (dashboard messages). Without
// card payments configured nothing links here: the address just shows the page.
import { redirect, type RouterContextProvider } from "react-router";
import type { HostPaymentsState } from "#domain/host-payments";
import { ServiceError } from "#server/features/errors";
import { refreshStripeAccount, type StripeReturnPath } from "#server/features/payments/host-stripe.service";
import type { ToastMessage } from "#app/components/toaster";
import { getApp } from "./context.server";
import { redirectWithToast } from "./flash.server";
import { inRequestLanguage, requestLocale, serverT } from "#server/i18n/messages";
import type { MessageKey } from "#domain/messages/translate";
import { serviceLoader } from "./service-errors.server";

type DashboardKey = MessageKey<"dashboard">;
type ToastWords = { title: DashboardKey; description: DashboardKey; variant: ToastMessage["variant"] };

const BACK: Record<HostPaymentsState, ToastWords | null> = {
  not_started: null,
  action_needed: { title: "stripeReturn.actionNeeded", description: "stripeReturn.actionNeededDetail", variant: "info" },
  ready: { title: "stripeReturn.ready", description: "stripeReturn.readyDetail", variant: "success" },
};

/** refresh_url: the link was opened twice or too late (a reload, Back); a new one is a press away. */
const LINK_EXPIRED: ToastWords = { title: "stripeReturn.expired", description: "stripeReturn.expiredDetail", variant: "info" };

const NOT_CHECKED: ToastWords = { title: "stripeReturn.notChecked", description: "stripeReturn.notCheckedDetail", variant: "info" };

/** Refreshes the signed-in host's Stripe state, then redirects to `page` (call after the page's own guard). */
export async function returnFromStripe(context: Readonly<RouterContextProvider>, request: Request, page: StripeReturnPath): Promise<never> {
  const { db, config, actor, payments } = getApp(context);
  // Back to the page in the language the host left it in (Stripe was given that address).
  const back = inRequestLanguage(request, page);
  if (!payments) throw redirect(back);
  const expired = new URL(request.url).searchParams.has("expired");
  const refreshed = await serviceLoader(() =>
    refreshStripeAccount(db, payments, actor, page).catch((error: unknown) => {
      // Stripe unreachable: the webhook's account.updated will tell us instead.
      if (error instanceof ServiceError && error.kind === "unavailable") return null;
      throw error;
    }),
  );
  const words = !refreshed ? NOT_CHECKED : expired && refreshed.state !== "ready" ? LINK_EXPIRED : BACK[refreshed.state];
  if (!words) throw redirect(back);
  const t = serverT(requestLocale(request), "dashboard");
  throw await redirectWithToast(config, back, { title: t(words.title), description: t(words.description), variant: words.variant });
}
