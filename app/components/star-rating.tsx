import { Star } from "lucide-react";
import { cn } from "../lib/cn";

/** Five stars, filled by the floor of the rating (spec §9). */
export function StarRating({ rating, className, size = "sm" }: { rating: number; className?: string; size?: "sm" | "md" | "lg" }) {
  const filled = Math.floor(rating);
  const dim = size === "lg" ? "size-6" : size === "md" ? "size-5" : "size-4";
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} aria-hidden="true" className={cn(dim, i <= filled ? "fill-amber-400 text-amber-400" : "fill-sand-100 text-sand-300")} />
      ))}
    </span>
  );
}
