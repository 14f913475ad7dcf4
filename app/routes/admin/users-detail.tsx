// One member (admin Users → View Details): their account, their bookings and reviews, and
// suspending (they are signed out at once and cannot sign in) or restoring the account.
import Ban from "lucide-react/icons/ban";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useState } from "react";
import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/users-detail";
import { ADMIN_REVIEW_STATUS_STYLE, NO_NAME, shortBookingId } from "#domain/admin-people";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate, formatMoney } from "#domain/format";
import { reviewComment } from "#domain/review-text";
import { restoreUser, suspendUser, userDetail } from "#server/features/admin/admin-users.service";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { StarRating } from "#app/components/star-rating";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/confirm-dialog";
import { ScrollTable } from "#app/components/scroll-table";
import { getApp } from "#app/lib/context.server";
import { parseForm } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { useSection } from "#app/lib/use-section";
import { requireAdminPage } from "./admin-guard.server";
import { DetailPage, PersonHeader } from "./detail-page";
import { BADGE_GREEN, BADGE_RED, EmptyRow, errorToast, nameOr, ROLE_LABEL, StatusBadge, TableHead, td, type ActionAnswer } from "./people-list";

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data ? nameOr(data.member.name, NO_NAME) : "User"} · Users · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return serviceLoader(() => userDetail(getApp(context).db, admin, params.userId));
}

const SuspensionForm = z.object({ intent: z.enum(["suspend", "restore"], { error: "Unknown action" }) });

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const result = await attempt(async () => {
    const { intent } = parseForm(context, SuspensionForm);
    if (intent === "suspend") await suspendUser(db, admin, params.userId);
    else await restoreUser(db, admin, params.userId);
    return intent;
  });
  if (!result.ok) return data(errorToast(result.error), { status: result.status });
  return {
    toast: result.value === "suspend"
      ? { title: "User suspended", description: "They have been signed out and can't sign in until restored.", variant: "success" as const }
      : { title: "User restored", description: "They can sign in again.", variant: "success" as const },
  } satisfies ActionAnswer;
}


export default function UserDetail({ loaderData }: Route.ComponentProps) {
  const { member, cannotSuspend, bookings, bookingCount, reviews, reviewCount } = loaderData;
  const name = nameOr(member.name, NO_NAME);
  const { fetcher, busy } = useSection<ActionAnswer>();
  const [confirming, setConfirming] = useState(false);
  return (
    <DetailPage back={{ to: "/admin/users", label: "Back to Users" }}>
      <PersonHeader
        name={name}
        badges={
          <>
            {member.isOwner ? <StatusBadge label="Owner" style={BADGE_GREEN} /> : <StatusBadge label="User" />}
            {member.emailVerified ? <StatusBadge label="Verified" style={BADGE_GREEN} /> : <StatusBadge label="Unverified" />}
            {member.role && <StatusBadge label={ROLE_LABEL[member.role] ?? member.role} style="bg-sea-700 text-white" />}
            {member.suspendedAt && <StatusBadge label="Suspended" style={BADGE_RED} />}
          </>
        }
      >
        <dt className="text-muted">E-mail</dt><dd className="break-all">{member.email}</dd>
        <dt className="text-muted">Phone</dt><dd>{member.phone || "—"}</dd>
        <dt className="text-muted">Joined</dt><dd>{formatDate(new Date(member.createdAt))}</dd>
        {member.suspendedAt && (<><dt className="text-muted">Suspended</dt><dd>{formatDate(new Date(member.suspendedAt))}</dd></>)}
        {member.isOwner && (<><dt className="text-muted">Business</dt><dd><Link to={`/admin/owners/${member.id}`} className="font-medium text-ember-700 hover:underline">Saunas, claims and payouts</Link></dd></>)}
      </PersonHeader>

      <section aria-labelledby="account-access" className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
        <h2 id="account-access" className="font-medium text-ink">Account access</h2>
        {member.suspendedAt ? (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">This account is suspended: {name} can't sign in.</p>
            <fetcher.Form method="post">
              <Button type="submit" name="intent" value="restore" variant="secondary" size="sm" disabled={busy}>
                <RotateCcw aria-hidden="true" /> Restore account
              </Button>
            </fetcher.Form>
          </div>
        ) : cannotSuspend ? (
          <p className="mt-2 text-sm text-muted">{cannotSuspend}</p>
        ) : (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">Suspending signs {name} out everywhere at once; they can't sign in until the account is restored.</p>
            <Button variant="outline" size="sm" className="text-red-800" disabled={busy} onClick={() => setConfirming(true)}>
              <Ban aria-hidden="true" /> Suspend account
            </Button>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Suspend this account?"
        description={`${name} will be signed out at once and won't be able to sign in until an administrator restores the account. Their bookings and reviews stay as they are.`}
        fetcher={fetcher}
        intent="suspend"
        confirm="Suspend account"
        keep="Keep Account"
      />

      <section aria-labelledby="member-bookings" className="space-y-3">
        <h2 id="member-bookings" className="font-serif text-xl text-cedar-900">Bookings <span className="text-base text-muted">({bookingCount})</span></h2>
        <ScrollTable label={`${name}'s bookings`}>
          <TableHead columns={["Booking ID", "Sauna", "Date", "Amount", "Status"]} />
          <tbody className="divide-y divide-sand-100">
            {bookings.length === 0 && <EmptyRow columns={5}>No bookings.</EmptyRow>}
            {bookings.map((b) => (
              <tr key={b.id}>
                <td className={td}><Link to={`/admin/bookings/${b.id}`} className="font-mono font-medium text-ember-700 hover:underline" aria-label={`Booking ${shortBookingId(b.id)}: view details`}>{shortBookingId(b.id)}</Link></td>
                <td className={td}>{b.saunaName}</td>
                <td className={`${td} whitespace-nowrap`}>{formatDate(b.bookingDate)} {b.startTime.slice(0, 5)}</td>
                <td className={`${td} whitespace-nowrap`}>{formatMoney(b.totalAmount)}</td>
                <td className={td}><BookingStatusBadge status={b.status} /></td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {bookingCount > bookings.length && <p className="text-sm text-muted">Showing the latest {bookings.length} of {bookingCount} bookings.</p>}
      </section>

      <section aria-labelledby="member-reviews" className="space-y-3">
        <h2 id="member-reviews" className="font-serif text-xl text-cedar-900">Reviews <span className="text-base text-muted">({reviewCount})</span></h2>
        {reviews.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">No reviews.</p>
        ) : (
          <ul className="space-y-3">
            {reviews.map((r) => (
              <li key={r.id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={`/sauna/${r.saunaId}`} className="font-medium text-ink hover:text-ember-700">{r.saunaName}</Link>
                  <span className="flex items-center gap-2">
                    <StarRating rating={r.rating} />
                    <StatusBadge label={r.status} style={ADMIN_REVIEW_STATUS_STYLE[r.status]} />
                  </span>
                </div>
                <p className="mt-2 line-clamp-3 text-sm">{reviewComment(r.comment)}</p>
                <p className="mt-1 text-xs text-muted">{formatDate(new Date(r.createdAt))}</p>
              </li>
            ))}
          </ul>
        )}
        {reviewCount > reviews.length && <p className="text-sm text-muted">Showing the latest {reviews.length} of {reviewCount} reviews.</p>}
      </section>
    </DetailPage>
  );
}
