// An owner's verification on their page in admin Owners (issue 20): where they stand, and
// 'Verify owner' / 'Refuse' (or 'Withdraw verification' for a verified owner), the refusal with
// a reason the owner reads. The form sends the state shown, so a decision another admin took in
// the meantime is not overwritten (admin-owner-verification.service.ts).
import BadgeCheck from "lucide-react/icons/badge-check";
import { useState } from "react";
import { formatDate } from "#domain/format";
import { ownerDecisions, REFUSAL_REASON_MISSING } from "#domain/owner-verification";
import type { AdminOwnerDetail } from "#server/features/admin/admin-owners.service";
import { Button } from "#app/components/ui/button";
import { useSection } from "#app/lib/use-section";
import { ReasonDialog, type DecisionAnswer } from "./reason-dialog";

const BADGE = "'Verified Listing - Claimed by Owner'";

export function OwnerVerificationPanel({ owner, name }: { owner: AdminOwnerDetail["owner"]; name: string }) {
  const { fetcher, busy } = useSection<DecisionAnswer>();
  const [refusing, setRefusing] = useState(false);
  const decisions = ownerDecisions(owner.verification);
  const when = owner.verificationDecidedAt ? formatDate(new Date(owner.verificationDecidedAt)) : null;
  const by = owner.verificationDecidedBy ? ` by ${owner.verificationDecidedBy}` : "";
  const withdrawing = owner.verification === "verified";

  return (
    <section aria-labelledby="verification" className="space-y-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <h2 id="verification" className="font-serif text-xl text-cedar-900">Verification</h2>
      {owner.verification === "pending" && (
        <p className="text-sm text-cedar-700">
          Not verified yet. Check who they are (the business name and phone above, and any claim below), then verify them: the saunas they run will show {BADGE}.
        </p>
      )}
      {owner.verification === "verified" && (
        <p className="text-sm text-cedar-700">Verified{when ? ` on ${when}${by}` : ""}. The saunas they run show {BADGE}.</p>
      )}
      {owner.verification === "refused" && (
        <div className="space-y-2 text-sm text-cedar-700">
          <p>Refused{when ? ` on ${when}${by}` : ""}. Their saunas show no verified badge. The reason they were sent:</p>
          <blockquote className="whitespace-pre-line break-words rounded-xl border-l-4 border-red-300 bg-red-50 px-3 py-2 text-ink">{owner.verificationRefusal}</blockquote>
        </div>
      )}
      <fetcher.Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="from" value={owner.verification} />
        {decisions.includes("verify") && (
          <Button type="submit" name="intent" value="verify-owner" size="sm" disabled={busy}>
            <BadgeCheck aria-hidden="true" /> Verify owner
          </Button>
        )}
        {decisions.includes("refuse") && (
          <Button variant="outline" size="sm" className="text-red-800" disabled={busy} onClick={() => setRefusing(true)}>
            {withdrawing ? "Withdraw verification" : "Refuse"}
          </Button>
        )}
      </fetcher.Form>
      {refusing && (
        <ReasonDialog
          onClose={() => setRefusing(false)}
          fetcher={fetcher}
          fields={{ intent: "refuse-owner", from: owner.verification }}
          title={withdrawing ? `Withdraw ${name}'s verification?` : `Refuse to verify ${name}?`}
          description={`Their saunas stay listed, without the verified badge. ${name} gets an e-mail with your reason.`}
          label="Reason for the owner"
          hint="They read this in their e-mail, so say what they can put right."
          missing={REFUSAL_REASON_MISSING}
          confirm={withdrawing ? "Withdraw verification" : "Refuse"}
          keep="Keep as it is"
        />
      )}
    </section>
  );
}
