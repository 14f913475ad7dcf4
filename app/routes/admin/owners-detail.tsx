// One owner (admin Owners → View Details): their account and verification ('Verify owner' /
// 'Refuse'), each claim with what they submitted (business name, phone, website) and
// the 'Verify' / 'Reject claim' decisions, their saunas, and where their payouts stand (paid,
// due, not yet due).
import BadgeCheck from "lucide-react/icons/badge-check";
import ExternalLink from "lucide-react/icons/external-link";
import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/owners-detail";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { rejectClaim, verifyClaim } from "#server/features/admin/admin-claims.service";
import { decideOwnerVerification } from "#server/features/admin/admin-owner-verification.service";
import { ownerDetail, type AdminOwnerDetail, type PayoutFigure } from "#server/features/admin/admin-owners.service";
import { invalid } from "#server/features/errors";
import type { ToastMessage } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { ScrollTable } from "#app/components/scroll-table";
import { getApp } from "#app/lib/context.server";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import { formFields, type FormObject } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { useSection } from "#app/lib/use-section";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle, type AdminT } from "./admin-meta";
import { DetailPage, PersonHeader } from "./detail-page";
import { OwnerVerificationPanel, VERIFICATION_WORD } from "./owner-verification-panel";
import { BADGE_AMBER, BADGE_GREEN, BADGE_RED, errorToast, nameOr, StatusBadge, TableHead, td, VERIFICATION_STYLE } from "./people-list";
import { ReasonDialog, type DecisionAnswer } from "./reason-dialog";
import { useCountyName } from "#app/components/listing-option-labels";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, args.data ? nameOr(args.data.owner.name, t("people.noName")) : t("people.owner"), t("nav.owners"));
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db, payments } = getApp(context);
  return serviceLoader(() => ownerDetail(db, admin, params.ownerId, new Date(), { cardPayments: payments !== null }));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const t = serverT(requestLocale(request), "admin");
  const result = await attempt(() => decide(t, db, admin, params.ownerId, formFields(context)));
  if (!result.ok) return data({ ...errorToast(t, result.error), fieldErrors: result.fieldErrors } satisfies DecisionAnswer, { status: result.status });
  return { toast: result.value } satisfies DecisionAnswer;
}

type Admin = Awaited<ReturnType<typeof requireAdminPage>>;

/** Each decision of this page, and the toast that says it was taken. */
async function decide(t: AdminT, db: ReturnType<typeof getApp>["db"], admin: Admin, ownerId: string, fields: FormObject): Promise<ToastMessage> {
  switch (fields.intent) {
    case "verify-owner":
      await decideOwnerVerification(db, admin, ownerId, { decision: "verify", from: fields.from });
      return { title: t("owner.toast.verified"), description: t("owner.toast.verifiedDescription"), variant: "success" };
    case "refuse-owner":
      await decideOwnerVerification(db, admin, ownerId, { decision: "refuse", from: fields.from, reason: fields.reason });
      return { title: t("owner.toast.refused"), description: t("owner.toast.refusedDescription"), variant: "success" };
    case "verify":
      await verifyClaim(db, admin, fields.claimId);
      return { title: t("claim.toast.verified"), description: t("claim.toast.verifiedDescription"), variant: "success" };
    case "reject":
      await rejectClaim(db, admin, fields.claimId, { reason: fields.reason });
      return { title: t("claim.toast.rejected"), description: t("claim.toast.rejectedDescription"), variant: "success" };
    default:
      throw invalid(t("unknownAction"));
  }
}

const CLAIM_STYLE: Record<string, string> = { pending: BADGE_AMBER, verified: BADGE_GREEN, rejected: BADGE_RED };
const CLAIM_WORD: Record<string, "claim.status.pending" | "claim.status.verified" | "claim.status.rejected"> = {
  pending: "claim.status.pending",
  verified: "claim.status.verified",
  rejected: "claim.status.rejected",
};
const SAUNA_WORD: Record<string, "saunas.status.active" | "saunas.status.pending" | "saunas.status.suspended"> = {
  active: "saunas.status.active",
  pending: "saunas.status.pending",
  suspended: "saunas.status.suspended",
};
const SAUNA_STYLE: Record<string, string> = { active: BADGE_GREEN, pending: BADGE_AMBER, suspended: BADGE_RED };

export default function OwnerDetail({ loaderData }: Route.ComponentProps) {
  const countyName = useCountyName();
  const { owner, saunas, claims, payouts, heldForVerification } = loaderData;
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  const name = nameOr(owner.name, t("people.noName"));
  return (
    <DetailPage back={{ to: "/admin/owners", label: t("owner.back") }}>
      <PersonHeader
        name={name}
        badges={
          <>
            <StatusBadge label={t(VERIFICATION_WORD[owner.verification])} style={VERIFICATION_STYLE[owner.verification]} />
            {owner.stripeConnected ? <StatusBadge label={t("owners.connected")} style={BADGE_GREEN} /> : <StatusBadge label={t("owners.notConnected")} />}
            {owner.suspendedAt && <StatusBadge label={t("people.suspended")} style={BADGE_RED} />}
          </>
        }
      >
        <dt className="text-muted">{t("user.email")}</dt><dd className="break-all">{owner.email}</dd>
        <dt className="text-muted">{t("user.phone")}</dt><dd>{owner.phone || "—"}</dd>
        <dt className="text-muted">{t("owner.businessName")}</dt><dd>{owner.businessName || "—"}</dd>
        <dt className="text-muted">{t("owner.vatNumber")}</dt><dd>{owner.vatNumber || "—"}</dd>
        <dt className="text-muted">{t("users.column.joined")}</dt><dd>{formatDate(new Date(owner.createdAt), locale)}</dd>
        <dt className="text-muted">{t("owner.account")}</dt><dd><Link to={localePath(`/admin/users/${owner.id}`)} className="font-medium text-ember-700 hover:underline">{t("owner.accountLink")}</Link></dd>
      </PersonHeader>

      <OwnerVerificationPanel owner={owner} name={name} />

      {claims.length > 0 && (
        <section aria-labelledby="claims" className="space-y-3">
          <h2 id="claims" className="font-serif text-xl text-cedar-900">{t("owner.claims")}</h2>
          <ul className="space-y-3">
            {claims.map((c) => <ClaimCard key={c.id} claim={c} claimant={name} />)}
          </ul>
        </section>
      )}

      <section aria-labelledby="payouts" className="space-y-3">
        <h2 id="payouts" className="font-serif text-xl text-cedar-900">{t("nav.payouts")}</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <PayoutCard label={t("owner.payouts.paid")} figure={payouts.paid} />
          <PayoutCard label={t("owner.payouts.due")} figure={payouts.due} />
          <PayoutCard label={t("owner.payouts.notYetDue")} figure={payouts.notYetDue} />
        </ul>
        {heldForVerification && (
          <p className="text-sm text-muted">{t("owner.payouts.held")}</p>
        )}
      </section>

      <section aria-labelledby="owner-saunas" className="space-y-3">
        <h2 id="owner-saunas" className="font-serif text-xl text-cedar-900">{t("nav.saunas")}</h2>
        {saunas.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">{t("owner.noSaunas")}</p>
        ) : (
          <ScrollTable label={t("owner.saunas.label")}>
            <TableHead columns={[t("column.sauna"), t("column.status"), t("owner.saunas.runsIt"), t("owner.payouts.paid"), t("owner.payouts.due"), t("owner.payouts.notYetDue")]} />
            <tbody className="divide-y divide-sand-100">
              {saunas.map((s) => (
                <tr key={s.id}>
                  <td className={td}>
                    <Link to={localePath(`/sauna/${s.id}`)} className="font-medium text-ink hover:text-ember-700">{s.name}</Link>
                    <p className="text-xs text-muted">{countyName(s.county)}{s.isPublished ? "" : ` · ${t("owner.saunas.unpublished")}`}</p>
                  </td>
                  <td className={td}><StatusBadge label={SAUNA_WORD[s.status] ? t(SAUNA_WORD[s.status]) : s.status} style={SAUNA_STYLE[s.status]} /></td>
                  {/* Running a listing is not being a verified owner (domain/owner-verification.ts): no 'verified' here. */}
                  <td className={td}>{s.ownerVerified ? t("owner.saunas.yes") : t("owner.saunas.notYet")}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatMoney(s.payouts.paid.amount, locale)}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatMoney(s.payouts.due.amount, locale)}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatMoney(s.payouts.notYetDue.amount, locale)}</td>
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
  const t = useT("admin");
  const locale = useLocale();
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-muted">{label}</p>
      <p className="text-2xl font-semibold text-ink">{formatMoney(figure.amount, locale)}</p>
      <p className="text-xs text-muted">{t("owner.payouts.bookings", { count: figure.bookings })}</p>
    </li>
  );
}

function ClaimCard({ claim, claimant }: { claim: AdminOwnerDetail["claims"][number]; claimant: string }) {
  const { fetcher, busy } = useSection<DecisionAnswer>();
  const [rejecting, setRejecting] = useState(false);
  const pending = claim.status === "pending";
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-medium text-ink">
          <Link to={localePath(`/sauna/${claim.saunaId}`)} className="hover:text-ember-700">{claim.saunaName}</Link>
        </h3>
        <StatusBadge label={CLAIM_WORD[claim.status] ? t(CLAIM_WORD[claim.status]) : claim.status} style={CLAIM_STYLE[claim.status]} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">{t("owner.businessName")}</dt><dd>{claim.businessName || "—"}</dd>
        <dt className="text-muted">{t("user.phone")}</dt><dd>{claim.phone || "—"}</dd>
        <dt className="text-muted">{t("claim.website")}</dt>
        <dd className="break-all">
          {claim.website ? (
            <a href={claim.website} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 text-ember-700 hover:underline">
              {claim.website}<ExternalLink className="size-3" aria-hidden="true" /><span className="sr-only"> {t("claim.newTab")}</span>
            </a>
          ) : "—"}
        </dd>
        <dt className="text-muted">{t("claim.claimed")}</dt><dd>{formatDate(new Date(claim.createdAt), locale)}</dd>
        {claim.decidedAt && (<><dt className="text-muted">{t("claim.decided")}</dt><dd>{claim.decidedBy ? t("claim.decidedBy", { date: formatDate(new Date(claim.decidedAt), locale), by: claim.decidedBy }) : formatDate(new Date(claim.decidedAt), locale)}</dd></>)}
        {claim.reason && (<><dt className="text-muted">{t("reason.label")}</dt><dd className="whitespace-pre-line break-words">{claim.reason}</dd></>)}
      </dl>
      {pending && (
        <fetcher.Form method="post" className="mt-4 flex flex-wrap gap-2">
          <input type="hidden" name="claimId" value={claim.id} />
          <Button type="submit" name="intent" value="verify" size="sm" disabled={busy}>
            <BadgeCheck aria-hidden="true" /> {t("claim.verify")}
          </Button>
          <Button variant="outline" size="sm" className="text-red-800" disabled={busy} onClick={() => setRejecting(true)}>
            {t("claim.reject")}
          </Button>
        </fetcher.Form>
      )}
      {rejecting && (
        <ReasonDialog
          onClose={() => setRejecting(false)}
          fetcher={fetcher}
          fields={{ intent: "reject", claimId: claim.id }}
          title={t("claim.rejectDialog.title")}
          description={t("claim.rejectDialog.description", { claimant, sauna: claim.saunaName })}
          label={t("claim.rejectDialog.label")}
          hint={t("reason.whatToPutRight")}
          missing={t("claim.rejectDialog.missing")}
          confirm={t("claim.reject")}
          keep={t("claim.rejectDialog.keep")}
        />
      )}
    </li>
  );
}
