import { cn } from "../lib/cn";

const SIZES = { sm: "text-base", md: "text-xl", lg: "text-2xl" } as const;

/**
 * Five stars, filled by the floor of the rating (spec §9). Drawn as text rather than five
 * inline SVGs: a listing page shows a hundred of them, and this keeps its HTML small.
 */
export function StarRating({ rating, className, size = "sm" }: { rating: number; className?: string; size?: keyof typeof SIZES }) {
  const filled = Math.max(0, Math.min(5, Math.floor(rating)));
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className={cn("inline-flex leading-none tracking-tight", SIZES[size], className)}>
      <span aria-hidden="true" className="text-amber-400">{"★".repeat(filled)}</span>
      <span aria-hidden="true" className="text-sand-300">{"★".repeat(5 - filled)}</span>
    </span>
  );
}
