// The amenity chips on /saunas (issue 24): plain links that turn one filter on or off, so they
// work before the page's script loads and every choice has its own URL. Each shows how many
// saunas the current search would find with it (for a chip that is on: the search's own total);
// "312+" is "at least 312" (a wide search counts its chips among the matches its total counted).
import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import { AMENITY_FILTERS, toggleAmenityFilter } from "#domain/amenity-filters";
import { listingHref, type ListingQuery } from "#domain/listing-query";
import { filterLabelClass } from "#app/components/filter-form";
import { cn } from "#app/lib/cn";

export type ChipCount = { slug: string; count: number; capped: boolean };

const number = new Intl.NumberFormat("en-IE");

const chipClass = "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium";

/** `counts` null: chips without counts (a window search, whose counts would be the directory's). */
export function AmenityChips({ query, counts }: { query: ListingQuery; counts: readonly ChipCount[] | null }) {
  const bySlug = new Map((counts ?? []).map((c) => [c.slug, c]));
  const on = new Set<string>(query.amenities ?? []);
  return (
    <section aria-labelledby="amenity-chips-heading">
      <h2 id="amenity-chips-heading" className={filterLabelClass}>Amenities</h2>
      <ul className="mt-2 flex flex-wrap gap-2" data-testid="amenity-chips">
        {AMENITY_FILTERS.map(({ slug, label }) => {
          const chip = bySlug.get(slug) ?? { count: counts ? 0 : 1, capped: !counts };
          const selected = on.has(slug);
          const shown = `${number.format(chip.count)}${chip.capped ? "+" : ""}`;
          const spoken = `${shown} ${chip.count === 1 && !chip.capped ? "sauna" : "saunas"}`;
          const content = (
            <>
              {selected && <Check className="size-4" aria-hidden="true" />}
              {label}
              {counts && (
                <>
                  <span aria-hidden="true" className={cn("tabular-nums", selected ? "text-sand-100" : "text-muted")}>{shown}</span>
                  <span className="sr-only">{`, ${spoken}`}</span>
                </>
              )}
            </>
          );
          return (
            <li key={slug}>
              {chip.count === 0 && !chip.capped && !selected ? (
                // Nothing to narrow to: shown, so the list of filters doesn't jump about, but not a link.
                // ("0+", none among the first matches of a wide search, may still narrow to some.)
                <span aria-disabled="true" data-amenity={slug} className={cn(chipClass, "border-sand-200 bg-white/60 text-muted")}>{content}</span>
              ) : (
                <Link
                  to={listingHref(query, { amenities: toggleAmenityFilter(query.amenities ?? [], slug), page: 1 })}
                  // The chips' combinations are endless: crawlers get the county and type pages instead.
                  rel="nofollow"
                  preventScrollReset
                  aria-current={selected ? "true" : undefined}
                  data-amenity={slug}
                  className={cn(
                    chipClass,
                    selected
                      ? "border-cedar-900 bg-cedar-900 text-white hover:bg-cedar-700"
                      : "border-sand-300 bg-white text-cedar-900 hover:border-cedar-500 hover:bg-sand-50",
                  )}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
