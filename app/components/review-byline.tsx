// Who wrote a review, when, and its stars: the head of a review on the sauna page and in the
// owner dashboard's Reviews.
import { formatDate } from "#domain/format-date";
import { StarRating } from "#app/components/star-rating";
import { cn } from "#app/lib/cn";
import { useLocale } from "#app/lib/i18n/i18n";

export function ReviewByline({ reviewerName, createdAt, rating, wrap = false }: {
  reviewerName: string;
  createdAt: Date | string;
  rating: number;
  /** The stars may wrap under the name on a narrow card. */
  wrap?: boolean;
}) {
  const locale = useLocale();
  return (
    <div className={cn("flex", wrap && "flex-wrap", "items-start justify-between gap-3")}>
      <div>
        <p className="font-medium text-ink">{reviewerName}</p>
        <p className="text-xs text-muted">{formatDate(new Date(createdAt), locale)}</p>
      </div>
      <StarRating rating={rating} />
    </div>
  );
}
