// Settings: the sign-in e-mail and the password, each changed with the current password.
import { useEffect, useRef } from "react";
import { Field } from "#app/components/field";
import type { ToastMessage } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { cn } from "#app/lib/cn";
import { useSection } from "#app/lib/use-section";

type Result = { toast: ToastMessage; fieldErrors: Record<string, string> };
type FieldSpec = { id: string; name: string; label: string; type: "email" | "password"; autoComplete: string };

/** One small form posting an intent to the settings action; emptied once it succeeds. */
function ChangeForm({ intent, legend, fields, submit, note, className }: {
  intent: string; legend: string; fields: FieldSpec[]; submit: string; note?: string; className?: string;
}) {
  const { fetcher, busy, errors } = useSection<Result>();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.toast.variant === "success") formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" ref={formRef} noValidate className={cn("space-y-4", className)}>
      <input type="hidden" name="intent" value={intent} />
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{legend}</legend>
        {fields.map((f) => (
          <Field key={f.id} look="form" id={f.id} label={f.label} error={errors[f.name]}>
            {(control) => <Input {...control} name={f.name} type={f.type} autoComplete={f.autoComplete} />}
          </Field>
        ))}
      </fieldset>
      {note && <p className="text-xs text-muted">{note}</p>}
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={busy}>{busy ? "Changing..." : submit}</Button>
      </div>
    </fetcher.Form>
  );
}

export function SignInDetailsSection({ email }: { email: string }) {
  return (
    <section aria-labelledby="sign-in-heading" className="rounded-2xl border border-sand-200 bg-white p-6">
      <h2 id="sign-in-heading" className="font-serif text-lg text-cedar-900">Sign-in details</h2>
      <p className="mt-1 text-sm text-muted">You sign in as <span className="font-medium text-ink">{email}</span>. Confirm changes with your current password.</p>
      <ChangeForm
        className="mt-5"
        intent="email"
        legend="Change e-mail"
        submit="Change E-mail"
        fields={[
          { id: "newEmail", name: "newEmail", label: "New e-mail", type: "email", autoComplete: "email" },
          { id: "emailPassword", name: "password", label: "Current password", type: "password", autoComplete: "current-password" },
        ]}
      />
      <ChangeForm
        className="mt-6 border-t border-sand-100 pt-6"
        intent="password"
        legend="Change password"
        submit="Change Password"
        note="At least 6 characters, and not a commonly used password. Your other devices will be signed out."
        fields={[
          { id: "currentPassword", name: "currentPassword", label: "Current password", type: "password", autoComplete: "current-password" },
          { id: "newPassword", name: "newPassword", label: "New password", type: "password", autoComplete: "new-password" },
        ]}
      />
    </section>
  );
}
