// Owner dashboard Account: the host's profile (name, phone, photo: 'max 2MB JPG, PNG or GIF',
// enforced on the server), the payment-provider panel and the spec's five notification toggles.
// With card payments configured the panel is the host's Stripe Connect account (decision 012):
// 'Connect Stripe' and 'Open Stripe dashboard' send the browser on to Stripe.
import { data, redirect } from "react-router";
import type { Route } from "./+types/account";
import { dashboardTitle } from "./dashboard-meta";
import { UNKNOWN_ACTION } from "#domain/form-fields";
import { invalid } from "#server/features/errors";
import { CARD_PAYMENTS_OFF, connectStripe, hostStripeStatus, stripeDashboardLink } from "#server/features/payments/host-stripe.service";
import { uploadedPhoto } from "#server/integrations/images/uploaded-photo";
import {
  connectPaymentProvider, getHostAccount, setHostPhoto, updateHostNotifications, updateHostPayments, updateHostProfile,
} from "#server/features/hosts/host-account.service";
import { getApp } from "#app/lib/context.server";
import { useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import type { MessageKey } from "#domain/messages/translate";
import { formFields } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { NotificationsSection, PaymentsSection, PhotoSection, ProfileSection } from "./account-sections";
import { dashboardSaunas } from "./current-sauna.server";

export const meta: Route.MetaFunction = (args) => dashboardTitle(args, "nav.account");

export async function loader({ request, context }: Route.LoaderArgs) {
  await dashboardSaunas(context, request);
  const { db, actor, payments } = getApp(context);
  return {
    account: await serviceLoader(() => getHostAccount(db, actor)),
    // Null without card payments: the panel keeps its saved 'connected' flag.
    stripe: payments ? await serviceLoader(() => hostStripeStatus(db, actor)) : null,
  };
}

/** Each section's toast when it saved (dashboard messages, said in the request's language). */
const SAVED: Record<string, { title: MessageKey<"dashboard">; description?: MessageKey<"dashboard"> }> = {
  profile: { title: "account.profileSaved" },
  photo: { title: "account.photoSaved" },
  payments: { title: "account.paymentsSaved" },
  connect: { title: "account.connected", description: "account.connectedDetail" },
  notifications: { title: "account.notificationsSaved", description: "account.notificationsSavedDetail" },
};

export async function action({ request, context }: Route.ActionArgs) {
  await dashboardSaunas(context, request);
  const { db, actor, photoStorage, payments, config } = getApp(context);
  const fields = formFields(context);
  const intent = typeof fields.intent === "string" ? fields.intent : "";
  const t = serverT(requestLocale(request), "dashboard");
  const result = await attempt(async (): Promise<{ goTo: string } | void> => {
    switch (intent) {
      case "profile":
        return updateHostProfile(db, actor, fields);
      case "payments":
        return updateHostPayments(db, actor, fields);
      case "connect":
        if (!payments) return connectPaymentProvider(db, actor);
        return { goTo: (await connectStripe(db, payments, actor, { returnPath: "/dashboard/account", baseUrl: config.baseUrl, locale: requestLocale(request) })).url };
      case "stripe-dashboard":
        if (!payments) throw invalid(CARD_PAYMENTS_OFF);
        return { goTo: (await stripeDashboardLink(db, payments, actor)).url };
      case "notifications":
        return updateHostNotifications(db, actor, fields);
      case "photo": {
        await setHostPhoto(db, actor, photoStorage, await uploadedPhoto(fields.photo));
        return;
      }
      default:
        throw invalid(UNKNOWN_ACTION);
    }
  });
  if (!result.ok) {
    return data(
      { intent, error: result.error, fieldErrors: result.fieldErrors, toast: { title: t("account.error"), description: result.error, variant: "error" as const } },
      { status: result.status },
    );
  }
  // On to Stripe (its onboarding, or the host's Express dashboard).
  if (result.value) return redirect(result.value.goTo);
  const saved = SAVED[intent];
  return { intent, error: null, fieldErrors: {}, toast: { title: t(saved.title), description: saved.description && t(saved.description), variant: "success" as const } };
}

export default function DashboardAccount({ loaderData }: Route.ComponentProps) {
  const t = useT("dashboard");
  const { account, stripe } = loaderData;
  return (
    <div className="max-w-2xl space-y-8">
      <h1 className="font-serif text-2xl text-cedar-900">{t("nav.account")}</h1>
      <PhotoSection avatarUrl={account.avatarUrl} email={account.email} />
      <ProfileSection account={account} />
      <PaymentsSection account={account} stripe={stripe} />
      <NotificationsSection notifications={account.notifications} />
    </div>
  );
}
