import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";

const SIZES = { sm: "h-4", md: "h-5", lg: "h-6" } as const;
const STAR_PATH =
  "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** The star shape, defined once per document (root layout) and reused by every rating. */
export function StarSymbol() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <symbol id="star-shape" viewBox="0 0 24 24">
        <path d={STAR_PATH} />
      </symbol>
    </svg>
  );
}

/**
 * Five stars, filled by the floor of the rating (docs/product.md §9). One small SVG reusing a shared
 * symbol: a listing page shows a hundred stars, and five full icons each made its HTML heavy.
 */
export function StarRating({ rating, className, size = "sm" }: { rating: number; className?: string; size?: keyof typeof SIZES }) {
  // The rating as formatRating writes it, without importing domain/format: this module is in
  // every page's root chunk (StarSymbol), and would take the whole of it there.
  const t = useT("common");
  const filled = Math.max(0, Math.min(5, Math.floor(rating)));
  return (
    <svg viewBox="0 0 120 24" role="img" aria-label={t("rating.label", { rating: rating.toFixed(1) })} className={cn("inline-block w-auto shrink-0", SIZES[size], className)}>
      {[0, 1, 2, 3, 4].map((i) => (
        <use key={i} href="#star-shape" x={i * 24} width="24" height="24" className={i < filled ? "fill-amber-400" : "fill-sand-200"} />
      ))}
    </svg>
  );
}
