// Admin Users (docs/product.md §2): 'Users Management', every member newest first with search and pages.
import { Link } from "react-router";
import type { Route } from "./+types/users";
import { NO_NAME } from "#domain/admin-people";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate } from "#domain/format";
import { listUsers } from "#server/features/admin/admin-users.service";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { ScrollTable } from "#app/components/scroll-table";
import { requireAdminPage } from "./admin-guard.server";
import { BADGE_GREEN, EmptyRow, ListHeader, nameOr, Pager, ROLE_LABEL, SearchForm, StatusBadge, TableHead, td, useListLoading, ViewDetails } from "./people-list";

export const meta = () => [{ title: `Users · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return serviceLoader(() => listUsers(getApp(context).db, admin, queryFields(request)));
}


export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { rows, prev, next, query } = loaderData;
  const loading = useListLoading("/admin/users");
  return (
    <div className="space-y-6">
      <ListHeader title="Users Management" subtitle="Manage community accounts" />
      <SearchForm label="Search users" placeholder="Name or e-mail" defaultValue={query.q} />
      <ScrollTable label="Users" busy={loading}>
        <TableHead columns={["Name", "Is Owner", "Verified", "Joined", "Actions"]} />
        <tbody className="divide-y divide-sand-100">
          {rows.length === 0 && <EmptyRow columns={5}>{query.q ? `No users match “${query.q}”.` : "No users yet."}</EmptyRow>}
          {rows.map((u) => (
            <tr key={u.id}>
              <td className={td}>
                <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                  {/* The name opens the details too: on a phone the Actions column is off to the side. */}
                  <Link to={`/admin/users/${u.id}`} className="underline-offset-2 hover:underline">{nameOr(u.name, NO_NAME)}</Link>
                  {u.role && <StatusBadge label={ROLE_LABEL[u.role] ?? u.role} style="bg-sea-700 text-white" />}
                  {u.suspended && <StatusBadge label="Suspended" style="bg-red-100 text-red-900" />}
                </p>
                <p className="text-xs text-muted">{u.email}</p>
              </td>
              <td className={td}>{u.isOwner ? <StatusBadge label="Owner" style={BADGE_GREEN} /> : <StatusBadge label="User" />}</td>
              <td className={td}>{u.emailVerified ? <StatusBadge label="Verified" style={BADGE_GREEN} /> : <StatusBadge label="Unverified" />}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(new Date(u.createdAt))}</td>
              <td className={td}><ViewDetails to={`/admin/users/${u.id}`} what={nameOr(u.name, u.email)} /></td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Pager prev={prev} next={next} />
    </div>
  );
}
