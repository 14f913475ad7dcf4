// Discover Saunas (/admin/discovery, super administrators only; docs/product.md §2 'Discovery', §5, §8):
// search the maps provider for saunas in a place, see which are new, and add them one by one or
// all at once. The search is a plain form (works without JavaScript); adding uses fetchers so
// the results stay on the page.
import Compass from "lucide-react/icons/compass";
import { useEffect, type FormEvent } from "react";
import { data, Form, useActionData, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/discovery";
import { DISCOVERY_BUSINESS_TYPES, hasSearchArea, LOCATION_REQUIRED_MESSAGE, MAX_DISCOVERY_LOCATION_LENGTH, type DiscoverySearchType } from "#domain/discovery";
import { addDiscoveredSauna, searchForSaunas } from "#server/features/admin/discovery.service";
import { mapsSearchFromConfig } from "#server/integrations/maps-search/maps-search-from-config";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { formFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { richText } from "./rich-text";
import { DiscoveryResults } from "./discovery-results";
import { COUNTIES } from "#domain/constants";
import { useCountyName } from "#app/components/listing-option-labels";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("nav.discovery"));
};

/** The business types' names on the form. */
const TYPE_LABEL = {
  sauna: "discovery.type.sauna",
  "spa sauna": "discovery.type.spa",
  "wellness center sauna": "discovery.type.wellness",
  "hotel sauna": "discovery.type.hotel",
  "mobile sauna": "discovery.type.mobile",
} as const satisfies Record<DiscoverySearchType, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request, "super_admin");
  return { configured: Boolean(getApp(context).config.mapsSearchApiKey) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, actor } = getApp(context);
  const t = serverT(requestLocale(request), "admin");
  const form = await attempt(async () => formFields(context));
  if (!form.ok) return data({ intent: "unknown" as const, ok: false as const, title: t("toast.error"), error: form.error }, { status: form.status });
  const fields = form.value;
  const intent = textField(fields, "intent");
  // docs/product.md §8 'Add, not signed in': a session that ended while the results were open.
  if (intent === "add" && actor.kind === "anonymous") {
    return data({ intent: "add" as const, ok: false as const, title: t("discovery.toast.authRequired"), error: t("discovery.toast.signInToAdd") }, { status: 401 });
  }
  const admin = await requireAdminPage(context, request, "super_admin");
  if (intent === "search") {
    const result = await attempt(() => searchForSaunas(db, admin, mapsSearchFromConfig(config), fields));
    if (!result.ok) {
      const noArea = result.error === LOCATION_REQUIRED_MESSAGE;
      const title = t(noArea ? "discovery.toast.locationRequired" : "discovery.toast.searchFailed");
      const error = noArea ? t("discovery.toast.locationRequiredText") : result.error;
      return data({ intent: "search" as const, ok: false as const, title, error }, { status: result.status });
    }
    // searchedAt tells one search's results from the next, so the page starts afresh.
    return { intent: "search" as const, ok: true as const, searchedAt: Date.now(), ...result.value };
  }
  if (intent === "add") {
    const result = await attempt(() => addDiscoveredSauna(db, admin, fields));
    if (!result.ok) return data({ intent: "add" as const, ok: false as const, title: t("discovery.toast.failedToAdd"), error: result.error }, { status: result.status });
    return { intent: "add" as const, ok: true as const, ...result.value };
  }
  return data({ intent: "unknown" as const, ok: false as const, title: t("toast.error"), error: t("discovery.toast.unknownAction") }, { status: 400 });
}

export type DiscoveryAction = typeof action;

/** Searching and adding change nothing this page's loader reads. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "search" || intent === "add") return false;
  return defaultShouldRevalidate;
}

/** The setting the server reads its maps search key from (a name, the same in every language). */
const MAPS_KEY_SETTING = "MAPS_SEARCH_API_KEY";

const fieldClass = "h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base text-ink placeholder:text-muted focus:border-ember-500 sm:text-sm";
const labelClass = "mb-1 block text-sm font-medium text-cedar-900";

export default function DiscoverSaunas({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<DiscoveryAction>();
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.formData?.get("intent") === "search";
  const found = answer?.intent === "search" && answer.ok ? answer : null;
  const t = useT("admin");
  const countyName = useCountyName();

  useEffect(() => {
    if (!answer || answer.intent !== "search") return;
    if (answer.ok) {
      showToast({ title: t("discovery.toast.searchComplete"), description: t("discovery.toast.found", { count: answer.new, existing: answer.existing }), variant: "success" });
    } else {
      showToast({ title: answer.title, description: answer.error || t("discovery.toast.searchFailedText"), variant: "error" });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one toast per answer, in the page's language
  }, [answer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    if (!hasSearchArea({ location: String(form.get("location") ?? ""), county: String(form.get("county") ?? "") })) {
      event.preventDefault();
      showToast({ title: t("discovery.toast.locationRequired"), description: t("discovery.toast.locationRequiredText"), variant: "error" });
    }
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-serif text-2xl text-cedar-900">{t("nav.discovery")}</h1>
        <p className="mt-1 text-muted">{t("discovery.intro")}</p>
      </header>

      {!loaderData.configured ? (
        <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
          <h2 className="font-semibold">{t("discovery.notConfigured")}</h2>
          <p className="mt-1 text-sm">
            {richText(t("discovery.notConfiguredText"), { key: <code className="rounded bg-white px-1">{MAPS_KEY_SETTING}</code> })}
          </p>
        </div>
      ) : (
        <Form method="post" onSubmit={onSubmit} aria-label={t("discovery.form")} className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
          <input type="hidden" name="intent" value="search" />
          <div>
            <label htmlFor="discovery-type" className={labelClass}>{t("discovery.businessType")}</label>
            <select id="discovery-type" name="searchType" defaultValue={found?.search.searchType ?? "sauna"} className={fieldClass}>
              {DISCOVERY_BUSINESS_TYPES.map((type) => <option key={type.searchType} value={type.searchType}>{t(TYPE_LABEL[type.searchType])}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="discovery-location" className={labelClass}>{t("discovery.location")}</label>
            <input id="discovery-location" name="location" defaultValue={found?.search.location ?? ""} maxLength={MAX_DISCOVERY_LOCATION_LENGTH} placeholder={t("discovery.locationPlaceholder")} className={fieldClass} />
          </div>
          <div>
            <label htmlFor="discovery-county" className={labelClass}>{t("field.county")}</label>
            <select id="discovery-county" name="county" defaultValue={found?.search.county ?? ""} className={fieldClass}>
              <option value="">{t("discovery.anyCounty")}</option>
              {COUNTIES.map((c) => <option key={c} value={c}>{countyName(c)}</option>)}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={searching} className="sm:col-span-2 lg:col-span-1">
            <Compass aria-hidden="true" /> {searching ? t("discovery.searching") : t("search.button")}
          </Button>
        </Form>
      )}

      {found ? (
        <DiscoveryResults key={found.searchedAt} answer={found} />
      ) : (
        loaderData.configured && (
          <div className="rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-14 text-center">
            <p className="font-serif text-2xl text-cedar-900">{t("discovery.noResults")}</p>
            <p className="mt-2 text-muted">{t("discovery.noResultsText")}</p>
          </div>
        )
      )}
    </div>
  );
}
