// Settings: the sign-in e-mail and the password, each changed with the current password.
import { useEffect, useRef } from "react";
import { Field } from "#app/components/field";
import type { ToastMessage } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";

type Result = { toast: ToastMessage; fieldErrors: Record<string, string> };
type FieldSpec = { id: string; name: string; label: string; type: "email" | "password"; autoComplete: string };

/** One small form posting an intent to the settings action; emptied once it succeeds. */
function ChangeForm({ intent, legend, fields, submit, note, className }: {
  intent: string; legend: string; fields: FieldSpec[]; submit: string; note?: string; className?: string;
}) {
  const { fetcher, busy, errors } = useSection<Result>();
  const t = useT("account");
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
        <Button type="submit" variant="outline" disabled={busy}>{busy ? t("signIn.changing") : submit}</Button>
      </div>
    </fetcher.Form>
  );
}

export function SignInDetailsSection({ email }: { email: string }) {
  const t = useT("account");
  return (
    <section aria-labelledby="sign-in-heading" className="rounded-2xl border border-sand-200 bg-white p-6">
      <h2 id="sign-in-heading" className="font-serif text-lg text-cedar-900">{t("signIn.heading")}</h2>
      <p className="mt-1 text-sm text-muted">{t("signIn.as")} <span className="font-medium text-ink">{email}</span>{t("signIn.confirm")}</p>
      <ChangeForm
        className="mt-5"
        intent="email"
        legend={t("signIn.changeEmailLegend")}
        submit={t("signIn.changeEmail")}
        fields={[
          { id: "newEmail", name: "newEmail", label: t("signIn.newEmail"), type: "email", autoComplete: "email" },
          { id: "emailPassword", name: "password", label: t("settings.currentPassword"), type: "password", autoComplete: "current-password" },
        ]}
      />
      <ChangeForm
        className="mt-6 border-t border-sand-100 pt-6"
        intent="password"
        legend={t("signIn.changePasswordLegend")}
        submit={t("signIn.changePassword")}
        note={t("signIn.passwordNote")}
        fields={[
          { id: "currentPassword", name: "currentPassword", label: t("settings.currentPassword"), type: "password", autoComplete: "current-password" },
          { id: "newPassword", name: "newPassword", label: t("signIn.newPassword"), type: "password", autoComplete: "new-password" },
        ]}
      />
    </section>
  );
}
