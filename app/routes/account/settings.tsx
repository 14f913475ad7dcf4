import Download from "lucide-react/icons/download";
import Trash2 from "lucide-react/icons/trash-2";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { loadMember } from "#app/lib/member-store";
import { data } from "react-router";
import type { Route } from "./+types/settings";
import { GUEST_NOTIFICATION_PREFERENCES, notificationEnabled, type GuestNotificationPreference } from "#domain/notification-preferences";
import { PRIVACY_PREFERENCES, privacyEnabled, type PrivacyPreference } from "#domain/privacy-preferences";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_MAX_LABEL, PHOTO_TYPES_LABEL } from "#domain/photos";
import {
  deleteAccount, getAccount, setAvatar, updateAccount,
} from "#server/features/account/account.service";
import { Field } from "#app/components/field";
import { ProfilePhotoSection, type ProfilePhotoRules } from "#app/components/profile-photo-section";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Dialog, DialogActions } from "#app/components/ui/dialog";
import { Input } from "#app/components/ui/input";
import { getApp } from "#app/lib/context.server";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage, requestLocale, serverT } from "#server/i18n/messages";
import type { MessageKey } from "#domain/messages/translate";
import { formFields, textField } from "#app/lib/form.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { attempt } from "#app/lib/service-errors.server";
import { changeSignInEmail, changeSignInPassword } from "#server/features/account/sign-in-details.service";
import { hostClosingSummary } from "#server/features/account/close-host-listings";
import { platformTerms } from "#server/features/settings/platform-settings";
import { uploadedPhoto } from "#server/integrations/images/uploaded-photo";
import { authCaller, callAuth, cookiesFrom } from "#app/lib/auth-api.server";
import { useSection } from "#app/lib/use-section";
import { accountTitle } from "./account-meta";
import { SignInDetailsSection } from "./sign-in-details-section";
import { LanguageSetting } from "./language-setting";
import { languageSetting, saveLanguage } from "./language-setting.server";

export const meta: Route.MetaFunction = (args) => [{ title: accountTitle(args, "settings.title") }];

/** The profile photo's rules: every photo's limits (domain/photos.ts), in photo-storage.ts's words and the page's language. */
function photoRules(t: T): ProfilePhotoRules {
  const limits = { types: PHOTO_TYPES_LABEL, max: PHOTO_MAX_LABEL };
  return {
    accept: PHOTO_ACCEPT,
    maxBytes: PHOTO_MAX_BYTES,
    wrongType: t("settings.photoWrongType", limits),
    tooLarge: t("settings.photoTooLarge", limits),
    hint: t("settings.photoHint", limits),
  };
}

/** The switches' names in the account's messages (domain/ keeps the English words). */
const NOTIFICATION_KEYS: Record<GuestNotificationPreference, MessageKey<"account">> = {
  bookingReminders: "notification.bookingReminders",
  reviewReplies: "notification.reviewReplies",
  messages: "notification.messages",
  marketingEmails: "notification.marketingEmails",
};
const PRIVACY_KEYS: Record<PrivacyPreference, MessageKey<"account">> = {
  showProfileOnReviews: "privacy.showProfileOnReviews",
  shareActivity: "privacy.shareActivity",
};

type T = ReturnType<typeof useT<"account">>;

type HostClosing = { saunas: number; upcomingBookings: number; stripeAccount: boolean; cardPayments: boolean };

/** What happens to a host's listings and their guests' bookings, in one or two sentences. */
function hostClosingText(t: T, { saunas, upcomingBookings, stripeAccount, cardPayments }: HostClosing): string {
  const values = { saunas: t("settings.deleteHostSaunas", { count: saunas }), bookings: t("settings.deleteHostBookings", { count: upcomingBookings }) };
  const listings = upcomingBookings === 0
    ? t("settings.deleteHostNoBookings", values)
    // A full refund only where guests paid us: at the sauna, nothing was paid online (decision 022).
    : t(cardPayments ? "settings.deleteHostRefunded" : "settings.deleteHostCancelled", values);
  // Payouts to their Stripe account only for a host who has one: without it there are no card bookings to pay out.
  return cardPayments && stripeAccount ? `${listings} ${t("settings.deleteHostPayouts")}` : listings;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const { db } = getApp(context);
  const [account, terms, closing] = await Promise.all([getAccount(db, user), platformTerms(db), hostClosingSummary(db, user.userId, new Date())]);
  // What deleting the account does to a host's listings, said before they confirm (decision 022).
  const hostClosing = closing.saunas > 0 ? { ...closing, cardPayments: getApp(context).payments !== null } : null;
  return { account, freeCancellationHours: terms.freeCancellationHours, hostClosing, language: await languageSetting(context, user, request) };
}

type Toast = { title: string; description?: string; variant: "success" | "error" };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireSignedIn(context, request);
  const app = getApp(context);
  const fields = formFields(context);
  const intent = fields.intent;
  if (intent === "language") return saveLanguage(context, user);
  const t = serverT(requestLocale(request), "account");

  if (intent === "delete") {
    const result = await attempt(() => deleteAccount(app.db, app.auth, user, fields, app.photoStorage, new Date(), app.clientAddress));
    if (!result.ok) return data({ toast: { title: t("toast.error"), description: result.error, variant: "error" } as Toast, fieldErrors: result.fieldErrors }, { status: result.status });
    // The session rows are gone; clear the browser's cookie too.
    const signedOut = cookiesFrom(await callAuth(app, request, "/sign-out", {}));
    return redirectWithToast(app.config, inRequestLanguage(request, "/"), { title: t("settings.accountDeleted"), description: t("settings.accountDeletedText"), variant: "success" }, signedOut);
  }

  if (intent === "email" || intent === "password") {
    const caller = authCaller(app, request);
    const result = await attempt(() =>
      intent === "email" ? changeSignInEmail(caller, user.email, fields) : changeSignInPassword(caller, fields),
    );
    if (!result.ok) return data({ toast: { title: t("toast.error"), description: result.error, variant: "error" } as Toast, fieldErrors: result.fieldErrors }, { status: result.status });
    const headers = new Headers(result.value.cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]));
    const toast: Toast = intent === "email"
      ? "pending" in result.value && result.value.pending
        ? { title: t("settings.checkInbox"), description: t("settings.checkInboxText"), variant: "success" }
        : { title: t("settings.emailChanged"), description: t("settings.emailChangedText"), variant: "success" }
      : { title: t("settings.passwordChanged"), description: t("settings.passwordChangedText"), variant: "success" };
    return data({ toast, fieldErrors: {} }, { headers });
  }

  if (intent === "photo") {
    const result = await attempt(async () => setAvatar(app.db, user, app.photoStorage, await uploadedPhoto(fields.photo)));
    if (!result.ok) return data({ toast: { title: t("toast.error"), description: result.error, variant: "error" } as Toast, fieldErrors: {} }, { status: result.status });
    return { toast: { title: t("settings.photoUpdated"), variant: "success" } as Toast, fieldErrors: {} };
  }

  const checked = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, fields[n] === "on"]));
  const result = await attempt(() =>
    updateAccount(app.db, user, {
      firstName: textField(fields, "firstName"),
      lastName: textField(fields, "lastName"),
      phone: textField(fields, "phone"),
      notifications: checked(GUEST_NOTIFICATION_PREFERENCES),
      privacy: checked(PRIVACY_PREFERENCES),
    }),
  );
  if (!result.ok) {
    return data({ toast: { title: t("toast.error"), description: result.error, variant: "error" } as Toast, fieldErrors: result.fieldErrors }, { status: result.status });
  }
  return { toast: { title: t("settings.saved"), description: t("settings.savedText"), variant: "success" } as Toast, fieldErrors: {} };
}

function Toggle({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-4 py-2">
      <span className="text-sm text-ink">{label}</span>
      <input type="checkbox" role="switch" name={name} defaultChecked={defaultChecked} className="peer sr-only" />
      <span aria-hidden="true" className="relative h-6 w-11 shrink-0 rounded-full bg-sand-300 transition peer-checked:bg-sea-600 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-ember-500 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5" />
    </label>
  );
}

/** A card of switches, each as saved (else its default): the notifications, the privacy choices. */
function ToggleGroup({ title, disabled, toggles, children }: { title: string; disabled: boolean; toggles: { name: string; label: string; on: boolean }[]; children?: ReactNode }) {
  return (
    <fieldset disabled={disabled} className="rounded-2xl border border-sand-200 bg-white p-6">
      <legend className="sr-only">{title}</legend>
      <h2 className="font-serif text-lg text-cedar-900">{title}</h2>
      <div className="mt-2 divide-y divide-sand-100">
        {toggles.map((toggle) => <Toggle key={toggle.name} name={toggle.name} label={toggle.label} defaultChecked={toggle.on} />)}
      </div>
      {children}
    </fieldset>
  );
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { account, freeCancellationHours, hostClosing } = loaderData;
  const t = useT("account");
  const localePath = useLocalePath();
  const { fetcher: profile, busy: saving, errors } = useSection<typeof action>();
  const { fetcher: remove, errors: deleteErrors } = useSection<typeof action>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const deleteError = deleteErrors.password;
  // The navbar shows the member's e-mail from the member store (GET /api/me), not from this page:
  // once a change of e-mail is saved (this loader revalidates), it asks again.
  const shownEmail = useRef(account.email);
  useEffect(() => {
    if (shownEmail.current === account.email) return;
    shownEmail.current = account.email;
    void loadMember();
  }, [account.email]);

  return (
    <div className="max-w-2xl space-y-8">
      <h1 className="font-serif text-2xl text-cedar-900">{t("settings.title")}</h1>

      <ProfilePhotoSection avatarUrl={account.avatarUrl} email={account.email} rules={photoRules(t)} />

      <profile.Form method="post" ref={formRef} className="space-y-8" noValidate>
        <fieldset disabled={saving} className="space-y-4 rounded-2xl border border-sand-200 bg-white p-6">
          <legend className="sr-only">{t("settings.personal")}</legend>
          <h2 className="font-serif text-lg text-cedar-900">{t("settings.personal")}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field look="form" id="firstName" label={t("settings.firstName")} error={errors.firstName}>
              {(control) => <Input {...control} name="firstName" defaultValue={account.firstName} required />}
            </Field>
            <Field look="form" id="lastName" label={t("settings.lastName")} error={errors.lastName}>
              {(control) => <Input {...control} name="lastName" defaultValue={account.lastName} />}
            </Field>
          </div>
          <Field look="form" id="email" label={t("settings.email")} hint={<>{t("settings.emailHint")} <a href="#sign-in-heading" className="text-ember-700 underline">{t("settings.changeBelow")}</a>.</>}>
            {(control) => <Input {...control} type="email" value={account.email} readOnly className="bg-sand-50" />}
          </Field>
          <Field look="form" id="phone" label={t("settings.phone")} hint={t("settings.phoneHint")} error={errors.phone}>
            {(control) => <Input {...control} name="phone" type="tel" autoComplete="tel" defaultValue={account.phone ?? ""} />}
          </Field>
        </fieldset>

        <ToggleGroup
          title={t("settings.notifications")}
          disabled={saving}
          toggles={GUEST_NOTIFICATION_PREFERENCES.map((key) => ({ name: key, label: t(NOTIFICATION_KEYS[key]), on: notificationEnabled(account.notifications, key) }))}
        />

        <ToggleGroup
          title={t("settings.privacy")}
          disabled={saving}
          toggles={PRIVACY_PREFERENCES.map((key) => ({ name: key, label: t(PRIVACY_KEYS[key]), on: privacyEnabled(account.privacy, key) }))}
        >
          <p className="mt-4 text-sm text-muted">{t("settings.cancellationPolicy", { hours: t("hours", { count: freeCancellationHours }) })}</p>
        </ToggleGroup>

        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => formRef.current?.reset()} disabled={saving}>{t("form.cancel")}</Button>
          <Button type="submit" disabled={saving}>{saving ? t("form.saving") : t("form.save")}</Button>
        </div>
      </profile.Form>

      <SignInDetailsSection email={account.email} />

      <LanguageSetting {...loaderData.language} />

      <section aria-labelledby="data-heading" className="rounded-2xl border border-sand-200 bg-white p-6">
        <h2 id="data-heading" className="font-serif text-lg text-cedar-900">{t("settings.yourData")}</h2>
        <p className="mt-1 text-sm text-muted">{t("settings.yourDataText")}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={localePath("/my-account/settings/my-data.json")} download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" /> {t("settings.download")}
          </a>
          <Button variant="outline" className="text-red-800" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" /> {t("settings.deleteAccount")}
          </Button>
        </div>
      </section>

      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        role="alertdialog"
        title={t("settings.deleteTitle")}
        description={hostClosing ? (
          <>
            <span className="block font-medium text-cedar-900">{hostClosingText(t, hostClosing)}</span>
            <span className="mt-2 block">{t("settings.deleteText")}</span>
          </>
        ) : t("settings.deleteText")}
      >
        {/* The current password, as for changing the e-mail: an open session alone can't delete. */}
        <remove.Form method="post" noValidate className="mt-6 space-y-6">
          <input type="hidden" name="intent" value="delete" />
          <Field look="form" id="deletePassword" label={t("settings.currentPassword")} error={deleteError}>
            {(control) => <Input {...control} name="password" type="password" autoComplete="current-password" required />}
          </Field>
          <DialogActions>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>{t("settings.keepAccount")}</Button>
            <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={remove.state !== "idle"}>
              {remove.state !== "idle" ? t("settings.deleting") : t("settings.deleteAccount")}
            </Button>
          </DialogActions>
        </remove.Form>
      </Dialog>
    </div>
  );
}
