// 'Free soon, near me' on /saunas (decision 014): when (one tap for 'Free in
// the next 2 hours', 'This evening', 'Tomorrow morning', or a date), how many are coming, and
// from where (a typed town, or 'Near me'). Links and a GET form, so the choice lives in the URL
// and works before the page's script loads; only 'Near me' needs the script, and asks the browser
// for the guest's position only when it is tapped. A section of its own, loaded when it comes
// onto the screen (app/components/lazy-section.tsx): the page's own code is at its budget.
import Check from "lucide-react/icons/check";
import LocateFixed from "lucide-react/icons/locate-fixed";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { FREE_DATE_MAX_DAYS, FREE_WINDOWS, isNamedWindow, SEARCH_GUESTS_MAX, type FreeWindow } from "#domain/free-windows";
import { listingHref, type ListingQuery } from "#domain/listing-query";
import { nearParam } from "#domain/search-origin";
import { FilterForm, filterFieldClass as fieldClass, filterLabelClass as labelClass } from "#app/components/filter-form";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { windowLabel } from "./window-words";
import { useDateLabel } from "./date-labels";

/** What went wrong with 'Near me', and what to do instead. */
const NEAR_ME_PROBLEMS = {
  denied: "nearMe.denied",
  unavailable: "nearMe.unavailable",
} as const;

const chipClass = "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium";

/** The last day a date can be searched (FREE_DATE_MAX_DAYS after today), for the date field. */
function lastSearchableDate(today: string): string {
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) + FREE_DATE_MAX_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** The listing's other parameters, sent along by the panel's form so they stay as they are. */
function otherParams(query: ListingQuery): [string, string][] {
  const href = listingHref(query, { when: undefined, guests: undefined, town: undefined, near: undefined, page: 1 });
  return [...new URLSearchParams(href.split("?")[1] ?? "")];
}

export function FreeSoonPanel({ query, today, towns }: { query: ListingQuery; today: string; towns: readonly string[] }) {
  const navigate = useNavigate();
  const t = useT("saunas");
  const dateLabel = useDateLabel();
  const to = useLocalePath();
  const [nearMe, setNearMe] = useState<"idle" | "asking" | keyof typeof NEAR_ME_PROBLEMS>("idle");
  const date = query.when && !isNamedWindow(query.when) ? query.when : null;
  const nearOn = Boolean(query.near && !query.town);
  const choices: [FreeWindow | undefined, string][] = [[undefined, t("freeSoon.anyTime")], ...FREE_WINDOWS.map((w): [FreeWindow, string] => [w, windowLabel(t, w, dateLabel)])];
  if (date) choices.push([date, windowLabel(t, date, dateLabel)]);

  async function findMe() {
    setNearMe("asking");
    try {
      // The position code loads with the tap.
      const { currentPosition } = await import("./near-me");
      const near = await currentPosition();
      setNearMe("idle");
      navigate(to(listingHref(query, { near, town: undefined, unknownTown: undefined, sort: undefined, page: 1 })), { preventScrollReset: true });
    } catch (problem) {
      setNearMe(problem === "denied" ? "denied" : "unavailable");
    }
  }

  return (
    <section aria-labelledby="free-soon-heading" className="rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5" data-testid="free-soon">
      <h2 id="free-soon-heading" className={labelClass}>{t("freeSoon.heading")}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {choices.map(([when, label]) => {
          const selected = query.when === when;
          return (
            <li key={label}>
              <Link
                to={to(listingHref(query, { when, page: 1 }))}
                rel="nofollow"
                preventScrollReset
                aria-current={selected ? "true" : undefined}
                className={cn(
                  chipClass,
                  selected ? "border-cedar-900 bg-cedar-900 text-white hover:bg-cedar-700" : "border-sand-300 bg-white text-cedar-900 hover:border-cedar-500 hover:bg-sand-50",
                )}
              >
                {selected && <Check className="size-4" aria-hidden="true" />}
                {label}
              </Link>
            </li>
          );
        })}
      </ul>

      {/* A new search (a link, the back button) starts the form afresh from its address. */}
      <FilterForm key={listingHref(query)} ref={null} action={to("/saunas")} label={t("freeSoon.formLabel")} className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-6">
        {otherParams(query).map(([name, value]) => <input key={name} type="hidden" name={name} defaultValue={value} />)}
        <input type="hidden" name="when" defaultValue={query.when ?? ""} />
        {/* Kept unless a town is typed, which wins over it. */}
        <input type="hidden" name="near" defaultValue={nearOn ? nearParam(query.near!) : ""} />
        <div>
          <label htmlFor="free-on" className={labelClass}>{t("freeSoon.onDate")}</label>
          <input id="free-on" name="on" type="date" defaultValue={date ?? ""} min={today} max={lastSearchableDate(today)} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="free-guests" className={labelClass}>{t("freeSoon.guests")}</label>
          <select id="free-guests" name="guests" defaultValue={String(query.guests ?? 1)} className={fieldClass}>
            {Array.from({ length: SEARCH_GUESTS_MAX }, (_, i) => (
              <option key={i} value={i + 1}>{i + 1}</option>
            ))}
          </select>
        </div>
        <div className="col-span-2">
          <label htmlFor="free-town" className={labelClass}>{t("freeSoon.town")}</label>
          <input
            id="free-town"
            name="town"
            type="text"
            list="free-towns"
            autoComplete="address-level2"
            defaultValue={query.town ?? query.unknownTown ?? ""}
            placeholder={t("freeSoon.townPlaceholder")}
            maxLength={100}
            className={fieldClass}
          />
          <datalist id="free-towns">
            {towns.map((t) => <option key={t} value={t} />)}
          </datalist>
        </div>
        <div className="flex items-end">
          <button
            type="button"
            onClick={findMe}
            aria-pressed={nearOn}
            aria-describedby={nearMe === "denied" || nearMe === "unavailable" ? "near-me-problem" : undefined}
            disabled={nearMe === "asking"}
            className={cn(
              "inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl border px-3 text-sm font-medium disabled:opacity-60",
              nearOn ? "border-cedar-900 bg-cedar-900 text-white" : "border-sand-300 bg-white text-cedar-900 hover:bg-sand-50",
            )}
          >
            <LocateFixed className="size-4" aria-hidden="true" />
            {t(nearMe === "asking" ? "freeSoon.findingYou" : "freeSoon.nearMe")}
          </button>
        </div>
        <div className="flex items-end">
          <button type="submit" className="h-11 w-full rounded-xl bg-ember-600 px-3 text-sm font-medium text-white hover:bg-ember-700">
            {t("freeSoon.submit")}
          </button>
        </div>
        {(nearMe === "denied" || nearMe === "unavailable") && (
          <p id="near-me-problem" role="alert" className="col-span-2 text-sm text-ember-800 md:col-span-6">
            {t(NEAR_ME_PROBLEMS[nearMe])}
          </p>
        )}
      </FilterForm>
    </section>
  );
}
