// The sections of the owner dashboard's Account page, each its own form with its own answer.
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import CreditCard from "lucide-react/icons/credit-card";
import type { HostPaymentsAction, HostPaymentsState } from "#domain/host-payments";
import { HOST_PHOTO_ACCEPT, HOST_PHOTO_MAX_BYTES } from "#domain/host-account";
import { HOST_NOTIFICATION_PREFERENCES, type HostNotificationPreference } from "#domain/notification-preferences";
import type { getHostAccount } from "#server/features/hosts/host-account.service";
import type { HostStripeStatus } from "#server/features/payments/host-stripe.service";
import { Field } from "#app/components/field";
import { HostPaymentsBadge } from "#app/components/host-payments-badge";
import { ProfilePhotoSection, type ProfilePhotoRules } from "#app/components/profile-photo-section";
import type { ToastMessage } from "#app/components/toaster";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { MessageKey } from "#domain/messages/translate";
import { useSection } from "#app/lib/use-section";

type ActionData = { intent: string; error: string | null; fieldErrors: Record<string, string>; toast: ToastMessage };

/** The owner's account as the page's loader has it from the service. */
type HostAccount = Awaited<ReturnType<typeof getHostAccount>>;

const card = "rounded-2xl border border-sand-200 bg-white p-6";
/** An Irish VAT number's shape: the same in every language. */
const VAT_EXAMPLE = "IE1234567T";


/** The host's photo, by the shared drop zone, with this page's own limits ('max 2MB JPG, PNG or GIF', as domain/host-account.ts says them). */
export function PhotoSection({ avatarUrl, email }: { avatarUrl: string | null; email: string }) {
  const t = useT("dashboard");
  const rules: ProfilePhotoRules = {
    accept: HOST_PHOTO_ACCEPT,
    maxBytes: HOST_PHOTO_MAX_BYTES,
    wrongType: t("account.photoWrongType"),
    tooLarge: t("account.photoTooLarge"),
    hint: t("account.photoNote"),
  };
  return <ProfilePhotoSection avatarUrl={avatarUrl} email={email} rules={rules} />;
}

export function ProfileSection({ account }: { account: HostAccount }) {
  const t = useT("dashboard");
  const localePath = useLocalePath();
  const { fetcher, busy, errors } = useSection<ActionData>();
  return (
    <section aria-labelledby="profile-heading" className={card}>
      <h2 id="profile-heading" className="font-serif text-lg text-cedar-900">{t("account.profile")}</h2>
      <fetcher.Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <fieldset disabled={busy} className="space-y-4">
          <legend className="sr-only">{t("account.profile")}</legend>
          <Field look="form" id="host-name" label={t("account.name")} error={errors.fullName}>
            {(control) => <Input {...control} name="fullName" autoComplete="name" defaultValue={account.fullName ?? ""} required />}
          </Field>
          <Field look="form" id="host-phone" label={t("account.phone")} hint={t("account.phoneHint")} error={errors.phone}>
            {(control) => <Input {...control} name="phone" type="tel" autoComplete="tel" defaultValue={account.phone ?? ""} />}
          </Field>
          <Field
            look="form"
            id="host-email"
            label={t("account.email")}
            hint={<>{`${t("account.emailHint")} `}<a href={localePath("/my-account/settings")} className="text-ember-700 underline">{t("account.emailLink")}</a>.</>}
          >
            {(control) => <Input {...control} type="email" value={account.email} readOnly className="bg-sand-50" />}
          </Field>
          <div className="flex justify-end">
            <Button type="submit">{busy ? t("common.saving") : t("account.saveProfile")}</Button>
          </div>
        </fieldset>
      </fetcher.Form>
    </section>
  );
}

export function PaymentsSection({ account, stripe }: { account: HostAccount; stripe: HostStripeStatus | null }) {
  const t = useT("dashboard");
  const details = useSection<ActionData>();
  const errors = details.errors;
  return (
    <section aria-labelledby="payments-heading" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payments-heading" className="font-serif text-lg text-cedar-900">{t("account.payments")}</h2>
        {stripe ? (
          <HostPaymentsBadge state={stripe.state} />
        ) : account.paymentsConnected ? (
          <Badge className="bg-emerald-100 text-emerald-900"><CheckCircle2 className="mr-1 size-3.5" aria-hidden="true" />{t("account.badgeConnected")}</Badge>
        ) : (
          <Badge className="bg-amber-100 text-amber-950">{t("account.badgeNotConnected")}</Badge>
        )}
      </div>
      <div className="mt-3 rounded-xl bg-sand-50 p-4 text-sm text-cedar-900">
        {stripe ? <StripePanel stripe={stripe} /> : <SavedConnection connected={account.paymentsConnected} />}
      </div>
      <details.fetcher.Form method="post" noValidate className="mt-4">
        <input type="hidden" name="intent" value="payments" />
        <fieldset disabled={details.busy} className="space-y-4">
          <legend className="sr-only">{t("account.business")}</legend>
          <Field look="form" id="business-name" label={t("account.businessName")} error={errors.businessName}>
            {(control) => <Input {...control} name="businessName" autoComplete="organization" defaultValue={account.businessName ?? ""} required />}
          </Field>
          <Field look="form" id="vat-number" label={t("account.vat")} error={errors.vatNumber}>
            {(control) => <Input {...control} name="vatNumber" defaultValue={account.vatNumber ?? ""} placeholder={VAT_EXAMPLE} />}
          </Field>
          <div className="flex justify-end">
            <Button type="submit">{details.busy ? t("common.saving") : t("account.savePayments")}</Button>
          </div>
        </fieldset>
      </details.fetcher.Form>
    </section>
  );
}

/** Without card payments configured (the embedded default): 'connected' is the host's saved word. */
function SavedConnection({ connected }: { connected: boolean }) {
  const t = useT("dashboard");
  const connect = useSection<ActionData>();
  return (
    <>
      <p className="flex items-start gap-2">
        <CreditCard className="mt-0.5 size-4 shrink-0 text-ember-700" aria-hidden="true" />
        <span>{t("account.cardsLater")}</span>
      </p>
      {!connected && (
        <connect.fetcher.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="connect" />
          <Button type="submit" variant="secondary" size="sm" disabled={connect.busy}>{connect.busy ? t("account.connecting") : t("account.connect")}</Button>
        </connect.fetcher.Form>
      )}
    </>
  );
}

/** Each of the host's next steps with Stripe, and the intent that takes them there. */
const STRIPE_INTENTS: Record<HostPaymentsAction, string> = { connect: "connect", finish: "connect", dashboard: "stripe-dashboard" };
/** Each step's button, as domain/host-payments.ts HOST_PAYMENTS_ACTION_LABELS says it in English. */
const STRIPE_ACTION_KEY: Record<HostPaymentsAction, MessageKey<"dashboard">> = { connect: "stripe.connect", finish: "stripe.finish", dashboard: "stripe.dashboard" };
/** Where the host stands, as domain/host-payments.ts HOST_PAYMENTS_NOTES says it in English. */
const STRIPE_NOTE_KEY: Record<HostPaymentsState, MessageKey<"dashboard">> = { not_started: "stripe.notStarted", action_needed: "stripe.actionNeeded", ready: "stripe.ready" };

/** With card payments: the host's Stripe Connect account as Stripe last told us, and the way on to Stripe. */
function StripePanel({ stripe }: { stripe: HostStripeStatus }) {
  const t = useT("dashboard");
  const { fetcher, busy } = useSection<ActionData>();
  const going = busy ? fetcher.formData?.get("intent") : null;
  return (
    <>
      <p className="flex items-start gap-2">
        <CreditCard className="mt-0.5 size-4 shrink-0 text-ember-700" aria-hidden="true" />
        <span>{t(STRIPE_NOTE_KEY[stripe.state])}</span>
      </p>
      {stripe.actions.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {stripe.actions.map((action, i) => (
            <fetcher.Form key={action} method="post">
              <input type="hidden" name="intent" value={STRIPE_INTENTS[action]} />
              <Button type="submit" variant={i === 0 ? "secondary" : "outline"} size="sm" disabled={busy}>
                {going === STRIPE_INTENTS[action] ? t("stripe.opening") : t(STRIPE_ACTION_KEY[action])}
              </Button>
            </fetcher.Form>
          ))}
        </div>
      )}
    </>
  );
}

function Toggle({ name, label, hint, defaultChecked }: { name: string; label: string; hint: string; defaultChecked: boolean }) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-4 py-3">
      <span>
        <span className="block text-sm font-medium text-ink">{label}</span>
        <span className="block text-xs text-muted">{hint}</span>
      </span>
      <input type="checkbox" role="switch" name={name} defaultChecked={defaultChecked} className="peer sr-only" />
      <span aria-hidden="true" className="relative h-6 w-11 shrink-0 rounded-full bg-sand-300 transition peer-checked:bg-sea-600 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-ember-500 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5" />
    </label>
  );
}

/** Each e-mail's name and when it comes, as domain/notification-preferences.ts HOST_NOTIFICATION_LABELS says them in English. */
const NOTIFICATION_KEY: Record<HostNotificationPreference, { label: MessageKey<"dashboard">; hint: MessageKey<"dashboard"> }> = {
  newBookings: { label: "notify.newBookings", hint: "notify.newBookingsHint" },
  newReviews: { label: "notify.newReviews", hint: "notify.newReviewsHint" },
  messages: { label: "notify.messages", hint: "notify.messagesHint" },
  marketingEmails: { label: "notify.marketing", hint: "notify.marketingHint" },
  payoutNotifications: { label: "notify.payouts", hint: "notify.payoutsHint" },
};

export function NotificationsSection({ notifications }: { notifications: Record<HostNotificationPreference, boolean> }) {
  const t = useT("dashboard");
  const { fetcher, busy } = useSection<ActionData>();
  return (
    <section aria-labelledby="notifications-heading" className={card}>
      <h2 id="notifications-heading" className="font-serif text-lg text-cedar-900">{t("notify.heading")}</h2>
      <p className="mt-1 text-sm text-muted">{t("notify.intro")}</p>
      <fetcher.Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="notifications" />
        <fieldset disabled={busy}>
          <legend className="sr-only">{t("notify.legend")}</legend>
          <div className="divide-y divide-sand-100">
            {HOST_NOTIFICATION_PREFERENCES.map((key) => (
              <Toggle key={key} name={key} label={t(NOTIFICATION_KEY[key].label)} hint={t(NOTIFICATION_KEY[key].hint)} defaultChecked={notifications[key]} />
            ))}
          </div>
          <div className="mt-4 flex justify-end">
            <Button type="submit">{busy ? t("common.saving") : t("notify.save")}</Button>
          </div>
        </fieldset>
      </fetcher.Form>
    </section>
  );
}
