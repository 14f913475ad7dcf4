// Owner dashboard Reviews (/dashboard/reviews): the rating distribution and every review of the
// current sauna with a reply box (one reply per review, editable). ?page= pages through them.
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/reviews";
import { dashboardTitle } from "./dashboard-meta";
import { formatRating } from "#domain/format";
import { REVIEW_REPLY_MAX } from "#domain/review-reply-schema";
import { reviewComment } from "#domain/review-text";
import { hostReviews, removeReviewReply, replyToReview, type HostReview } from "#server/features/hosts/host-reviews.service";
import { StarRating } from "#app/components/star-rating";
import type { ToastMessage } from "#app/components/toaster";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Label } from "#app/components/ui/input";
import { ReviewByline } from "#app/components/review-byline";
import { getApp } from "#app/lib/context.server";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import type { MessageKey } from "#domain/messages/translate";
import { formFields, queryFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { useSection } from "#app/lib/use-section";
import { dashboardSaunas, readCurrentSauna } from "./current-sauna.server";

export const meta: Route.MetaFunction = (args) => dashboardTitle(args, "nav.reviews");

export async function loader({ request, context }: Route.LoaderArgs) {
  return readCurrentSauna(context, request, (db, actor, saunaId) => hostReviews(db, actor, saunaId, queryFields(request)));
}

export async function action({ request, context }: Route.ActionArgs) {
  await dashboardSaunas(context, request);
  const { db, actor } = getApp(context);
  const fields = formFields(context);
  const saunaId = textField(fields, "saunaId");
  const removing = textField(fields, "intent") === "remove";
  const t = serverT(requestLocale(request), "dashboard");
  const result = await attempt(() => (removing ? removeReviewReply(db, actor, saunaId, fields) : replyToReview(db, actor, saunaId, fields)));
  if (!result.ok) {
    return data({ ok: false as const, error: result.error, toast: { title: t("account.error"), description: result.error, variant: "error" } as ToastMessage }, { status: result.status });
  }
  const toast: ToastMessage = { title: removing ? t("reviews.replyRemoved") : t("reviews.replySaved"), variant: "success" };
  return { ok: true as const, error: null, toast };
}

export default function DashboardReviews({ loaderData }: Route.ComponentProps) {
  const t = useT("dashboard");
  const localePath = useLocalePath();
  if (!loaderData) return null;
  const r = loaderData;
  const most = Math.max(1, ...r.distribution.map((d) => d.count));
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-2xl text-cedar-900">{t("nav.reviews")}</h1>

      <section aria-labelledby="ratings-heading" className="grid gap-6 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:grid-cols-[auto_1fr] sm:p-6">
        <div className="sm:pr-6">
          <h2 id="ratings-heading" className="text-sm font-medium text-cedar-700">{t("reviews.average")}</h2>
          <p className="mt-1 font-serif text-4xl text-cedar-900">{formatRating(r.average)}</p>
          <StarRating rating={r.average} size="md" />
          <p className="mt-1 text-sm text-muted">{t("reviews.published", { count: r.published })}</p>
        </div>
        <ul className="space-y-2 self-center" aria-label={t("reviews.distribution")}>
          {r.distribution.map((d) => (
            <li key={d.stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3 text-sm">
              <span className="text-cedar-900">{t("reviews.stars", { count: d.stars })}</span>
              <span className="h-2.5 overflow-hidden rounded-full bg-sand-100" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(d.count / most) * 100}%` }} />
              </span>
              <span className="text-right tabular-nums text-cedar-700"><span className="sr-only">{`${t("reviews.starsOf", { count: d.stars })} `}</span>{d.count}</span>
            </li>
          ))}
        </ul>
      </section>

      {r.reviews.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">{t("reviews.none")}</p>
      ) : (
        <ul className="space-y-4">
          {r.reviews.map((review) => <ReviewCard key={review.id} saunaId={r.sauna.id} review={review} />)}
        </ul>
      )}

      {r.pages > 1 && (
        <nav aria-label={t("reviews.pages")} className="flex items-center justify-between gap-2">
          {r.page > 1 ? (
            <Link to={localePath(`/dashboard/reviews?page=${r.page - 1}`)} className={buttonVariants({ variant: "outline", size: "sm" })}><ChevronLeft aria-hidden="true" />{t("reviews.newer")}</Link>
          ) : <span />}
          <p className="text-sm text-muted">{t("reviews.page", { page: r.page, pages: r.pages })}</p>
          {r.page < r.pages ? (
            <Link to={localePath(`/dashboard/reviews?page=${r.page + 1}`)} className={buttonVariants({ variant: "outline", size: "sm" })}>{t("reviews.older")}<ChevronRight aria-hidden="true" /></Link>
          ) : <span />}
        </nav>
      )}
    </div>
  );
}

/** What a review not yet public says about itself (dashboard messages). */
const STATUS_NOTE: Record<HostReview["status"], MessageKey<"dashboard"> | null> = {
  published: null,
  pending: "reviews.pending",
  flagged: "reviews.flagged",
};

function ReviewCard({ saunaId, review }: { saunaId: string; review: HostReview }) {
  const t = useT("dashboard");
  const tm = useT("members");
  const { fetcher: save } = useSection<typeof action>();
  const { fetcher: remove } = useSection<typeof action>();
  const [editing, setEditing] = useState(review.ownerReply === null);
  // A saved reply closes the editor (the page's data then shows it); a removed one opens it.
  const [seen, setSeen] = useState<unknown[]>([null, null]);
  if (save.state === "idle" && remove.state === "idle" && (save.data !== seen[0] || remove.data !== seen[1])) {
    setSeen([save.data, remove.data]);
    if (save.data !== seen[0] && save.data?.ok) setEditing(false);
    if (remove.data !== seen[1] && remove.data?.ok) setEditing(true);
  }
  const fieldId = `reply-${review.id}`;
  const note = STATUS_NOTE[review.status];
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
      <ReviewByline reviewerName={review.reviewerName} createdAt={review.createdAt} rating={review.rating} wrap />
      {note && <p className="mt-2 inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-950">{t(note)}</p>}
      <p className="mt-3 whitespace-pre-line text-sm leading-relaxed">{reviewComment(review.comment)}</p>

      <div className="mt-4 border-t border-sand-100 pt-4">
        {!editing && review.ownerReply ? (
          <div className="rounded-xl bg-sand-50 p-3 text-sm">
            <p className="font-medium text-cedar-900">{t("reviews.yourReply")}</p>
            <p className="mt-1 whitespace-pre-line">{review.ownerReply}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>{t("reviews.edit")}</Button>
              <remove.Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="saunaId" value={saunaId} />
                <input type="hidden" name="reviewId" value={review.id} />
                <Button type="submit" variant="ghost" size="sm" disabled={remove.state !== "idle"}>{t("reviews.remove")}</Button>
              </remove.Form>
            </div>
          </div>
        ) : (
          <save.Form method="post" className="space-y-2">
            <input type="hidden" name="saunaId" value={saunaId} />
            <input type="hidden" name="reviewId" value={review.id} />
            <Label htmlFor={fieldId}>{t("reviews.replyTo", { name: review.reviewerName ?? tm("names.anonymous") })}</Label>
            <textarea
              id={fieldId}
              name="reply"
              required
              maxLength={REVIEW_REPLY_MAX}
              defaultValue={review.ownerReply ?? ""}
              rows={3}
              aria-describedby={`${fieldId}-hint`}
              className="w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:border-ember-500"
            />
            <p id={`${fieldId}-hint`} className="text-xs text-muted">
              {review.status === "published" ? t("reviews.replyShows") : t("reviews.replyWillShow")}
            </p>
            {save.data && !save.data.ok && <p role="alert" className="text-sm text-red-700">{save.data.error}</p>}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={save.state !== "idle"}>{save.state !== "idle" ? t("common.saving") : review.ownerReply ? t("reviews.update") : t("reviews.post")}</Button>
              {review.ownerReply && <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>{t("common.cancel")}</Button>}
            </div>
          </save.Form>
        )}
      </div>
    </li>
  );
}
