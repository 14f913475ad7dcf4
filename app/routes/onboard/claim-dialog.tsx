// The one claim dialog: /onboard's 'Claim this sauna' and the sauna page's 'Claim This
// Listing' ask for the same things — the business name and phone an administrator checks before
// handing the listing over, and a website if there is one — and post them to the one claim action
// (POST /api/claims, domain/claim-schema.ts), with the spec's toasts (§8).
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { PHONE_MAX_LENGTH } from "#domain/phone";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { action as claimAction } from "#app/routes/api/claims";
import { controlClass, Field } from "./field";

/** Its page sends the `onboard` messages (/onboard's loader; the sauna page's, where it shows this too). */
export function ClaimDialog({ sauna, onClose, onClaimed }: { sauna: { id: string; name: string }; onClose: () => void; onClaimed: () => void }) {
  const t = useT("onboard");
  const localePath = useLocalePath();
  const claim = useFetcher<typeof claimAction>();
  const busy = claim.state !== "idle";
  const result = claim.state === "idle" ? claim.data : undefined;
  const errors: Record<string, string> = result && !result.ok ? result.fieldErrors : {};

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      showToast({ title: t("claimDialog.doneTitle"), description: t("claimDialog.doneText"), variant: "success" });
      onClaimed();
    } else if (result.status === 409) {
      showToast({ title: t("claimDialog.takenTitle"), description: t("claimDialog.takenText"), variant: "error" });
      onClose();
    } else if (Object.keys(result.fieldErrors).length === 0) {
      showToast({ title: t("claimDialog.failedTitle"), description: t("claimDialog.failedText"), variant: "error" });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [result]);

  return (
    <Dialog
      open
      onOpenChange={(open) => { if (!open && !busy) onClose(); }}
      title={t("claim.claimNamed", { name: sauna.name })}
      description={t("claimDialog.description")}
    >
      <claim.Form method="post" action={localePath("/api/claims")} noValidate className="mt-5 space-y-4">
        <input type="hidden" name="saunaId" value={sauna.id} />
        <fieldset disabled={busy} className="space-y-4">
          <Field name="claim.businessName" label={t("claimDialog.businessName")} error={errors.businessName}>
            {(control) => <input {...control} name="businessName" autoComplete="organization" maxLength={160} required className={cn(controlClass, "h-11")} />}
          </Field>
          <Field name="claim.phone" label={t("claimDialog.phone")} hint={t("claimDialog.phoneHint")} error={errors.phone}>
            {(control) => <input {...control} name="phone" type="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} required className={cn(controlClass, "h-11")} />}
          </Field>
          <Field name="claim.website" label={t("claimDialog.website")} optional error={errors.website}>
            {(control) => <input {...control} name="website" type="url" autoComplete="url" maxLength={500} placeholder={t("urlPlaceholder")} className={cn(controlClass, "h-11")} />}
          </Field>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>{t("claimDialog.cancel")}</Button>
          <Button type="submit" disabled={busy}>{busy ? t("claimDialog.busy") : t("claimDialog.submit")}</Button>
        </div>
      </claim.Form>
    </Dialog>
  );
}
