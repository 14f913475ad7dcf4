// The listing's filters (the form, the amenity chips, 'Free soon') fold away on a phone behind one
// 'Filters' button saying how many are on, so the first result shows on the first screen
// (docs/product.md §2 All Saunas). A native <details>: it opens and closes without JavaScript,
// and a screen reader announces it as a disclosure. From the md breakpoint up the summary is
// hidden and the content shown by CSS (::details-content), and the element opened once the page's
// script runs, so a desktop looks as it did and its assistive technology sees the filters too.
import ChevronDown from "lucide-react/icons/chevron-down";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { useEffect, useRef, type ReactNode } from "react";
import { useT } from "#app/lib/i18n/i18n";

/** Tailwind's md breakpoint, where the filters always show. */
const WIDE = "(min-width: 48rem)";

export function FiltersDisclosure({ active, children }: { active: number; children: ReactNode }) {
  const t = useT("saunas");
  const details = useRef<HTMLDetailsElement>(null);
  // A window made wider later shows the filters by CSS alone.
  useEffect(() => {
    if (details.current && window.matchMedia(WIDE).matches) details.current.open = true;
  }, []);
  return (
    <details ref={details} className="group md:details-content:[content-visibility:visible]" data-testid="filters-disclosure">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-2xl border border-sand-300 bg-white px-4 py-2 text-base font-medium text-cedar-900 shadow-sm hover:bg-sand-50 md:hidden [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t("filters.toggle")}
        {active > 0 && (
          <span className="rounded-full bg-cedar-900 px-2 py-0.5 text-sm text-white">{t("filters.active", { count: active })}</span>
        )}
        <ChevronDown className="ml-auto size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="mt-4 space-y-6 md:mt-0">{children}</div>
    </details>
  );
}
