import ChevronDown from "lucide-react/icons/chevron-down";
import Search from "lucide-react/icons/search";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { useEffect, useRef, type ReactNode } from "react";
import { SAUNA_TYPES } from "#domain/constants";
import { hasOrigin, LISTING_SORTS, MAX_QUERY_LENGTH, type ListingQuery, type ListingSort } from "#domain/listing-query";
import { FilterForm, filterFieldClass as fieldClass, filterLabelClass as labelClass, followUrl } from "#app/components/filter-form";
import { labelOf, SAUNA_TYPE_KEYS } from "#app/components/labels";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { CountyOption } from "./county-options.server";

/**
 * The listing's filters: a plain GET form, so it works without JavaScript and the URL can be
 * shared. With JavaScript, empty fields are left out of the URL.
 */
export function FilterBar({ query, counties }: { query: ListingQuery; counties: readonly CountyOption[] }) {
  // The first option is the default order (nearest first from a place, best match for a search,
  // else top rated), sent as no parameter at all.
  const defaultSort: ListingSort = hasOrigin(query) ? "distance" : query.q ? "relevance" : "rating";
  const selectedSort = query.sort && query.sort !== defaultSort ? query.sort : "";
  // A window search ('Free soon') lists best rated or nearest first only.
  const otherSorts = LISTING_SORTS.filter((s) => s !== defaultSort && s !== "relevance" && (s !== "distance" || hasOrigin(query)) && (!query.when || s === "rating" || s === "distance"));
  const formRef = useRef<HTMLFormElement>(null);
  const t = useT("saunas");
  const common = useT("common");

  // The form's fields are uncontrolled; when the URL changes by a link (a page, 'Clear
  // filters', the back button) they follow it without remounting, so focus stays put. Not on
  // the first render: a choice made before the page's script took over must stand.
  const followedQuery = useRef<ListingQuery | null>(null);
  useEffect(() => {
    const form = formRef.current;
    const first = followedQuery.current === null;
    followedQuery.current = query;
    if (!form || first) return;
    followUrl(form, {
      q: query.q ?? "",
      county: query.county ?? "",
      type: query.type ?? "",
      minPrice: query.minPrice?.toString() ?? "",
      maxPrice: query.maxPrice?.toString() ?? "",
      amenities: query.amenities?.join(",") ?? "",
      when: query.when ?? "",
      guests: query.guests?.toString() ?? "",
      town: query.town ?? "",
      near: query.near && !query.town ? `${query.near.lat},${query.near.lng}` : "",
      sort: selectedSort,
    });
  }, [query, selectedSort]);

  return (
    <FilterForm ref={formRef} action={useLocalePath()("/saunas")} label={t("filters.label")} className="rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
      {/* The amenity chips that are on (links below the form) stay on when the form is sent. */}
      <input type="hidden" name="amenities" defaultValue={query.amenities?.join(",") ?? ""} />
      {/* 'Free soon' (its own panel, free-soon-panel.tsx) stays on while these filters change. */}
      <input type="hidden" name="when" defaultValue={query.when ?? ""} />
      <input type="hidden" name="guests" defaultValue={query.guests ?? ""} />
      <input type="hidden" name="town" defaultValue={query.town ?? ""} />
      <input type="hidden" name="near" defaultValue={query.near && !query.town ? `${query.near.lat},${query.near.lng}` : ""} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-6">
        <div className="col-span-2 md:col-span-6">
          <label htmlFor="filter-q" className={labelClass}>{t("filters.search")}</label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
            <input
              id="filter-q"
              name="q"
              type="search"
              defaultValue={query.q ?? ""}
              placeholder={t("filters.searchPlaceholder")}
              maxLength={MAX_QUERY_LENGTH}
              enterKeyHint="search"
              className={cn(fieldClass, "pl-9")}
            />
          </div>
        </div>
        <SelectField id="filter-county" name="county" label={t("filters.county")} defaultValue={query.county ?? ""}>
          <option value="">{t("filters.allCounties")}</option>
          {counties.map((c) => (
            <option key={c.value} value={c.value}>{c.label}</option>
          ))}
        </SelectField>
        <SelectField id="filter-type" name="type" label={t("filters.type")} defaultValue={query.type ?? ""}>
          <option value="">{t("filters.allTypes")}</option>
          {SAUNA_TYPES.map((type) => (
            <option key={type} value={type}>{labelOf(common, SAUNA_TYPE_KEYS, type)}</option>
          ))}
        </SelectField>
        <div>
          <label htmlFor="filter-min" className={labelClass}>{t("filters.minPrice")}</label>
          <input id="filter-min" name="minPrice" type="number" inputMode="numeric" min={0} step={5} placeholder={t("filters.any")} defaultValue={query.minPrice ?? ""} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="filter-max" className={labelClass}>{t("filters.maxPrice")}</label>
          <input id="filter-max" name="maxPrice" type="number" inputMode="numeric" min={0} step={5} placeholder={t("filters.any")} defaultValue={query.maxPrice ?? ""} className={fieldClass} />
        </div>
        <SelectField id="filter-sort" name="sort" label={t("filters.sort")} defaultValue={selectedSort}>
          <option value="">{t(`sort.${defaultSort}`)}</option>
          {otherSorts.map((s) => (
            <option key={s} value={s}>{t(`sort.${s}`)}</option>
          ))}
        </SelectField>
        <div className="flex items-end">
          <Button type="submit" className="h-11 w-full rounded-xl px-3">
            <SlidersHorizontal aria-hidden="true" />
            {t("filters.apply")}
          </Button>
        </div>
      </div>
    </FilterForm>
  );
}

function SelectField({ id, name, label, defaultValue, children }: { id: string; name: string; label: string; defaultValue: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>{label}</label>
      <div className="relative">
        <select id={id} name={name} defaultValue={defaultValue} className={cn(fieldClass, "appearance-none pr-9")}>
          {children}
        </select>
        <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-cedar-700" aria-hidden="true" />
      </div>
    </div>
  );
}
