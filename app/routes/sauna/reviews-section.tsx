import BadgeCheck from "lucide-react/icons/badge-check";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { formatRating } from "#domain/format";
import { reviewComment } from "#domain/review-text";
import type { PublishedReview } from "#server/features/reviews/sauna-reviews.service";
import { StarRating } from "#app/components/star-rating";
import { Button, buttonVariants } from "#app/components/ui/button";
import { ReviewByline } from "#app/components/review-byline";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { loader as reviewsLoader } from "./sauna-reviews";

type Review = Omit<PublishedReview, "createdAt"> & { createdAt: string | Date };

const SUB_LABELS = [
  ["heat", "reviews.sub.heat"], ["cleanliness", "reviews.sub.cleanliness"], ["view", "reviews.sub.view"], ["staff", "reviews.sub.staff"], ["value", "reviews.sub.value"],
] as const satisfies readonly (readonly [keyof Review["subRatings"], string])[];

/** Section 7 (only when published reviews exist): newest first, 'Load More Reviews' appends the next page. */
export function ReviewsSection({ saunaId, averageRating, firstPage }: {
  saunaId: string;
  averageRating: number;
  firstPage: { reviews: Review[]; total: number; hasMore: boolean; nextCursor: string | null };
}) {
  const more = useFetcher<typeof reviewsLoader>();
  const t = useT("sauna");
  const tm = useT("members");
  const localePath = useLocalePath();
  const [loaded, setLoaded] = useState<{ reviews: Review[]; nextCursor: string | null; hasMore: boolean }[]>([]);
  const [lastSeen, setLastSeen] = useState<unknown>(null);
  // Append each page once as it arrives (state updated during render, not in an effect).
  if (more.data && more.data !== lastSeen) {
    setLastSeen(more.data);
    setLoaded((pages) => [...pages, more.data!]);
  }
  const last = loaded.at(-1) ?? firstPage;
  const seen = new Set<string>();
  const shown = [firstPage, ...loaded].flatMap((p) => p.reviews).filter((r) => !seen.has(r.id) && seen.add(r.id));
  const total = firstPage.total;
  if (total === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="reviews-heading" className="font-serif text-2xl text-cedar-900">{t("reviews.heading")}</h2>
          <p className="mt-1 flex items-center gap-2"><StarRating rating={averageRating} size="md" /><span className="font-semibold">{formatRating(averageRating)}</span><span className="text-muted">{t("reviews.count", { count: total })}</span></p>
        </div>
        <Link to={localePath(`/review/${saunaId}`)} className={buttonVariants({ variant: "outline" })}>{t("reviews.leave")}</Link>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {shown.map((r) => (
          <li key={r.id} className="rounded-2xl border border-sand-200 bg-white p-5">
            <ReviewByline reviewerName={r.reviewerName} createdAt={r.createdAt} rating={r.rating} />
            {r.verifiedVisit && <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900"><BadgeCheck className="size-3.5" aria-hidden="true" />{t("reviews.verified")}</p>}
            <p className="mt-3 whitespace-pre-line text-sm leading-relaxed">{reviewComment(r.comment)}</p>
            {SUB_LABELS.some(([k]) => r.subRatings[k] !== null) && (
              <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
                {SUB_LABELS.filter(([k]) => r.subRatings[k] !== null).map(([k, label]) => (
                  <div key={k} className="flex gap-1"><dt>{t(label)}</dt><dd className="font-medium text-ink">{r.subRatings[k]}/10</dd></div>
                ))}
              </dl>
            )}
            {r.images.length > 0 && <ul className="mt-3 flex gap-2">{r.images.map((src) => <li key={src}><img src={src} alt={t("reviews.photoAlt", { name: r.reviewerName ?? tm("names.anonymous") })} className="size-20 rounded-lg object-cover" loading="lazy" /></li>)}</ul>}
            {r.ownerReply && <div className="mt-3 rounded-xl bg-sand-50 p-3 text-sm"><p className="font-medium text-cedar-900">{t("reviews.hostReply")}</p><p className="mt-1 whitespace-pre-line">{r.ownerReply}</p></div>}
          </li>
        ))}
      </ul>
      {last.hasMore && last.nextCursor && (
        <div className="mt-6 text-center">
          <Button
            variant="outline"
            disabled={more.state !== "idle"}
            onClick={() => more.load(localePath(`/sauna/${saunaId}/reviews?cursor=${encodeURIComponent(last.nextCursor!)}`))}
          >
            {more.state !== "idle" ? t("reviews.loading") : t("reviews.more")}
          </Button>
        </div>
      )}
    </section>
  );
}
