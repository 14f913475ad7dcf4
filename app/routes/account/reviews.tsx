import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/reviews";
import { formatDate } from "#domain/format-date";
import { REVIEW_MIN_CHARACTERS } from "#domain/review-request";
import { deleteMyReview, listMyReviews, updateMyReview } from "#server/features/reviews/guest-reviews.service";
import { StarRating } from "#app/components/star-rating";
import { Badge } from "#app/components/ui/badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/confirm-dialog";
import { Dialog } from "#app/components/ui/dialog";
import { cn } from "#app/lib/cn";
import { getApp } from "#app/lib/context.server";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import type { MessageKey } from "#domain/messages/translate";
import { requireSignedIn } from "#app/lib/require-user.server";
import { attempt } from "#app/lib/service-errors.server";
import { formFields, textField } from "#app/lib/form.server";
import { useSection } from "#app/lib/use-section";
import { accountTitle } from "./account-meta";

export const meta: Route.MetaFunction = (args) => [{ title: accountTitle(args, "reviews.title") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  return { reviews: await listMyReviews(getApp(context).db, user) };
}

type Toast = { title: string; description?: string; variant: "success" | "error" };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireSignedIn(context, request);
  const { db, photoStorage } = getApp(context);
  const t = serverT(requestLocale(request), "account");
  const fields = formFields(context);
  const reviewId = textField(fields, "reviewId");
  if (fields.intent === "delete") {
    const result = await attempt(() => deleteMyReview(db, user, photoStorage, reviewId));
    if (!result.ok) return data({ toast: { title: t("toast.error"), description: result.error, variant: "error" } as Toast, done: false }, { status: result.status });
    return { toast: { title: t("reviews.deleted"), variant: "success" } as Toast, done: true };
  }
  const result = await attempt(() => updateMyReview(db, user, reviewId, fields));
  if (!result.ok) return data({ toast: { title: t("toast.error"), description: result.error, variant: "error" } as Toast, done: false }, { status: result.status });
  return { toast: { title: t("reviews.updated"), description: t("reviews.updatedText"), variant: "success" } as Toast, done: true };
}

/** A review's status as the account's messages say it; one we don't know shows as stored. */
const STATUS_KEYS: Record<string, MessageKey<"account">> = {
  published: "reviewStatus.published",
  pending: "reviewStatus.pending",
  rejected: "reviewStatus.rejected",
  flagged: "reviewStatus.flagged",
};

/** The caption under each number of stars (domain/constants.ts keeps the English, STAR_CAPTIONS). */
const STAR_CAPTION_KEYS: Record<number, MessageKey<"account">> = {
  1: "starCaption.1",
  2: "starCaption.2",
  3: "starCaption.3",
  4: "starCaption.4",
  5: "starCaption.5",
};

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
  const t = useT("account");
  const locale = useLocale();
  const localePath = useLocalePath();
  const status = STATUS_KEYS[review.status];
  return (
    <article className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-serif text-lg text-cedar-900"><Link to={localePath(`/sauna/${review.saunaId}`)} className="hover:text-ember-700">{review.saunaName}</Link></h2>
          <p className="text-sm text-muted">{formatDate(new Date(review.createdAt), locale)}</p>
        </div>
        <Badge className={cn("capitalize", STATUS_STYLE[review.status])}>{status ? t(status) : review.status}</Badge>
      </div>
      <StarRating rating={review.rating} className="mt-3" />
      <p className="mt-2 whitespace-pre-wrap text-ink">{review.comment?.trim() || t("reviews.noComment")}</p>
      {review.images.length > 0 && (
        <ul className="mt-3 flex gap-2">{review.images.map((src) => <li key={src}><img src={src} alt="" className="size-16 rounded-lg object-cover" /></li>)}</ul>
      )}
      {review.ownerReply && <p className="mt-3 rounded-xl bg-sand-50 p-3 text-sm"><span className="font-medium">{t("reviews.hostReply")}</span> {review.ownerReply}</p>}
      <div className="mt-4 flex gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}><Pencil aria-hidden="true" />{t("reviews.edit")}</Button>
        <Button variant="outline" size="sm" className="text-red-800" onClick={() => setDeleting(true)}><Trash2 aria-hidden="true" />{t("reviews.delete")}</Button>
      </div>
      <Dialog open={editing} onOpenChange={setEditing} title={t("reviews.editTitle", { sauna: review.saunaName })} description={t("reviews.editText")}>
        <fetcher.Form method="post" className="mt-4 space-y-4" onSubmit={() => setEditing(false)}>
          <input type="hidden" name="reviewId" value={review.id} />
          <input type="hidden" name="rating" value={rating} />
          <div role="radiogroup" aria-label={t("reviews.overallRating")} className="flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <button key={n} type="button" role="radio" aria-checked={rating === n} aria-label={t("reviews.star", { count: n, caption: t(STAR_CAPTION_KEYS[n]) })} onClick={() => setRating(n)}
                className={cn("rounded-full px-3 py-1 text-sm", n <= rating ? "bg-amber-100 text-amber-900" : "bg-sand-50 text-muted")}>
                {n}★
              </button>
            ))}
          </div>
          <label htmlFor={`comment-${review.id}`} className="block text-sm font-medium">{t("reviews.yourReview")}</label>
          <textarea id={`comment-${review.id}`} name="comment" rows={5} value={comment} onChange={(e) => setComment(e.target.value)} className="w-full rounded-xl border border-sand-300 p-3" />
          {!textOk && <p className="text-sm text-red-800">{t("reviews.minimum", { count: REVIEW_MIN_CHARACTERS })}</p>}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setEditing(false)}>{t("form.cancel")}</Button>
            <Button type="submit" disabled={!textOk || busy}>{busy ? t("form.saving") : t("form.save")}</Button>
          </div>
        </fetcher.Form>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t("reviews.deleteTitle")}
        description={t("reviews.deleteText")}
        fetcher={fetcher}
        fields={{ reviewId: review.id }}
        intent="delete"
        confirm={t("reviews.deleteConfirm")}
        keep={t("reviews.keep")}
        className="mt-6 flex justify-end gap-2"
      />
    </article>
  );
}

export default function MyReviews({ loaderData }: Route.ComponentProps) {
  const t = useT("account");
  const localePath = useLocalePath();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-2xl text-cedar-900">{t("reviews.title")}</h1>
        <Link to={localePath("/review")} className={buttonVariants()}>{t("reviews.write")}</Link>
      </div>
      {loaderData.reviews.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">{t("reviews.empty")}</p>
      ) : (
        <ul className="mt-6 space-y-4">{loaderData.reviews.map((r) => <li key={r.id}><ReviewItem review={r} /></li>)}</ul>
      )}
    </div>
  );
}
