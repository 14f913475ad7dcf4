// The amenity chips on /saunas: plain links that turn one filter on or off, so they
// work before the page's script loads and every choice has its own URL. Each shows how many
// saunas the current search would find with it (for a chip that is on: the search's own total);
// "312+" is "at least 312" (a wide search counts its chips among the matches its total counted).
import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import { AMENITY_FILTERS, toggleAmenityFilter } from "#domain/amenity-filters";
import { listingHref, type ListingQuery } from "#domain/listing-query";
import { filterLabelClass } from "#app/components/filter-form";
import { cn } from "#app/lib/cn";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { formatNumber } from "#domain/messages/translate";

export type ChipCount = { slug: string; count: number; capped: boolean };

const chipClass = "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium";

/** `counts` null: chips without counts (a window search, whose counts would be the directory's). */
export function AmenityChips({ query, counts }: { query: ListingQuery; counts: readonly ChipCount[] | null }) {
  const bySlug = new Map((counts ?? []).map((c) => [c.slug, c]));
  const on = new Set<string>(query.amenities ?? []);
  const t = useT("saunas");
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <section aria-labelledby="amenity-chips-heading">
      <h2 id="amenity-chips-heading" className={filterLabelClass}>{t("amenities.heading")}</h2>
      <ul className="mt-2 flex flex-wrap gap-2" data-testid="amenity-chips">
        {AMENITY_FILTERS.map(({ slug }) => {
          const chip = bySlug.get(slug) ?? { count: counts ? 0 : 1, capped: !counts };
          const selected = on.has(slug);
          const shown = `${formatNumber(locale, chip.count)}${chip.capped ? "+" : ""}`;
          // '1+' is at least one: counted as many.
          const spoken = t("amenities.saunas", { count: chip.capped ? Infinity : chip.count, shown });
          const content = (
            <>
              {selected && <Check className="size-4" aria-hidden="true" />}
              {t(`amenity.${slug}`)}
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
                  to={to(listingHref(query, { amenities: toggleAmenityFilter(query.amenities ?? [], slug), page: 1 }))}
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
