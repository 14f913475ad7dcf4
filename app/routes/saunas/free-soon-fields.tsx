// 'Free soon, near me' on /saunas (issue 24 item 1, decision 014): when (a window or a date),
// how many are coming, and from where (a typed town, or 'Near me'). Fields of the listing's GET
// form, so the choice lives in the URL and works before the page's script loads; only 'Near me'
// needs the script, and asks the browser for the guest's position only when it is tapped.
import LocateFixed from "lucide-react/icons/locate-fixed";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FREE_DATE_MAX_DAYS, FREE_WINDOW_LABELS, FREE_WINDOWS, freeWindowLabel, isNamedWindow, SEARCH_GUESTS_MAX } from "#domain/free-windows";
import { listingHref, type ListingQuery } from "#domain/listing-query";
import { filterFieldClass as fieldClass, filterLabelClass as labelClass } from "#app/components/filter-form";
import { cn } from "#app/lib/cn";
import { SelectField } from "./filter-bar";

/** The last day a date can be searched (FREE_DATE_MAX_DAYS after today), for the date field. */
function lastSearchableDate(today: string): string {
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) + FREE_DATE_MAX_DAYS * 86_400_000).toISOString().slice(0, 10);
}

const NEAR_ME_PROBLEMS = {
  denied: "Your browser didn't share your location, so the list isn't sorted by distance. Type a town instead, or allow location for this site and tap Near me again.",
  unavailable: "We couldn't find your location just now. Type a town instead, or try Near me again.",
};

export function FreeSoonFields({ query, towns, today }: { query: ListingQuery; towns: readonly string[]; today: string }) {
  const navigate = useNavigate();
  const [nearMe, setNearMe] = useState<"idle" | "asking" | keyof typeof NEAR_ME_PROBLEMS>("idle");
  const date = query.when && !isNamedWindow(query.when) ? query.when : null;

  async function findMe() {
    setNearMe("asking");
    try {
      // The position code loads with the tap, not with the page (decision 010).
      const { currentPosition } = await import("./near-me");
      const near = await currentPosition();
      setNearMe("idle");
      navigate(listingHref(query, { near, town: undefined, unknownTown: undefined, sort: undefined, page: 1 }), { preventScrollReset: true });
    } catch (problem) {
      setNearMe(problem === "denied" ? "denied" : "unavailable");
    }
  }

  return (
    <>
      <SelectField id="filter-when" name="when" label="When" defaultValue={query.when ?? ""}>
        <option value="">Any time</option>
        {FREE_WINDOWS.map((w) => (
          <option key={w} value={w}>{FREE_WINDOW_LABELS[w]}</option>
        ))}
        {date && <option value={date}>{freeWindowLabel(date)}</option>}
      </SelectField>
      <div>
        <label htmlFor="filter-on" className={labelClass}>Or a date</label>
        <input id="filter-on" name="on" type="date" defaultValue="" min={today} max={lastSearchableDate(today)} className={fieldClass} />
      </div>
      <SelectField id="filter-guests" name="guests" label="Guests" defaultValue={String(query.guests ?? 1)}>
        {Array.from({ length: SEARCH_GUESTS_MAX }, (_, i) => (
          <option key={i} value={i + 1}>{i + 1}</option>
        ))}
      </SelectField>
      <div className="col-span-2 md:col-span-2">
        <label htmlFor="filter-town" className={labelClass}>Near a town</label>
        <input
          id="filter-town"
          name="town"
          type="text"
          list="filter-towns"
          autoComplete="address-level2"
          defaultValue={query.town ?? query.unknownTown ?? ""}
          placeholder="e.g. Kinsale"
          maxLength={100}
          className={fieldClass}
        />
        <datalist id="filter-towns">
          {towns.map((t) => <option key={t} value={t} />)}
        </datalist>
      </div>
      <div className="flex flex-col justify-end">
        <button
          type="button"
          onClick={findMe}
          aria-pressed={Boolean(query.near && !query.town)}
          aria-describedby={nearMe === "denied" || nearMe === "unavailable" ? "near-me-problem" : undefined}
          disabled={nearMe === "asking"}
          className={cn(
            "inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl border px-3 text-sm font-medium disabled:opacity-60",
            query.near && !query.town ? "border-cedar-900 bg-cedar-900 text-white" : "border-sand-300 bg-white text-cedar-900 hover:bg-sand-50",
          )}
        >
          <LocateFixed className="size-4" aria-hidden="true" />
          {nearMe === "asking" ? "Finding you…" : "Near me"}
        </button>
      </div>
      {(nearMe === "denied" || nearMe === "unavailable") && (
        <p id="near-me-problem" role="alert" className="col-span-2 text-sm text-ember-800 md:col-span-6">
          {NEAR_ME_PROBLEMS[nearMe]}
        </p>
      )}
    </>
  );
}
