// Admin Owners (docs/product.md §2): 'Owners Management', the owners' table with search and pages, and
// the claims waiting for an administrator's verification above it.
import ArrowRight from "lucide-react/icons/arrow-right";
import Hourglass from "lucide-react/icons/hourglass";
import { Link } from "react-router";
import type { Route } from "./+types/owners";
import { NO_NAME } from "#domain/admin-people";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate } from "#domain/format";
import { OWNER_VERIFICATION_LABELS } from "#domain/owner-verification";
import { listOwners } from "#server/features/admin/admin-owners.service";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { ScrollTable } from "#app/components/scroll-table";
import { requireAdminPage } from "./admin-guard.server";
import { BADGE_GREEN, EmptyRow, VERIFICATION_STYLE, ListHeader, nameOr, Pager, SearchForm, StatusBadge, TableHead, td, useListLoading, ViewDetails } from "./people-list";

export const meta = () => [{ title: `Owners · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db, payments } = getApp(context);
  return serviceLoader(() => listOwners(db, admin, queryFields(request), { cardPayments: payments !== null }));
}


export default function AdminOwners({ loaderData }: Route.ComponentProps) {
  const { rows, prev, next, query, pendingClaims } = loaderData;
  const loading = useListLoading("/admin/owners");
  return (
    <div className="space-y-6">
      <ListHeader title="Owners Management" subtitle="Verify & manage business accounts" />

      {pendingClaims.total > 0 && (
        <section aria-labelledby="waiting-claims" className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
          <h2 id="waiting-claims" className="flex items-center gap-2 font-medium text-amber-950">
            <Hourglass className="size-4" aria-hidden="true" />
            {pendingClaims.total === 1 ? "1 claim awaits verification" : `${pendingClaims.total} claims await verification`}
          </h2>
          <ul className="mt-3 divide-y divide-amber-200">
            {pendingClaims.claims.map((c) => (
              <li key={c.id} className="flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
                <p>
                  <span className="font-medium">{nameOr(c.claimantName, NO_NAME)}</span> claims{" "}
                  <span className="font-medium">{c.saunaName}</span> ({c.county})
                  {c.businessName && <span className="text-muted"> · {c.businessName}</span>}
                  <span className="text-muted"> · {formatDate(new Date(c.createdAt))}</span>
                </p>
                {c.claimantId && (
                  <Link to={`/admin/owners/${c.claimantId}#claims`} className="inline-flex items-center gap-1 font-medium text-ember-700 hover:underline">
                    Review claim<span className="sr-only"> of {c.saunaName}</span> <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <SearchForm label="Search owners" placeholder="Name, business name or e-mail" defaultValue={query.q} />

      <ScrollTable label="Owners" busy={loading}>
        <TableHead columns={["Name", "Saunas", "Verified", "Stripe", "Joined", "Actions"]} />
        <tbody className="divide-y divide-sand-100">
          {rows.length === 0 && <EmptyRow columns={6}>{query.q ? `No owners match “${query.q}”.` : "No owners yet."}</EmptyRow>}
          {rows.map((o) => (
            <tr key={o.id}>
              <td className={td}>
                {/* The name opens the details too: on a phone the Actions column is off to the side. */}
                <Link to={`/admin/owners/${o.id}`} className="font-medium text-ink underline-offset-2 hover:underline">{nameOr(o.name, NO_NAME)}</Link>
                <p className="text-xs text-muted">{o.email}</p>
                {o.pendingClaims > 0 && <p className="mt-1 text-xs font-medium text-amber-900">{o.pendingClaims === 1 ? "1 claim to verify" : `${o.pendingClaims} claims to verify`}</p>}
              </td>
              <td className={td}>{o.saunaCount}</td>
              <td className={td}><StatusBadge label={OWNER_VERIFICATION_LABELS[o.verification]} style={VERIFICATION_STYLE[o.verification]} /></td>
              <td className={td}>{o.stripeConnected ? <StatusBadge label="Connected" style={BADGE_GREEN} /> : <StatusBadge label="Not Connected" />}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(new Date(o.createdAt))}</td>
              <td className={td}><ViewDetails to={`/admin/owners/${o.id}`} what={nameOr(o.name, o.email)} /></td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Pager prev={prev} next={next} />
    </div>
  );
}
