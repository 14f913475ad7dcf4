// Who wrote a review, when, and its stars: the head of a review on the sauna page and in the
// owner dashboard's Reviews.
import { formatDate } from "#domain/format-date";
import { StarRating } from "#app/components/star-rating";
import { cn } from "#app/lib/cn";
import { useLocale, useT } from "#app/lib/i18n/i18n";

export function ReviewByline({ reviewerName, createdAt, rating, wrap = false }: {
  /** Null: 'Anonymous', in the page's language. */
  reviewerName: string | null;
  createdAt: Date | string;
  rating: number;
  /** The stars may wrap under the name on a narrow card. */
  wrap?: boolean;
}) {
  const locale = useLocale();
  const t = useT("members");
  return (
    <div className={cn("flex", wrap && "flex-wrap", "items-start justify-between gap-3")}>
      <div>
        <p className="font-medium text-ink">{reviewerName ?? t("names.anonymous")}</p>
        <p className="text-xs text-muted">{formatDate(new Date(createdAt), locale)}</p>
      </div>
      <StarRating rating={rating} />
    </div>
  );
}
