import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/reviews";
import { PRODUCT_NAME, STAR_CAPTIONS } from "#domain/constants";
import { formatDate } from "#domain/format";
import { MINIMUM_REVIEW_MESSAGE, REVIEW_MIN_CHARACTERS } from "#domain/review-request";
import { reviewComment } from "#domain/review-text";
import { deleteMyReview, listMyReviews, updateMyReview } from "#server/features/reviews/guest-reviews.service";
import { StarRating } from "#app/components/star-rating";
import { Badge } from "#app/components/ui/badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/confirm-dialog";
import { Dialog } from "#app/components/ui/dialog";
import { cn } from "#app/lib/cn";
import { getApp } from "#app/lib/context.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { attempt } from "#app/lib/service-errors.server";
import { formFields, textField } from "#app/lib/form.server";
import { useSection } from "#app/lib/use-section";

export const meta = () => [{ title: `My Reviews · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  return { reviews: await listMyReviews(getApp(context).db, user) };
}

type Toast = { title: string; description?: string; variant: "success" | "error" };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireSignedIn(context, request);
  const { db, photoStorage } = getApp(context);
  const fields = formFields(context);
  const reviewId = textField(fields, "reviewId");
  if (fields.intent === "delete") {
    const result = await attempt(() => deleteMyReview(db, user, photoStorage, reviewId));
    if (!result.ok) return data({ toast: { title: "Error", description: result.error, variant: "error" } as Toast, done: false }, { status: result.status });
    return { toast: { title: "Review deleted", variant: "success" } as Toast, done: true };
  }
  const result = await attempt(() => updateMyReview(db, user, reviewId, fields));
  if (!result.ok) return data({ toast: { title: "Error", description: result.error, variant: "error" } as Toast, done: false }, { status: result.status });
  return { toast: { title: "Review updated", description: "It will be visible again once a moderator has checked it.", variant: "success" } as Toast, done: true };
}

const STATUS_STYLE: Record<string, string> = {
  published: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  rejected: "bg-red-100 text-red-900",
  flagged: "bg-red-100 text-red-900",
};

type MyReview = Awaited<ReturnType<typeof loader>>["reviews"][number];

function ReviewItem({ review }: { review: MyReview }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [rating, setRating] = useState(review.rating);
  const [comment, setComment] = useState(review.comment ?? "");
  const { fetcher, busy } = useSection<typeof action>();
  const textOk = comment.trim().length >= REVIEW_MIN_CHARACTERS;
  return (
    <article className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-serif text-lg text-cedar-900"><Link to={`/sauna/${review.saunaId}`} className="hover:text-ember-700">{review.saunaName}</Link></h2>
          <p className="text-sm text-muted">{formatDate(new Date(review.createdAt))}</p>
        </div>
        <Badge className={cn("capitalize", STATUS_STYLE[review.status])}>{review.status}</Badge>
      </div>
      <StarRating rating={review.rating} className="mt-3" />
      <p className="mt-2 whitespace-pre-wrap text-ink">{reviewComment(review.comment)}</p>
      {review.images.length > 0 && (
        <ul className="mt-3 flex gap-2">{review.images.map((src) => <li key={src}><img src={src} alt="" className="size-16 rounded-lg object-cover" /></li>)}</ul>
      )}
      {review.ownerReply && <p className="mt-3 rounded-xl bg-sand-50 p-3 text-sm"><span className="font-medium">Host reply:</span> {review.ownerReply}</p>}
      <div className="mt-4 flex gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}><Pencil aria-hidden="true" />Edit</Button>
        <Button variant="outline" size="sm" className="text-red-800" onClick={() => setDeleting(true)}><Trash2 aria-hidden="true" />Delete</Button>
      </div>
      <Dialog open={editing} onOpenChange={setEditing} title={`Edit your review of ${review.saunaName}`} description="Edited reviews are checked by a moderator again before they appear.">
        <fetcher.Form method="post" className="mt-4 space-y-4" onSubmit={() => setEditing(false)}>
          <input type="hidden" name="reviewId" value={review.id} />
          <input type="hidden" name="rating" value={rating} />
          <div role="radiogroup" aria-label="Overall rating" className="flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <button key={n} type="button" role="radio" aria-checked={rating === n} aria-label={`${n} stars: ${STAR_CAPTIONS[n]}`} onClick={() => setRating(n)}
                className={cn("rounded-full px-3 py-1 text-sm", n <= rating ? "bg-amber-100 text-amber-900" : "bg-sand-50 text-muted")}>
                {n}★
              </button>
            ))}
          </div>
          <label htmlFor={`comment-${review.id}`} className="block text-sm font-medium">Your review</label>
          <textarea id={`comment-${review.id}`} name="comment" rows={5} value={comment} onChange={(e) => setComment(e.target.value)} className="w-full rounded-xl border border-sand-300 p-3" />
          {!textOk && <p className="text-sm text-red-800">{MINIMUM_REVIEW_MESSAGE}</p>}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setEditing(false)}>Cancel</Button>
            <Button type="submit" disabled={!textOk || busy}>{busy ? "Saving..." : "Save Changes"}</Button>
          </div>
        </fetcher.Form>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this review?"
        description="It will be removed from the sauna's page for good."
        fetcher={fetcher}
        fields={{ reviewId: review.id }}
        intent="delete"
        confirm="Delete Review"
        keep="Keep Review"
        className="mt-6 flex justify-end gap-2"
      />
    </article>
  );
}

export default function MyReviews({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-2xl text-cedar-900">My Reviews</h1>
        <Link to="/review" className={buttonVariants()}>Write a Review</Link>
      </div>
      {loaderData.reviews.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">You haven't written any reviews yet. After a session, tell others how it was.</p>
      ) : (
        <ul className="mt-6 space-y-4">{loaderData.reviews.map((r) => <li key={r.id}><ReviewItem review={r} /></li>)}</ul>
      )}
    </div>
  );
}
