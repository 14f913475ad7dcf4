// An owner's verification on their page in admin Owners: where they stand, and
// 'Verify owner' / 'Refuse' (or 'Withdraw verification' for a verified owner), the refusal with
// a reason the owner reads. The form sends the state shown, so a decision another admin took in
// the meantime is not overwritten (admin-owner-verification.service.ts).
import BadgeCheck from "lucide-react/icons/badge-check";
import { useState } from "react";
import { formatDate } from "#domain/format-date";
import { ownerDecisions, type OwnerVerification } from "#domain/owner-verification";
import type { AdminOwnerDetail } from "#server/features/admin/admin-owners.service";
import { Button } from "#app/components/ui/button";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import { ReasonDialog, type DecisionAnswer } from "./reason-dialog";

/** An owner's verification in words (domain/owner-verification.ts), on the Owners list and an owner's page. */
export const VERIFICATION_WORD = {
  pending: "owner.verification.pending",
  verified: "owner.verification.verified",
  refused: "owner.verification.refused",
} as const satisfies Record<OwnerVerification, string>;

export function OwnerVerificationPanel({ owner, name }: { owner: AdminOwnerDetail["owner"]; name: string }) {
  const { fetcher, busy } = useSection<DecisionAnswer>();
  const [refusing, setRefusing] = useState(false);
  const t = useT("admin");
  const locale = useLocale();
  const decisions = ownerDecisions(owner.verification);
  const when = owner.verificationDecidedAt ? formatDate(new Date(owner.verificationDecidedAt), locale) : null;
  const by = owner.verificationDecidedBy;
  /** " on 22 Nov 2026 by Aoife", or nothing when the decision's date is not known. */
  const decided = when ? ` ${by ? t("owner.decidedOnBy", { date: when, by }) : t("owner.decidedOn", { date: when })}` : "";
  const withdrawing = owner.verification === "verified";

  return (
    <section aria-labelledby="verification" className="space-y-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <h2 id="verification" className="font-serif text-xl text-cedar-900">{t("owner.verification")}</h2>
      {owner.verification === "pending" && (
        <p className="text-sm text-cedar-700">
          {t("owner.pendingExplained")}
        </p>
      )}
      {owner.verification === "verified" && (
        <p className="text-sm text-cedar-700">{t("owner.verifiedExplained", { decided })}</p>
      )}
      {owner.verification === "refused" && (
        <div className="space-y-2 text-sm text-cedar-700">
          <p>{t("owner.refusedExplained", { decided })}</p>
          <blockquote className="whitespace-pre-line break-words rounded-xl border-l-4 border-red-300 bg-red-50 px-3 py-2 text-ink">{owner.verificationRefusal}</blockquote>
        </div>
      )}
      <fetcher.Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="from" value={owner.verification} />
        {decisions.includes("verify") && (
          <Button type="submit" name="intent" value="verify-owner" size="sm" disabled={busy}>
            <BadgeCheck aria-hidden="true" /> {t("owner.verify")}
          </Button>
        )}
        {decisions.includes("refuse") && (
          <Button variant="outline" size="sm" className="text-red-800" disabled={busy} onClick={() => setRefusing(true)}>
            {withdrawing ? t("owner.withdraw") : t("owner.refuse")}
          </Button>
        )}
      </fetcher.Form>
      {refusing && (
        <ReasonDialog
          onClose={() => setRefusing(false)}
          fetcher={fetcher}
          fields={{ intent: "refuse-owner", from: owner.verification }}
          title={withdrawing ? t("owner.withdrawDialog.title", { name }) : t("owner.refuseDialog.title", { name })}
          description={t("owner.refuseDialog.description", { name })}
          label={t("owner.refuseDialog.label")}
          hint={t("reason.whatToPutRight")}
          missing={t("owner.refuseDialog.missing")}
          confirm={withdrawing ? t("owner.withdraw") : t("owner.refuse")}
          keep={t("saunas.dialog.keep")}
        />
      )}
    </section>
  );
}
