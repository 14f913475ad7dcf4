// Admin Owners (docs/product.md §2): 'Owners Management', the owners' table with search and pages, and
// the claims waiting for an administrator's verification above it.
import ArrowRight from "lucide-react/icons/arrow-right";
import Hourglass from "lucide-react/icons/hourglass";
import { Link } from "react-router";
import type { Route } from "./+types/owners";
import { formatDate } from "#domain/format-date";
import { listOwners } from "#server/features/admin/admin-owners.service";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { ScrollTable } from "#app/components/scroll-table";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { VERIFICATION_WORD } from "./owner-verification-panel";
import { richText } from "./rich-text";
import { BADGE_GREEN, EmptyRow, VERIFICATION_STYLE, ListHeader, nameOr, Pager, SearchForm, StatusBadge, TableHead, td, useListLoading, ViewDetails } from "./people-list";
import { useCountyName } from "#app/components/listing-option-labels";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("nav.owners"));
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db, payments } = getApp(context);
  return serviceLoader(() => listOwners(db, admin, queryFields(request), { cardPayments: payments !== null }));
}


export default function AdminOwners({ loaderData }: Route.ComponentProps) {
  const countyName = useCountyName();
  const { rows, prev, next, query, pendingClaims } = loaderData;
  const loading = useListLoading("/admin/owners");
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <div className="space-y-6">
      <ListHeader title={t("owners.heading")} subtitle={t("owners.subtitle")} />

      {pendingClaims.total > 0 && (
        <section aria-labelledby="waiting-claims" className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
          <h2 id="waiting-claims" className="flex items-center gap-2 font-medium text-amber-950">
            <Hourglass className="size-4" aria-hidden="true" />
            {t("owners.claimsWaiting", { count: pendingClaims.total })}
          </h2>
          <ul className="mt-3 divide-y divide-amber-200">
            {pendingClaims.claims.map((c) => (
              <li key={c.id} className="flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
                <p>
                  {richText(t("owners.claims"), {
                    claimant: <span className="font-medium">{nameOr(c.claimantName, t("people.noName"))}</span>,
                    sauna: <span className="font-medium">{c.saunaName}</span>,
                  })}{" "}({countyName(c.county)})
                  {c.businessName && <span className="text-muted"> · {c.businessName}</span>}
                  <span className="text-muted"> · {formatDate(new Date(c.createdAt), locale)}</span>
                </p>
                {c.claimantId && (
                  <Link to={localePath(`/admin/owners/${c.claimantId}#claims`)} className="inline-flex items-center gap-1 font-medium text-ember-700 hover:underline">
                    {t("owners.reviewClaim")}<span className="sr-only"> {t("owners.reviewClaimOf", { sauna: c.saunaName })}</span> <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <SearchForm label={t("owners.search")} placeholder={t("owners.searchPlaceholder")} defaultValue={query.q} />

      <ScrollTable label={t("nav.owners")} busy={loading}>
        <TableHead columns={[t("column.name"), t("nav.saunas"), t("users.column.verified"), t("owners.column.stripe"), t("users.column.joined"), t("column.actions")]} />
        <tbody className="divide-y divide-sand-100">
          {rows.length === 0 && <EmptyRow columns={6}>{query.q ? t("owners.noMatch", { q: query.q }) : t("owners.none")}</EmptyRow>}
          {rows.map((o) => (
            <tr key={o.id}>
              <td className={td}>
                {/* The name opens the details too: on a phone the Actions column is off to the side. */}
                <Link to={localePath(`/admin/owners/${o.id}`)} className="font-medium text-ink underline-offset-2 hover:underline">{nameOr(o.name, t("people.noName"))}</Link>
                <p className="text-xs text-muted">{o.email}</p>
                {o.pendingClaims > 0 && <p className="mt-1 text-xs font-medium text-amber-900">{t("owners.claimsToVerify", { count: o.pendingClaims })}</p>}
              </td>
              <td className={td}>{o.saunaCount}</td>
              <td className={td}><StatusBadge label={t(VERIFICATION_WORD[o.verification])} style={VERIFICATION_STYLE[o.verification]} /></td>
              <td className={td}>{o.stripeConnected ? <StatusBadge label={t("owners.connected")} style={BADGE_GREEN} /> : <StatusBadge label={t("owners.notConnected")} />}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(new Date(o.createdAt), locale)}</td>
              <td className={td}><ViewDetails to={`/admin/owners/${o.id}`} what={nameOr(o.name, o.email)} /></td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Pager prev={prev} next={next} />
    </div>
  );
}
