// Admin Reviews (docs/product.md §2 'Reviews Moderation', §4): reviews by status, pending first, with the
// transitions §4 allows (approve, reject, flag), Restore and Remove (with a confirmation) for
// flagged and rejected reviews, the 'Review {status}' toast and the featured star ('Added to
// featured' / 'Removed from featured'), whose home-page rule is said beside it.
import Check from "lucide-react/icons/check";
import Flag from "lucide-react/icons/flag";
import Trash2 from "lucide-react/icons/trash-2";
import Undo2 from "lucide-react/icons/undo-2";
import X from "lucide-react/icons/x";
import { useEffect, useId, useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/reviews";
import {
  ADMIN_REVIEW_FILTERS, ADMIN_REVIEW_STATUS_STYLE, REVIEW_RESTORED_TO, featuredReviewNote, isRemovable, isRestorable, reviewActionsFor,
  type AdminReviewFilter, type RestorableStatus, type ReviewAction,
} from "#domain/admin-people";
import { HOME_COMMUNITY_STORIES, type ReviewStatus } from "#domain/constants";
import { formatDate } from "#domain/format-date";
import { reviewComment } from "#domain/review-text";
import {
  listReviews, moderateReview, removeReview, restoreReview, setReviewFeatured, type AdminReviewRow,
} from "#server/features/admin/admin-reviews.service";
import { StarRating } from "#app/components/star-rating";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { getApp } from "#app/lib/context.server";
import { formFields, queryFields, textField } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { cn } from "#app/lib/cn";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import { toastFirst } from "#app/lib/toast-first";
import { useSection } from "#app/lib/use-section";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { FeaturedRule, FeaturedStar } from "./featured-star";
import { reviewStatusWord } from "./review-status-word";
import { errorToast, ListHeader, nameOr, Pager, StatusBadge, th, useListLoading, type ActionAnswer } from "./people-list";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("nav.reviews"));
};

/** docs/product.md §8: the toast after a move, 'Review {status}'. */
const STATUS_TOAST = {
  pending: "reviews.toast.pending",
  published: "reviews.toast.published",
  flagged: "reviews.toast.flagged",
  rejected: "reviews.toast.rejected",
} as const satisfies Record<ReviewStatus, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return serviceLoader(() => listReviews(getApp(context).db, admin, queryFields(request)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db, photoStorage } = getApp(context);
  const t = serverT(requestLocale(request), "admin");
  const result = await attempt(async (): Promise<ActionAnswer> => {
    const fields = formFields(context);
    switch (textField(fields, "intent")) {
      case "feature": {
        const { featured } = await setReviewFeatured(db, admin, fields);
        return { toast: { title: featured ? t("featured.added") : t("featured.removed"), variant: "success" } };
      }
      case "restore": {
        const { status } = await restoreReview(db, admin, fields);
        const description = status === "pending" ? t("reviews.toast.restoredPending") : t("reviews.toast.restoredPublished");
        return { toast: { title: t(STATUS_TOAST[status]), description, variant: "success" } };
      }
      case "remove":
        await removeReview(db, admin, photoStorage, fields);
        return { toast: { title: t("reviews.toast.removed"), variant: "success" } };
      default: {
        // Approve, Reject and Flag (docs/product.md §4) name their move in `transition`.
        const { status } = await moderateReview(db, admin, fields);
        return { toast: { title: t(STATUS_TOAST[status]), variant: "success" } };
      }
    }
  });
  if (!result.ok) return data(errorToast(t, result.error), { status: result.status });
  return result.value;
}

// Moderating a review moves it off the list it was on: its toast must not wait for its row.
export const clientAction = toastFirst<ActionAnswer>((answer) => answer.toast);

const FILTER_LABEL = {
  pending: "reviews.filter.pending",
  published: "reviews.filter.published",
  flagged: "reviews.filter.flagged",
  rejected: "reviews.filter.rejected",
  all: "reviews.filter.all",
} as const satisfies Record<AdminReviewFilter, string>;
/** What the list says when a filter has nothing. */
const EMPTY = {
  pending: "reviews.empty.pending",
  published: "reviews.empty.published",
  flagged: "reviews.empty.flagged",
  rejected: "reviews.empty.rejected",
  all: "reviews.empty.all",
} as const satisfies Record<AdminReviewFilter, string>;
const ACTION_LABEL = { approve: "reviews.action.approve", reject: "reviews.action.reject", flag: "reviews.action.flag" } as const satisfies Record<ReviewAction, string>;
const ACTION_ICON: Record<ReviewAction, typeof Check> = { approve: Check, reject: X, flag: Flag };
const COLUMNS = ["column.sauna", "reviews.column.reviewer", "reviews.column.rating", "reviews.column.comment", "column.status", "column.featured", "column.actions"] as const;
/** Widths of the columns but Comment's, which takes the rest: all seven fit the page at 1280 px. */
const COLUMN_WIDTH = ["w-[8rem]", "w-[8rem]", "w-[6rem]", "", "w-[5.75rem]", "w-[6.5rem]", "w-[8.75rem]"];
const FEATURED_RULE_ID = "featured-review-rule";

/**
 * The reviews as a table where there is room for seven columns (the list's own width, not the
 * screen's, decides: the sidebar takes some), else as cards, one per review, each cell under
 * its column's name, as admin Saunas does on a phone.
 */
const row = "block border-b border-sand-100 p-4 last:border-b-0 @4xl:table-row @4xl:p-0";
const cell = "block py-1 @4xl:table-cell @4xl:px-3 @4xl:py-3 @4xl:align-top";
const cardLabel = "mr-2 text-xs font-semibold uppercase tracking-wide text-muted @4xl:hidden";

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { rows, prev, next, query, pendingCount } = loaderData;
  const loading = useListLoading("/admin/reviews");
  const t = useT("admin");
  const localePath = useLocalePath();
  return (
    <div className="space-y-6">
      <ListHeader title={t("reviews.heading")} subtitle={t("reviews.subtitle")} />
      <nav aria-label={t("reviews.filter.label")} className="flex flex-wrap gap-2">
        {ADMIN_REVIEW_FILTERS.map((f) => (
          <Link
            key={f}
            to={localePath(f === "pending" ? "/admin/reviews" : `/admin/reviews?status=${f}`)}
            aria-current={query.status === f ? "page" : undefined}
            className={cn(
              "inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium",
              query.status === f ? "border-cedar-900 bg-cedar-900 text-white" : "border-sand-300 bg-white text-ink hover:bg-sand-50",
            )}
          >
            {t(FILTER_LABEL[f])}
            {f === "pending" && <span className={cn("rounded-full px-2 text-xs", query.status === f ? "bg-white/20" : "bg-amber-100 text-amber-950")}>{pendingCount}</span>}
          </Link>
        ))}
      </nav>
      <div className={cn("@container rounded-2xl border border-sand-200 bg-white shadow-sm", loading && "opacity-60")} aria-busy={loading}>
        <table className="w-full text-left text-sm @4xl:table-fixed">
          <caption className="sr-only">{t("nav.reviews")}</caption>
          <thead className="hidden border-b border-sand-200 bg-sand-50 @4xl:table-header-group">
            <tr>
              {COLUMNS.map((c, i) => (
                <th key={c} scope="col" className={cn(th, "px-3", COLUMN_WIDTH[i])}>{t(c)}</th>
              ))}
            </tr>
          </thead>
          <tbody className="block @4xl:table-row-group">
            {rows.length === 0 && (
              <tr className="block @4xl:table-row">
                <td colSpan={COLUMNS.length} className="block px-4 py-10 text-center text-muted @4xl:table-cell">
                  {t(EMPTY[query.status])}
                </td>
              </tr>
            )}
            {rows.map((r) => <ReviewRow key={r.id} review={r} />)}
          </tbody>
        </table>
      </div>
      <FeaturedRule id={FEATURED_RULE_ID}>{t("reviews.featured.rule", { count: HOME_COMMUNITY_STORIES })}</FeaturedRule>
      <Pager prev={prev} next={next} />
    </div>
  );
}

function ReviewRow({ review: r }: { review: AdminReviewRow }) {
  const { fetcher: moderation } = useSection<ActionAnswer>();
  const { fetcher: star } = useSection<ActionAnswer>();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const noteId = useId();
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  const reviewer = nameOr(r.reviewerName, t("people.anonymous"));
  const what = t("reviews.what", { reviewer, sauna: r.saunaName });
  // Shown at once while the star's request runs.
  const featured = star.formData ? star.formData.get("featured") === "true" : r.featured;
  const homeNote = featuredReviewNote({ featured, status: r.status }) && t("reviews.featured.notPublished");
  const busy = moderation.state !== "idle";
  const moves = reviewActionsFor(r.status);
  return (
    <tr className={row}>
      <td className={cn(cell, "pb-2 @4xl:pb-3")}>
        <Link to={localePath(`/sauna/${r.saunaId}`)} className="text-base font-medium text-ink hover:text-ember-700 @4xl:text-sm">{r.saunaName}</Link>
      </td>
      <td className={cell}>
        <span className={cardLabel}>{t("reviews.column.reviewer")}</span>
        {r.reviewerId && r.reviewerName ? <Link to={localePath(`/admin/users/${r.reviewerId}`)} className="hover:text-ember-700">{reviewer}</Link> : reviewer}
        <span className="ml-2 text-xs text-muted @4xl:ml-0 @4xl:block">{formatDate(new Date(r.createdAt), locale)}</span>
      </td>
      <td className={cell}>
        <span className={cardLabel}>{t("reviews.column.rating")}</span>
        <StarRating rating={r.rating} />
        <span className="ml-1 text-xs text-muted" aria-hidden="true">{r.rating}/5</span>
      </td>
      <td className={cell}>
        <span className={cardLabel}>{t("reviews.column.comment")}</span>
        <p className="line-clamp-3 inline @4xl:block">{reviewComment(r.comment)}</p>
      </td>
      <td className={cell}>
        <span className={cardLabel}>{t("column.status")}</span>
        <StatusBadge label={reviewStatusWord(t, r.status)} style={ADMIN_REVIEW_STATUS_STYLE[r.status]} />
      </td>
      <td className={cell}>
        <span className={cardLabel}>{t("column.featured")}</span>
        <star.Form method="post" className="inline-block align-middle">
          <input type="hidden" name="intent" value="feature" />
          <input type="hidden" name="reviewId" value={r.id} />
          <input type="hidden" name="featured" value={String(!featured)} />
          <button
            type="submit"
            aria-pressed={featured}
            aria-label={t("reviews.featured.aria", { what })}
            aria-describedby={homeNote ? `${noteId} ${FEATURED_RULE_ID}` : FEATURED_RULE_ID}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-sand-100"
          >
            <FeaturedStar featured={featured} />
          </button>
        </star.Form>
        {homeNote && <span id={noteId} className="ml-2 text-xs text-amber-900 @4xl:ml-0 @4xl:block">{homeNote}</span>}
      </td>
      <td className={cn(cell, "pt-2 @4xl:pt-3")}>
        <moderation.Form method="post" className="flex flex-wrap gap-2 @4xl:flex-col @4xl:items-start">
          <input type="hidden" name="reviewId" value={r.id} />
          {moves.map((a) => {
            const Icon = ACTION_ICON[a];
            return (
              <Button
                key={a}
                type="submit"
                name="transition"
                value={a}
                size="sm"
                variant={a === "approve" ? "secondary" : "outline"}
                className={a === "approve" ? undefined : "text-red-800"}
                disabled={busy}
                aria-label={t("reviews.action.aria", { action: t(ACTION_LABEL[a]), what })}
              >
                <Icon aria-hidden="true" /> {t(ACTION_LABEL[a])}
              </Button>
            );
          })}
          {isRestorable(r.status) && (
            <>
              <input type="hidden" name="status" value={r.status} />
              <Button
                type="submit"
                name="intent" value="restore"
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={t("reviews.restore.aria", { what, status: reviewStatusWord(t, REVIEW_RESTORED_TO[r.status]) })}
                title={t("reviews.restore.title", { status: reviewStatusWord(t, REVIEW_RESTORED_TO[r.status]) })}
              >
                <Undo2 aria-hidden="true" /> {t("reviews.restore")}
              </Button>
              <Button size="sm" variant="outline" className="text-red-800" disabled={busy} aria-label={t("reviews.remove.aria", { what })} onClick={() => setConfirmingRemoval(true)}>
                <Trash2 aria-hidden="true" /> {t("reviews.remove")}
              </Button>
            </>
          )}
          {moves.length === 0 && !isRestorable(r.status) && <span className="text-muted">—</span>}
        </moderation.Form>
        {confirmingRemoval && isRemovable(r.status) && (
          <RemoveReviewDialog review={r} reviewer={reviewer} status={r.status} onClose={() => setConfirmingRemoval(false)} />
        )}
      </td>
    </tr>
  );
}

/** Remove deletes for good, so it asks first, saying what goes. */
function RemoveReviewDialog({ review: r, reviewer, status, onClose }: { review: AdminReviewRow; reviewer: string; status: RestorableStatus; onClose: () => void }) {
  const { fetcher: remove, busy } = useSection<ActionAnswer>();
  const t = useT("admin");
  useEffect(() => {
    if (remove.state === "idle" && remove.data && remove.data.toast.variant !== "error") onClose();
  }, [remove.state, remove.data, onClose]);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      role="alertdialog"
      title={t("reviews.removeDialog.title")}
      description={t("reviews.removeDialog.description", { reviewer, count: r.rating, sauna: r.saunaName, status: reviewStatusWord(t, status) })}
    >
      <remove.Form method="post" className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="reviewId" value={r.id} />
        <input type="hidden" name="status" value={status} />
        <Button variant="outline" onClick={onClose} disabled={busy}>{t("reviews.removeDialog.keep")}</Button>
        <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy}>{busy ? t("reviews.removeDialog.busy") : t("reviews.removeDialog.confirm")}</Button>
      </remove.Form>
    </Dialog>
  );
}
