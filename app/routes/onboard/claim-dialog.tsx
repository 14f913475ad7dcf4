// The one claim dialog (issue 20): /onboard's 'Claim this sauna' and the sauna page's 'Claim This
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
import type { action as claimAction } from "#app/routes/api/claims";
import { controlClass, Field } from "./field";

export function ClaimDialog({ sauna, onClose, onClaimed }: { sauna: { id: string; name: string }; onClose: () => void; onClaimed: () => void }) {
  const claim = useFetcher<typeof claimAction>();
  const busy = claim.state !== "idle";
  const result = claim.state === "idle" ? claim.data : undefined;
  const errors: Record<string, string> = result && !result.ok ? result.fieldErrors : {};

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      showToast({ title: "Success!", description: "You have successfully claimed this listing", variant: "success" });
      onClaimed();
    } else if (result.status === 409) {
      showToast({ title: "Already Claimed", description: "This listing has already been claimed", variant: "error" });
      onClose();
    } else if (Object.keys(result.fieldErrors).length === 0) {
      showToast({ title: "Error", description: "Failed to claim listing. Please try again.", variant: "error" });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [result]);

  return (
    <Dialog
      open
      onOpenChange={(open) => { if (!open && !busy) onClose(); }}
      title={`Claim ${sauna.name}`}
      description="Tell us who runs it. An administrator checks these details, usually within 24 hours; until then the listing shows as claimed, and you can run it from your dashboard once you're verified."
    >
      <claim.Form method="post" action="/api/claims" noValidate className="mt-5 space-y-4">
        <input type="hidden" name="saunaId" value={sauna.id} />
        <fieldset disabled={busy} className="space-y-4">
          <Field name="claim.businessName" label="Business name" error={errors.businessName}>
            {(control) => <input {...control} name="businessName" autoComplete="organization" maxLength={160} required className={cn(controlClass, "h-11")} />}
          </Field>
          <Field name="claim.phone" label="Phone" hint="So we can call you to check the claim." error={errors.phone}>
            {(control) => <input {...control} name="phone" type="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} required className={cn(controlClass, "h-11")} />}
          </Field>
          <Field name="claim.website" label="Website" optional error={errors.website}>
            {(control) => <input {...control} name="website" type="url" autoComplete="url" maxLength={500} placeholder="https://" className={cn(controlClass, "h-11")} />}
          </Field>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>Cancel</Button>
          <Button type="submit" disabled={busy}>{busy ? "Claiming..." : "Claim This Listing"}</Button>
        </div>
      </claim.Form>
    </Dialog>
  );
}
