// The featured star of admin Saunas and Reviews: filled amber when the row is featured, and the
// rule for featuring said once under the table, which each star names (aria-describedby).
import Star from "lucide-react/icons/star";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

export function FeaturedStar({ featured }: { featured: boolean }) {
  return <Star className={cn("size-5", featured ? "fill-amber-400 text-amber-500" : "text-sand-300")} aria-hidden="true" />;
}

/** The rule under the table; `id` is what the stars point to. */
export function FeaturedRule({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-muted">
      <Star className="mr-1 inline size-4 fill-amber-400 text-amber-500 align-[-2px]" aria-hidden="true" />
      {children}
    </p>
  );
}
