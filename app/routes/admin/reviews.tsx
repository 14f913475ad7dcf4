// Admin Reviews (spec §2 'Reviews Moderation', §4): reviews by status, pending first, with the
// transitions §4 allows (approve, reject, flag), the 'Review {status}' toast and the featured
// star ('Added to featured' / 'Removed from featured').
import Check from "lucide-react/icons/check";
import Flag from "lucide-react/icons/flag";
import Star from "lucide-react/icons/star";
import X from "lucide-react/icons/x";
import { data, Link, useFetcher } from "react-router";
import type { Route } from "./+types/reviews";
import {
  ADMIN_REVIEW_FILTERS, ADMIN_REVIEW_STATUS_STYLE, ANONYMOUS, REVIEW_TRANSITIONS, reviewActionsFor, reviewStatusToast,
  type ReviewAction,
} from "#domain/admin-people";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate } from "#domain/format";
import { listReviews, moderateReview, setReviewFeatured, type AdminReviewRow } from "#server/features/admin/admin-reviews.service";
import { StarRating } from "#app/components/star-rating";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { formFields, queryFields, textField } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { cn } from "#app/lib/cn";
import { requireAdminPage } from "./admin-guard.server";
import { EmptyRow, errorToast, ListHeader, nameOr, Pager, ScrollTable, StatusBadge, TableHead, td, useListLoading, type ActionAnswer } from "./people-list";

export const meta = () => [{ title: `Reviews · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return serviceLoader(() => listReviews(getApp(context).db, admin, queryFields(request)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const result = await attempt(async (): Promise<ActionAnswer> => {
    const fields = formFields(context);
    if (textField(fields, "intent") === "feature") {
      const { featured } = await setReviewFeatured(db, admin, fields);
      return { toast: { title: featured ? "Added to featured" : "Removed from featured", variant: "success" } };
    }
    const { status } = await moderateReview(db, admin, fields);
    return { toast: { title: reviewStatusToast(status), variant: "success" } };
  });
  if (!result.ok) return data(errorToast(result.error), { status: result.status });
  return result.value;
}

const FILTER_LABEL: Record<string, string> = { pending: "Pending", published: "Published", flagged: "Flagged", rejected: "Rejected", all: "All" };
const ACTION_ICON: Record<ReviewAction, typeof Check> = { approve: Check, reject: X, flag: Flag };

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { rows, prev, next, query, pendingCount } = loaderData;
  const loading = useListLoading("/admin/reviews");
  return (
    <div className="space-y-6">
      <ListHeader title="Reviews Moderation" subtitle="Approve, reject and flag what guests write" />
      <nav aria-label="Review status" className="flex flex-wrap gap-2">
        {ADMIN_REVIEW_FILTERS.map((f) => (
          <Link
            key={f}
            to={f === "pending" ? "/admin/reviews" : `/admin/reviews?status=${f}`}
            aria-current={query.status === f ? "page" : undefined}
            className={cn(
              "inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium",
              query.status === f ? "border-cedar-900 bg-cedar-900 text-white" : "border-sand-300 bg-white text-ink hover:bg-sand-50",
            )}
          >
            {FILTER_LABEL[f]}
            {f === "pending" && <span className={cn("rounded-full px-2 text-xs", query.status === f ? "bg-white/20" : "bg-amber-100 text-amber-950")}>{pendingCount}</span>}
          </Link>
        ))}
      </nav>
      <ScrollTable label="Reviews" busy={loading}>
        <TableHead columns={["Sauna", "Reviewer", "Rating", "Comment", "Status", "Featured", "Actions"]} />
        <tbody className="divide-y divide-sand-100">
          {rows.length === 0 && (
            <EmptyRow columns={7}>{query.status === "pending" ? "No reviews await moderation." : `No ${query.status === "all" ? "" : `${query.status} `}reviews.`}</EmptyRow>
          )}
          {rows.map((r) => <ReviewRow key={r.id} review={r} />)}
        </tbody>
      </ScrollTable>
      <Pager prev={prev} next={next} />
    </div>
  );
}

function ReviewRow({ review: r }: { review: AdminReviewRow }) {
  const moderation = useFetcher<ActionAnswer>();
  const star = useFetcher<ActionAnswer>();
  useToast(moderation.data?.toast);
  useToast(star.data?.toast);
  const reviewer = nameOr(r.reviewerName, ANONYMOUS);
  const what = `${reviewer}'s review of ${r.saunaName}`;
  // Shown at once while the star's request runs.
  const featured = star.formData ? star.formData.get("featured") === "true" : r.featured;
  const busy = moderation.state !== "idle";
  return (
    <tr>
      <td className={td}><Link to={`/sauna/${r.saunaId}`} className="font-medium text-ink hover:text-ember-700">{r.saunaName}</Link></td>
      <td className={td}>
        {r.reviewerId && r.reviewerName ? <Link to={`/admin/users/${r.reviewerId}`} className="hover:text-ember-700">{reviewer}</Link> : reviewer}
        <p className="text-xs text-muted">{formatDate(new Date(r.createdAt))}</p>
      </td>
      <td className={`${td} whitespace-nowrap`}>
        <StarRating rating={r.rating} />
        <span className="ml-1 text-xs text-muted" aria-hidden="true">{r.rating}/5</span>
      </td>
      <td className={`${td} min-w-[15rem] max-w-sm`}>
        <p className="line-clamp-3">{r.comment?.trim() || "No comment provided"}</p>
      </td>
      <td className={td}><StatusBadge label={r.status} style={ADMIN_REVIEW_STATUS_STYLE[r.status]} /></td>
      <td className={td}>
        <star.Form method="post">
          <input type="hidden" name="intent" value="feature" />
          <input type="hidden" name="reviewId" value={r.id} />
          <input type="hidden" name="featured" value={String(!featured)} />
          <button
            type="submit"
            aria-pressed={featured}
            aria-label={`Feature ${what}`}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-sand-100"
          >
            <Star className={cn("size-5", featured ? "fill-amber-400 text-amber-500" : "text-sand-300")} aria-hidden="true" />
          </button>
        </star.Form>
      </td>
      <td className={td}>
        <moderation.Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="reviewId" value={r.id} />
          {reviewActionsFor(r.status).map((a) => {
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
                aria-label={`${REVIEW_TRANSITIONS[a].label} ${what}`}
              >
                <Icon aria-hidden="true" /> {REVIEW_TRANSITIONS[a].label}
              </Button>
            );
          })}
          {reviewActionsFor(r.status).length === 0 && <span className="text-muted">—</span>}
        </moderation.Form>
      </td>
    </tr>
  );
}
