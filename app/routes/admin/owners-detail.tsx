// One owner (admin Owners → View Details): their account and verification ('Verify owner' /
// 'Refuse', issue 20), each claim with what they submitted (business name, phone, website) and
// the 'Verify' / 'Reject claim' decisions, their saunas, and where their payouts stand (paid,
// due, not yet due).
import BadgeCheck from "lucide-react/icons/badge-check";
import ExternalLink from "lucide-react/icons/external-link";
import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/owners-detail";
import { NO_NAME } from "#domain/admin-people";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate, formatMoney } from "#domain/format";
import { CLAIM_REASON_MISSING, OWNER_VERIFICATION_LABELS } from "#domain/owner-verification";
import { rejectClaim, verifyClaim } from "#server/features/admin/admin-claims.service";
import { decideOwnerVerification } from "#server/features/admin/admin-owner-verification.service";
import { ownerDetail, type AdminOwnerDetail, type PayoutFigure } from "#server/features/admin/admin-owners.service";
import { invalid } from "#server/features/errors";
import type { ToastMessage } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { ScrollTable } from "#app/components/scroll-table";
import { getApp } from "#app/lib/context.server";
import { formFields, type FormObject } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { useSection } from "#app/lib/use-section";
import { requireAdminPage } from "./admin-guard.server";
import { DetailPage, PersonHeader } from "./detail-page";
import { OwnerVerificationPanel } from "./owner-verification-panel";
import { BADGE_AMBER, BADGE_GREEN, BADGE_RED, errorToast, nameOr, StatusBadge, TableHead, td, VERIFICATION_STYLE } from "./people-list";
import { ReasonDialog, type DecisionAnswer } from "./reason-dialog";

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data ? nameOr(data.owner.name, NO_NAME) : "Owner"} · Owners · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db, payments } = getApp(context);
  return serviceLoader(() => ownerDetail(db, admin, params.ownerId, new Date(), { cardPayments: payments !== null }));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const result = await attempt(() => decide(db, admin, params.ownerId, formFields(context)));
  if (!result.ok) return data({ ...errorToast(result.error), fieldErrors: result.fieldErrors } satisfies DecisionAnswer, { status: result.status });
  return { toast: result.value } satisfies DecisionAnswer;
}

type Admin = Awaited<ReturnType<typeof requireAdminPage>>;

/** Each decision of this page, and the toast that says it was taken. */
async function decide(db: ReturnType<typeof getApp>["db"], admin: Admin, ownerId: string, fields: FormObject): Promise<ToastMessage> {
  switch (fields.intent) {
    case "verify-owner":
      await decideOwnerVerification(db, admin, ownerId, { decision: "verify", from: fields.from });
      return { title: "Owner verified", description: "The saunas they run now show the verified badge, and they've been told.", variant: "success" };
    case "refuse-owner":
      await decideOwnerVerification(db, admin, ownerId, { decision: "refuse", from: fields.from, reason: fields.reason });
      return { title: "Owner refused", description: "They've been sent your reason by e-mail.", variant: "success" };
    case "verify":
      await verifyClaim(db, admin, fields.claimId);
      return { title: "Claim verified", description: "The owner can now run this listing.", variant: "success" };
    case "reject":
      await rejectClaim(db, admin, fields.claimId, { reason: fields.reason });
      return { title: "Claim rejected", description: "The listing is free to be claimed again, and the claimant has your reason.", variant: "success" };
    default:
      throw invalid("Unknown action");
  }
}

const CLAIM_STYLE: Record<string, string> = { pending: BADGE_AMBER, verified: BADGE_GREEN, rejected: BADGE_RED };
const SAUNA_STYLE: Record<string, string> = { active: BADGE_GREEN, pending: BADGE_AMBER, suspended: BADGE_RED };

export default function OwnerDetail({ loaderData }: Route.ComponentProps) {
  const { owner, saunas, claims, payouts, heldForVerification } = loaderData;
  const name = nameOr(owner.name, NO_NAME);
  return (
    <DetailPage back={{ to: "/admin/owners", label: "Back to Owners" }}>
      <PersonHeader
        name={name}
        badges={
          <>
            <StatusBadge label={OWNER_VERIFICATION_LABELS[owner.verification]} style={VERIFICATION_STYLE[owner.verification]} />
            {owner.stripeConnected ? <StatusBadge label="Connected" style={BADGE_GREEN} /> : <StatusBadge label="Not Connected" />}
            {owner.suspendedAt && <StatusBadge label="Suspended" style={BADGE_RED} />}
          </>
        }
      >
        <dt className="text-muted">E-mail</dt><dd className="break-all">{owner.email}</dd>
        <dt className="text-muted">Phone</dt><dd>{owner.phone || "—"}</dd>
        <dt className="text-muted">Business name</dt><dd>{owner.businessName || "—"}</dd>
        <dt className="text-muted">VAT number</dt><dd>{owner.vatNumber || "—"}</dd>
        <dt className="text-muted">Joined</dt><dd>{formatDate(new Date(owner.createdAt))}</dd>
        <dt className="text-muted">Account</dt><dd><Link to={`/admin/users/${owner.id}`} className="font-medium text-ember-700 hover:underline">Bookings, reviews and suspension</Link></dd>
      </PersonHeader>

      <OwnerVerificationPanel owner={owner} name={name} />

      {claims.length > 0 && (
        <section aria-labelledby="claims" className="space-y-3">
          <h2 id="claims" className="font-serif text-xl text-cedar-900">Claims</h2>
          <ul className="space-y-3">
            {claims.map((c) => <ClaimCard key={c.id} claim={c} claimant={name} />)}
          </ul>
        </section>
      )}

      <section aria-labelledby="payouts" className="space-y-3">
        <h2 id="payouts" className="font-serif text-xl text-cedar-900">Payouts</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <PayoutCard label="Paid" figure={payouts.paid} />
          <PayoutCard label="Due" figure={payouts.due} />
          <PayoutCard label="Not yet due" figure={payouts.notYetDue} />
        </ul>
        {heldForVerification && (
          <p className="text-sm text-muted">Bookings of listings awaiting verification are not counted: they are paid out only once the claim is verified.</p>
        )}
      </section>

      <section aria-labelledby="owner-saunas" className="space-y-3">
        <h2 id="owner-saunas" className="font-serif text-xl text-cedar-900">Saunas</h2>
        {saunas.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">No saunas.</p>
        ) : (
          <ScrollTable label="The owner's saunas">
            <TableHead columns={["Sauna", "Status", "Runs it", "Paid", "Due", "Not yet due"]} />
            <tbody className="divide-y divide-sand-100">
              {saunas.map((s) => (
                <tr key={s.id}>
                  <td className={td}>
                    <Link to={`/sauna/${s.id}`} className="font-medium text-ink hover:text-ember-700">{s.name}</Link>
                    <p className="text-xs text-muted">{s.county}{s.isPublished ? "" : " · unpublished"}</p>
                  </td>
                  <td className={td}><StatusBadge label={s.status} style={SAUNA_STYLE[s.status]} /></td>
                  {/* Running a listing is not being a verified owner (domain/owner-verification.ts): no 'verified' here. */}
                  <td className={td}>{s.ownerVerified ? "Yes" : "Not until the claim is verified"}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatMoney(s.payouts.paid.amount)}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatMoney(s.payouts.due.amount)}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatMoney(s.payouts.notYetDue.amount)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>
    </DetailPage>
  );
}

function PayoutCard({ label, figure }: { label: string; figure: PayoutFigure }) {
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-muted">{label}</p>
      <p className="text-2xl font-semibold text-ink">{formatMoney(figure.amount)}</p>
      <p className="text-xs text-muted">{figure.bookings === 1 ? "1 booking" : `${figure.bookings} bookings`}</p>
    </li>
  );
}

function ClaimCard({ claim, claimant }: { claim: AdminOwnerDetail["claims"][number]; claimant: string }) {
  const { fetcher, busy } = useSection<DecisionAnswer>();
  const [rejecting, setRejecting] = useState(false);
  const pending = claim.status === "pending";
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-medium text-ink">
          <Link to={`/sauna/${claim.saunaId}`} className="hover:text-ember-700">{claim.saunaName}</Link>
        </h3>
        <StatusBadge label={claim.status} style={CLAIM_STYLE[claim.status]} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">Business name</dt><dd>{claim.businessName || "—"}</dd>
        <dt className="text-muted">Phone</dt><dd>{claim.phone || "—"}</dd>
        <dt className="text-muted">Website</dt>
        <dd className="break-all">
          {claim.website ? (
            <a href={claim.website} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 text-ember-700 hover:underline">
              {claim.website}<ExternalLink className="size-3" aria-hidden="true" /><span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : "—"}
        </dd>
        <dt className="text-muted">Claimed</dt><dd>{formatDate(new Date(claim.createdAt))}</dd>
        {claim.decidedAt && (<><dt className="text-muted">Decided</dt><dd>{formatDate(new Date(claim.decidedAt))}{claim.decidedBy ? ` by ${claim.decidedBy}` : ""}</dd></>)}
        {claim.reason && (<><dt className="text-muted">Reason</dt><dd className="whitespace-pre-line break-words">{claim.reason}</dd></>)}
      </dl>
      {pending && (
        <fetcher.Form method="post" className="mt-4 flex flex-wrap gap-2">
          <input type="hidden" name="claimId" value={claim.id} />
          <Button type="submit" name="intent" value="verify" size="sm" disabled={busy}>
            <BadgeCheck aria-hidden="true" /> Verify
          </Button>
          <Button variant="outline" size="sm" className="text-red-800" disabled={busy} onClick={() => setRejecting(true)}>
            Reject claim
          </Button>
        </fetcher.Form>
      )}
      {rejecting && (
        <ReasonDialog
          onClose={() => setRejecting(false)}
          fetcher={fetcher}
          fields={{ intent: "reject", claimId: claim.id }}
          title="Reject this claim?"
          description={`${claimant}'s claim of ${claim.saunaName} will be rejected and the listing freed: anyone can claim it again. ${claimant} gets an e-mail with your reason.`}
          label="Reason for the claimant"
          hint="They read this in their e-mail, so say what they can put right."
          missing={CLAIM_REASON_MISSING}
          confirm="Reject claim"
          keep="Keep Claim"
        />
      )}
    </li>
  );
}
