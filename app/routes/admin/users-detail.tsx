// One member (admin Users → View Details): their account, their bookings and reviews, and
// suspending (they are signed out at once and cannot sign in) or restoring the account.
import Ban from "lucide-react/icons/ban";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useState } from "react";
import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/users-detail";
import { UNKNOWN_ACTION } from "#domain/form-fields";
import { ADMIN_REVIEW_STATUS_STYLE, shortBookingId } from "#domain/admin-people";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { reviewComment } from "#domain/review-text";
import { restoreUser, suspendUser, userDetail } from "#server/features/admin/admin-users.service";
import { errorInLanguage } from "#server/i18n/error-text";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { StarRating } from "#app/components/star-rating";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/confirm-dialog";
import { ScrollTable } from "#app/components/scroll-table";
import { getApp } from "#app/lib/context.server";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import { parseForm } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { useSection } from "#app/lib/use-section";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { reviewStatusWord } from "./review-status-word";
import { DetailPage, PersonHeader } from "./detail-page";
import { BADGE_GREEN, BADGE_RED, EmptyRow, errorToast, nameOr, ROLE_LABEL, StatusBadge, TableHead, td, type ActionAnswer } from "./people-list";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, args.data ? nameOr(args.data.member.name, t("people.noName")) : t("people.user"), t("nav.users"));
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const detail = await serviceLoader(() => userDetail(getApp(context).db, admin, params.userId));
  // The refusal is the service's English rule (decision 021), read in the page's language.
  return { ...detail, cannotSuspend: detail.cannotSuspend && errorInLanguage(requestLocale(request), detail.cannotSuspend) };
}

const SuspensionForm = z.object({ intent: z.enum(["suspend", "restore"], { error: UNKNOWN_ACTION }) });

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const t = serverT(requestLocale(request), "admin");
  const result = await attempt(async () => {
    const { intent } = parseForm(context, SuspensionForm);
    if (intent === "suspend") await suspendUser(db, admin, params.userId);
    else await restoreUser(db, admin, params.userId);
    return intent;
  });
  if (!result.ok) return data(errorToast(t, result.error), { status: result.status });
  return {
    toast: result.value === "suspend"
      ? { title: t("user.toast.suspended"), description: t("user.toast.suspendedDescription"), variant: "success" as const }
      : { title: t("user.toast.restored"), description: t("user.toast.restoredDescription"), variant: "success" as const },
  } satisfies ActionAnswer;
}


export default function UserDetail({ loaderData }: Route.ComponentProps) {
  const { member, cannotSuspend, bookings, bookingCount, reviews, reviewCount } = loaderData;
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  const name = nameOr(member.name, t("people.noName"));
  const { fetcher, busy } = useSection<ActionAnswer>();
  const [confirming, setConfirming] = useState(false);
  return (
    <DetailPage back={{ to: "/admin/users", label: t("user.back") }}>
      <PersonHeader
        name={name}
        badges={
          <>
            {member.isOwner ? <StatusBadge label={t("people.owner")} style={BADGE_GREEN} /> : <StatusBadge label={t("people.user")} />}
            {member.emailVerified ? <StatusBadge label={t("people.verified")} style={BADGE_GREEN} /> : <StatusBadge label={t("people.unverified")} />}
            {member.role && <StatusBadge label={ROLE_LABEL[member.role] ? t(ROLE_LABEL[member.role]) : member.role} style="bg-sea-700 text-white" />}
            {member.suspendedAt && <StatusBadge label={t("people.suspended")} style={BADGE_RED} />}
          </>
        }
      >
        <dt className="text-muted">{t("user.email")}</dt><dd className="break-all">{member.email}</dd>
        <dt className="text-muted">{t("user.phone")}</dt><dd>{member.phone || "—"}</dd>
        <dt className="text-muted">{t("users.column.joined")}</dt><dd>{formatDate(new Date(member.createdAt), locale)}</dd>
        {member.suspendedAt && (<><dt className="text-muted">{t("user.suspendedOn")}</dt><dd>{formatDate(new Date(member.suspendedAt), locale)}</dd></>)}
        {member.isOwner && (<><dt className="text-muted">{t("user.business")}</dt><dd><Link to={localePath(`/admin/owners/${member.id}`)} className="font-medium text-ember-700 hover:underline">{t("user.businessLink")}</Link></dd></>)}
      </PersonHeader>

      <section aria-labelledby="account-access" className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
        <h2 id="account-access" className="font-medium text-ink">{t("user.access")}</h2>
        {member.suspendedAt ? (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">{t("user.isSuspended", { name })}</p>
            <fetcher.Form method="post">
              <Button type="submit" name="intent" value="restore" variant="secondary" size="sm" disabled={busy}>
                <RotateCcw aria-hidden="true" /> {t("user.restore")}
              </Button>
            </fetcher.Form>
          </div>
        ) : cannotSuspend ? (
          <p className="mt-2 text-sm text-muted">{cannotSuspend}</p>
        ) : (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">{t("user.suspendExplained", { name })}</p>
            <Button variant="outline" size="sm" className="text-red-800" disabled={busy} onClick={() => setConfirming(true)}>
              <Ban aria-hidden="true" /> {t("user.suspend")}
            </Button>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("user.suspendDialog.title")}
        description={t("user.suspendDialog.description", { name })}
        fetcher={fetcher}
        intent="suspend"
        confirm={t("user.suspend")}
        keep={t("user.suspendDialog.keep")}
      />

      <section aria-labelledby="member-bookings" className="space-y-3">
        <h2 id="member-bookings" className="font-serif text-xl text-cedar-900">{t("nav.bookings")} <span className="text-base text-muted">({bookingCount})</span></h2>
        <ScrollTable label={t("user.bookingsOf", { name })}>
          <TableHead columns={[t("column.bookingId"), t("column.sauna"), t("column.date"), t("column.amount"), t("column.status")]} />
          <tbody className="divide-y divide-sand-100">
            {bookings.length === 0 && <EmptyRow columns={5}>{t("user.noBookings")}</EmptyRow>}
            {bookings.map((b) => (
              <tr key={b.id}>
                <td className={td}><Link to={localePath(`/admin/bookings/${b.id}`)} className="font-mono font-medium text-ember-700 hover:underline" aria-label={t("user.bookingAria", { id: shortBookingId(b.id) })}>{shortBookingId(b.id)}</Link></td>
                <td className={td}>{b.saunaName}</td>
                <td className={`${td} whitespace-nowrap`}>{formatDate(b.bookingDate, locale)} {b.startTime.slice(0, 5)}</td>
                <td className={`${td} whitespace-nowrap`}>{formatMoney(b.totalAmount, locale)}</td>
                <td className={td}><BookingStatusBadge status={b.status} /></td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {bookingCount > bookings.length && <p className="text-sm text-muted">{t("user.latestBookings", { shown: bookings.length, count: bookingCount })}</p>}
      </section>

      <section aria-labelledby="member-reviews" className="space-y-3">
        <h2 id="member-reviews" className="font-serif text-xl text-cedar-900">{t("nav.reviews")} <span className="text-base text-muted">({reviewCount})</span></h2>
        {reviews.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">{t("reviews.empty.all")}</p>
        ) : (
          <ul className="space-y-3">
            {reviews.map((r) => (
              <li key={r.id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={localePath(`/sauna/${r.saunaId}`)} className="font-medium text-ink hover:text-ember-700">{r.saunaName}</Link>
                  <span className="flex items-center gap-2">
                    <StarRating rating={r.rating} />
                    <StatusBadge label={reviewStatusWord(t, r.status)} style={ADMIN_REVIEW_STATUS_STYLE[r.status]} />
                  </span>
                </div>
                <p className="mt-2 line-clamp-3 text-sm">{reviewComment(r.comment)}</p>
                <p className="mt-1 text-xs text-muted">{formatDate(new Date(r.createdAt), locale)}</p>
              </li>
            ))}
          </ul>
        )}
        {reviewCount > reviews.length && <p className="text-sm text-muted">{t("user.latestReviews", { shown: reviews.length, count: reviewCount })}</p>}
      </section>
    </DetailPage>
  );
}
