// The sections of the owner dashboard's Account page, each its own form with its own answer.
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import CreditCard from "lucide-react/icons/credit-card";
import { useFetcher } from "react-router";
import { HOST_PHOTO_ACCEPT, HOST_PHOTO_MAX_BYTES, HOST_PHOTO_NOTE, HOST_PHOTO_TOO_LARGE, HOST_PHOTO_WRONG_TYPE } from "#domain/host-account";
import { HOST_NOTIFICATION_LABELS, HOST_NOTIFICATION_PREFERENCES } from "#domain/notification-preferences";
import { ProfilePhotoSection, type ProfilePhotoRules } from "#app/components/profile-photo-section";
import { useToast, type ToastMessage } from "#app/components/toaster";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Input, Label } from "#app/components/ui/input";

type ActionData = { intent: string; error: string | null; fieldErrors: Record<string, string>; toast: ToastMessage };

type HostAccount = {
  email: string;
  fullName: string | null;
  phone: string | null;
  paymentsConnected: boolean;
  businessName: string | null;
  vatNumber: string | null;
};

const card = "rounded-2xl border border-sand-200 bg-white p-6";

function useSection() {
  const fetcher = useFetcher<ActionData>();
  useToast(fetcher.data?.toast);
  return { fetcher, busy: fetcher.state !== "idle", errors: fetcher.data?.fieldErrors ?? {} };
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? <p id={id} className="text-sm text-red-800">{message}</p> : null;
}

/** The host's photo, by the shared drop zone, with this page's own limits ('max 2MB JPG, PNG or GIF'). */
const HOST_PHOTO_RULES: ProfilePhotoRules = {
  accept: HOST_PHOTO_ACCEPT,
  maxBytes: HOST_PHOTO_MAX_BYTES,
  wrongType: HOST_PHOTO_WRONG_TYPE,
  tooLarge: HOST_PHOTO_TOO_LARGE,
  hint: HOST_PHOTO_NOTE,
};

export function PhotoSection({ avatarUrl, email }: { avatarUrl: string | null; email: string }) {
  return <ProfilePhotoSection avatarUrl={avatarUrl} email={email} rules={HOST_PHOTO_RULES} />;
}

export function ProfileSection({ account }: { account: HostAccount }) {
  const { fetcher, busy, errors } = useSection();
  return (
    <section aria-labelledby="profile-heading" className={card}>
      <h2 id="profile-heading" className="font-serif text-lg text-cedar-900">Profile</h2>
      <fetcher.Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <fieldset disabled={busy} className="space-y-4">
          <legend className="sr-only">Profile</legend>
          <div className="space-y-1.5">
            <Label htmlFor="host-name">Name</Label>
            <Input id="host-name" name="fullName" autoComplete="name" defaultValue={account.fullName ?? ""} required aria-invalid={Boolean(errors.fullName)} aria-describedby={errors.fullName ? "host-name-error" : undefined} />
            <FieldError id="host-name-error" message={errors.fullName} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="host-phone">Phone (optional)</Label>
            <Input id="host-phone" name="phone" type="tel" autoComplete="tel" defaultValue={account.phone ?? ""} aria-invalid={Boolean(errors.phone)} aria-describedby={errors.phone ? "host-phone-error" : "host-phone-hint"} />
            <p id="host-phone-hint" className="text-xs text-muted">Shown to guests as the 'Call' button on your sauna's page.</p>
            <FieldError id="host-phone-error" message={errors.phone} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="host-email">Email</Label>
            <Input id="host-email" type="email" value={account.email} readOnly aria-describedby="host-email-hint" className="bg-sand-50" />
            <p id="host-email-hint" className="text-xs text-muted">Your sign-in address; change it in <a href="/my-account/settings" className="text-ember-700 underline">My Account settings</a>.</p>
          </div>
          <div className="flex justify-end">
            <Button type="submit">{busy ? "Saving..." : "Save profile"}</Button>
          </div>
        </fieldset>
      </fetcher.Form>
    </section>
  );
}

export function PaymentsSection({ account }: { account: HostAccount }) {
  const details = useSection();
  const connect = useSection();
  const errors = details.errors;
  return (
    <section aria-labelledby="payments-heading" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payments-heading" className="font-serif text-lg text-cedar-900">Payments</h2>
        {account.paymentsConnected ? (
          <Badge className="bg-emerald-100 text-emerald-900"><CheckCircle2 className="mr-1 size-3.5" aria-hidden="true" />Connected</Badge>
        ) : (
          <Badge className="bg-amber-100 text-amber-950">Not connected</Badge>
        )}
      </div>
      <div className="mt-3 rounded-xl bg-sand-50 p-4 text-sm text-cedar-900">
        <p className="flex items-start gap-2">
          <CreditCard className="mt-0.5 size-4 shrink-0 text-ember-700" aria-hidden="true" />
          <span>
            Card payments are not live yet: they come later. Until then guests book without paying by card,
            and connecting here only records that you are ready. We'll tell you before the first card payment.
          </span>
        </p>
        {!account.paymentsConnected && (
          <connect.fetcher.Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="connect" />
            <Button type="submit" variant="secondary" size="sm" disabled={connect.busy}>{connect.busy ? "Connecting..." : "Connect payment provider"}</Button>
          </connect.fetcher.Form>
        )}
      </div>
      <details.fetcher.Form method="post" noValidate className="mt-4">
        <input type="hidden" name="intent" value="payments" />
        <fieldset disabled={details.busy} className="space-y-4">
          <legend className="sr-only">Business details</legend>
          <div className="space-y-1.5">
            <Label htmlFor="business-name">Business name</Label>
            <Input id="business-name" name="businessName" autoComplete="organization" defaultValue={account.businessName ?? ""} required aria-invalid={Boolean(errors.businessName)} aria-describedby={errors.businessName ? "business-name-error" : undefined} />
            <FieldError id="business-name-error" message={errors.businessName} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="vat-number">VAT number (optional)</Label>
            <Input id="vat-number" name="vatNumber" defaultValue={account.vatNumber ?? ""} placeholder="IE1234567T" aria-invalid={Boolean(errors.vatNumber)} aria-describedby={errors.vatNumber ? "vat-number-error" : undefined} />
            <FieldError id="vat-number-error" message={errors.vatNumber} />
          </div>
          <div className="flex justify-end">
            <Button type="submit">{details.busy ? "Saving..." : "Save payment details"}</Button>
          </div>
        </fieldset>
      </details.fetcher.Form>
    </section>
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

export function NotificationsSection({ notifications }: { notifications: Record<(typeof HOST_NOTIFICATION_PREFERENCES)[number], boolean> }) {
  const { fetcher, busy } = useSection();
  return (
    <section aria-labelledby="notifications-heading" className={card}>
      <h2 id="notifications-heading" className="font-serif text-lg text-cedar-900">Notifications</h2>
      <p className="mt-1 text-sm text-muted">Which e-mails we send you about your saunas.</p>
      <fetcher.Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="notifications" />
        <fieldset disabled={busy}>
          <legend className="sr-only">E-mail notifications</legend>
          <div className="divide-y divide-sand-100">
            {HOST_NOTIFICATION_PREFERENCES.map((key) => (
              <Toggle key={key} name={key} label={HOST_NOTIFICATION_LABELS[key].label} hint={HOST_NOTIFICATION_LABELS[key].hint} defaultChecked={notifications[key]} />
            ))}
          </div>
          <div className="mt-4 flex justify-end">
            <Button type="submit">{busy ? "Saving..." : "Save notifications"}</Button>
          </div>
        </fieldset>
      </fetcher.Form>
    </section>
  );
}
