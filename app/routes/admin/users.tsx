// Admin Users (docs/product.md §2): 'Users Management', every member newest first with search and pages.
import { Link } from "react-router";
import type { Route } from "./+types/users";
import { formatDate } from "#domain/format-date";
import { listUsers } from "#server/features/admin/admin-users.service";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { ScrollTable } from "#app/components/scroll-table";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { BADGE_GREEN, EmptyRow, ListHeader, nameOr, Pager, ROLE_LABEL, SearchForm, StatusBadge, TableHead, td, useListLoading, ViewDetails } from "./people-list";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("nav.users"));
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return serviceLoader(() => listUsers(getApp(context).db, admin, queryFields(request)));
}


export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { rows, prev, next, query } = loaderData;
  const loading = useListLoading("/admin/users");
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <div className="space-y-6">
      <ListHeader title={t("users.heading")} subtitle={t("users.subtitle")} />
      <SearchForm label={t("users.search")} placeholder={t("users.searchPlaceholder")} defaultValue={query.q} />
      <ScrollTable label={t("nav.users")} busy={loading}>
        <TableHead columns={[t("column.name"), t("users.column.isOwner"), t("users.column.verified"), t("users.column.joined"), t("column.actions")]} />
        <tbody className="divide-y divide-sand-100">
          {rows.length === 0 && <EmptyRow columns={5}>{query.q ? t("users.noMatch", { q: query.q }) : t("users.none")}</EmptyRow>}
          {rows.map((u) => (
            <tr key={u.id}>
              <td className={td}>
                <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                  {/* The name opens the details too: on a phone the Actions column is off to the side. */}
                  <Link to={localePath(`/admin/users/${u.id}`)} className="underline-offset-2 hover:underline">{nameOr(u.name, t("people.noName"))}</Link>
                  {u.role && <StatusBadge label={ROLE_LABEL[u.role] ? t(ROLE_LABEL[u.role]) : u.role} style="bg-sea-700 text-white" />}
                  {u.suspended && <StatusBadge label={t("people.suspended")} style="bg-red-100 text-red-900" />}
                </p>
                <p className="text-xs text-muted">{u.email}</p>
              </td>
              <td className={td}>{u.isOwner ? <StatusBadge label={t("people.owner")} style={BADGE_GREEN} /> : <StatusBadge label={t("people.user")} />}</td>
              <td className={td}>{u.emailVerified ? <StatusBadge label={t("people.verified")} style={BADGE_GREEN} /> : <StatusBadge label={t("people.unverified")} />}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(new Date(u.createdAt), locale)}</td>
              <td className={td}><ViewDetails to={`/admin/users/${u.id}`} what={nameOr(u.name, u.email)} /></td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Pager prev={prev} next={next} />
    </div>
  );
}
