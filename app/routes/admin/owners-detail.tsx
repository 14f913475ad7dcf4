// One owner (admin Owners → View Details): their account, each claim with what they submitted
// (business name, phone, website) and the 'Verify' / 'Reject claim' decisions, their saunas, and
// where their payouts stand (paid, due, not yet due).
import ArrowLeft from "lucide-react/icons/arrow-left";
import BadgeCheck from "lucide-react/icons/badge-check";
import ExternalLink from "lucide-react/icons/external-link";
import { useState } from "react";
import { data, Link, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/owners-detail";
import { NO_NAME } from "#domain/admin-people";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate, formatMoney } from "#domain/format";
import { rejectClaim, verifyClaim } from "#server/features/admin/admin-claims.service";
import { ownerDetail, type AdminOwnerDetail, type PayoutFigure } from "#server/features/admin/admin-owners.service";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { getApp } from "#app/lib/context.server";
import { parseForm } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { requireAdminPage } from "./admin-guard.server";
import { BADGE_AMBER, BADGE_GREEN, BADGE_RED, errorToast, nameOr, ScrollTable, StatusBadge, TableHead, td, type ActionAnswer } from "./people-list";

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data ? nameOr(data.owner.name, NO_NAME) : "Owner"} · Owners · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return serviceLoader(() => ownerDetail(getApp(context).db, admin, params.ownerId));
}

const ClaimDecisionForm = z.object({
  intent: z.enum(["verify", "reject"], { error: "Unknown action" }),
  claimId: z.string({ error: "Claim not found" }),
});

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const result = await attempt(async () => {
    const { intent, claimId } = parseForm(context, ClaimDecisionForm);
    if (intent === "verify") await verifyClaim(db, admin, claimId);
    else await rejectClaim(db, admin, claimId);
    return intent;
  });
  if (!result.ok) return data(errorToast(result.error), { status: result.status });
  return {
    toast: result.value === "verify"
      ? { title: "Claim verified", description: "The owner can now run this listing.", variant: "success" as const }
      : { title: "Claim rejected", description: "The listing is free to be claimed again.", variant: "success" as const },
  } satisfies ActionAnswer;
}

const CLAIM_STYLE: Record<string, string> = { pending: BADGE_AMBER, verified: BADGE_GREEN, rejected: BADGE_RED };
const SAUNA_STYLE: Record<string, string> = { active: BADGE_GREEN, pending: BADGE_AMBER, suspended: BADGE_RED };

export default function OwnerDetail({ loaderData }: Route.ComponentProps) {
  const { owner, saunas, claims, payouts, heldForVerification } = loaderData;
  const name = nameOr(owner.name, NO_NAME);
  return (
    <div className="space-y-8">
      <Link to="/admin/owners" className="inline-flex items-center gap-1 text-sm font-medium text-ember-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Owners
      </Link>
      <header className="space-y-3">
        <h1 className="font-serif text-3xl text-cedar-900">{name}</h1>
        <p className="flex flex-wrap gap-2">
          {owner.isVerified ? <StatusBadge label="Verified" style={BADGE_GREEN} /> : <StatusBadge label="Pending" style={BADGE_AMBER} />}
          {owner.paymentsConnected ? <StatusBadge label="Connected" style={BADGE_GREEN} /> : <StatusBadge label="Not Connected" />}
          {owner.suspendedAt && <StatusBadge label="Suspended" style={BADGE_RED} />}
        </p>
        <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-sand-200 bg-white p-4 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted">E-mail</dt><dd className="break-all">{owner.email}</dd>
          <dt className="text-muted">Phone</dt><dd>{owner.phone || "—"}</dd>
          <dt className="text-muted">Business name</dt><dd>{owner.businessName || "—"}</dd>
          <dt className="text-muted">VAT number</dt><dd>{owner.vatNumber || "—"}</dd>
          <dt className="text-muted">Joined</dt><dd>{formatDate(new Date(owner.createdAt))}</dd>
          <dt className="text-muted">Account</dt><dd><Link to={`/admin/users/${owner.id}`} className="font-medium text-ember-700 hover:underline">Bookings, reviews and suspension</Link></dd>
        </dl>
      </header>

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
            <TableHead columns={["Sauna", "Status", "Control", "Paid", "Due", "Not yet due"]} />
            <tbody className="divide-y divide-sand-100">
              {saunas.map((s) => (
                <tr key={s.id}>
                  <td className={td}>
                    <Link to={`/sauna/${s.id}`} className="font-medium text-ink hover:text-ember-700">{s.name}</Link>
                    <p className="text-xs text-muted">{s.county}{s.isPublished ? "" : " · unpublished"}</p>
                  </td>
                  <td className={td}><StatusBadge label={s.status} style={SAUNA_STYLE[s.status]} /></td>
                  <td className={td}>{s.ownerVerified ? "Verified owner" : "Awaiting verification"}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatMoney(s.payouts.paid.amount)}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatMoney(s.payouts.due.amount)}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatMoney(s.payouts.notYetDue.amount)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>
    </div>
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
  const fetcher = useFetcher<ActionAnswer>();
  useToast(fetcher.data?.toast);
  const [rejecting, setRejecting] = useState(false);
  const busy = fetcher.state !== "idle";
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
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        role="alertdialog"
        title="Reject this claim?"
        description={`${claimant}'s claim of ${claim.saunaName} will be rejected and the listing freed: anyone can claim it again.`}
      >
        <fetcher.Form method="post" className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end" onSubmit={() => setRejecting(false)}>
          <input type="hidden" name="claimId" value={claim.id} />
          <Button variant="outline" onClick={() => setRejecting(false)}>Keep Claim</Button>
          <Button type="submit" name="intent" value="reject" className="bg-red-700 hover:bg-red-800">Reject claim</Button>
        </fetcher.Form>
      </Dialog>
    </li>
  );
}
