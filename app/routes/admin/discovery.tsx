// Discover Saunas (/admin/discovery, super administrators only; docs/product.md §2 'Discovery', §5, §8):
// search the maps provider for saunas in a place, see which are new, and add them one by one or
// all at once. The search is a plain form (works without JavaScript); adding uses fetchers so
// the results stay on the page.
import Compass from "lucide-react/icons/compass";
import { useEffect, type FormEvent } from "react";
import { data, Form, useActionData, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/discovery";
import { COUNTIES, PRODUCT_NAME } from "#domain/constants";
import { DISCOVERY_BUSINESS_TYPES, hasSearchArea, LOCATION_REQUIRED_MESSAGE, LOCATION_REQUIRED_TITLE, MAX_DISCOVERY_LOCATION_LENGTH } from "#domain/discovery";
import { addDiscoveredSauna, searchForSaunas, SIGN_IN_TO_ADD } from "#server/features/admin/discovery.service";
import { mapsSearchFromConfig } from "#server/integrations/maps-search/maps-search-from-config";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { formFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { requireAdminPage } from "./admin-guard.server";
import { DiscoveryResults } from "./discovery-results";

export const meta = () => [{ title: `Discover Saunas · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request, "super_admin");
  return { configured: Boolean(getApp(context).config.mapsSearchApiKey) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, actor } = getApp(context);
  const form = await attempt(async () => formFields(context));
  if (!form.ok) return data({ intent: "unknown" as const, ok: false as const, title: "Error", error: form.error }, { status: form.status });
  const fields = form.value;
  const intent = textField(fields, "intent");
  // docs/product.md §8 'Add, not signed in': a session that ended while the results were open.
  if (intent === "add" && actor.kind === "anonymous") {
    return data({ intent: "add" as const, ok: false as const, title: "Authentication Required", error: SIGN_IN_TO_ADD }, { status: 401 });
  }
  const admin = await requireAdminPage(context, request, "super_admin");
  if (intent === "search") {
    const result = await attempt(() => searchForSaunas(db, admin, mapsSearchFromConfig(config), fields));
    if (!result.ok) {
      const title = result.error === LOCATION_REQUIRED_MESSAGE ? LOCATION_REQUIRED_TITLE : "Search Failed";
      return data({ intent: "search" as const, ok: false as const, title, error: result.error }, { status: result.status });
    }
    // searchedAt tells one search's results from the next, so the page starts afresh.
    return { intent: "search" as const, ok: true as const, searchedAt: Date.now(), ...result.value };
  }
  if (intent === "add") {
    const result = await attempt(() => addDiscoveredSauna(db, admin, fields));
    if (!result.ok) return data({ intent: "add" as const, ok: false as const, title: "Failed to Add", error: result.error }, { status: result.status });
    return { intent: "add" as const, ok: true as const, ...result.value };
  }
  return data({ intent: "unknown" as const, ok: false as const, title: "Error", error: "Unknown action. Please reload the page and try again." }, { status: 400 });
}

export type DiscoveryAction = typeof action;

/** Searching and adding change nothing this page's loader reads. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "search" || intent === "add") return false;
  return defaultShouldRevalidate;
}

const fieldClass = "h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base text-ink placeholder:text-muted focus:border-ember-500 sm:text-sm";
const labelClass = "mb-1 block text-sm font-medium text-cedar-900";

export default function DiscoverSaunas({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<DiscoveryAction>();
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.formData?.get("intent") === "search";
  const found = answer?.intent === "search" && answer.ok ? answer : null;

  useEffect(() => {
    if (!answer || answer.intent !== "search") return;
    if (answer.ok) {
      showToast({ title: "Search Complete", description: `Found ${answer.new} new saunas (${answer.existing} already in database)`, variant: "success" });
    } else {
      showToast({ title: answer.title, description: answer.error || "Failed to search for saunas", variant: "error" });
    }
  }, [answer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    if (!hasSearchArea({ location: String(form.get("location") ?? ""), county: String(form.get("county") ?? "") })) {
      event.preventDefault();
      showToast({ title: LOCATION_REQUIRED_TITLE, description: LOCATION_REQUIRED_MESSAGE, variant: "error" });
    }
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-serif text-2xl text-cedar-900">Discover Saunas</h1>
        <p className="mt-1 text-muted">Search the maps for saunas in Ireland and add the ones the directory is missing.</p>
      </header>

      {!loaderData.configured ? (
        <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
          <h2 className="font-semibold">Discovery is not configured</h2>
          <p className="mt-1 text-sm">
            The server has no maps search key, so it can't search for saunas. Set <code className="rounded bg-white px-1">MAPS_SEARCH_API_KEY</code> to a SerpApi key and restart the app.
          </p>
        </div>
      ) : (
        <Form method="post" onSubmit={onSubmit} aria-label="Search for saunas" className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
          <input type="hidden" name="intent" value="search" />
          <div>
            <label htmlFor="discovery-type" className={labelClass}>Business Type</label>
            <select id="discovery-type" name="searchType" defaultValue={found?.search.searchType ?? "sauna"} className={fieldClass}>
              {DISCOVERY_BUSINESS_TYPES.map((t) => <option key={t.searchType} value={t.searchType}>{t.label}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="discovery-location" className={labelClass}>Location (optional)</label>
            <input id="discovery-location" name="location" defaultValue={found?.search.location ?? ""} maxLength={MAX_DISCOVERY_LOCATION_LENGTH} placeholder="e.g. Salthill" className={fieldClass} />
          </div>
          <div>
            <label htmlFor="discovery-county" className={labelClass}>County</label>
            <select id="discovery-county" name="county" defaultValue={found?.search.county ?? ""} className={fieldClass}>
              <option value="">Any county</option>
              {COUNTIES.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={searching} className="sm:col-span-2 lg:col-span-1">
            <Compass aria-hidden="true" /> {searching ? "Searching..." : "Search"}
          </Button>
        </Form>
      )}

      {found ? (
        <DiscoveryResults key={found.searchedAt} answer={found} />
      ) : (
        loaderData.configured && (
          <div className="rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-14 text-center">
            <p className="font-serif text-2xl text-cedar-900">No Results Yet</p>
            <p className="mt-2 text-muted">Choose a business type and a location or county, then search.</p>
          </div>
        )
      )}
    </div>
  );
}
