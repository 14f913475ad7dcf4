// Admin Saunas (/admin/saunas): 'Saunas Management' (spec §2): every listing with its owner and
// status, the moves of §4, the featured star, Edit Sauna with Extract Info, and the public page.
// Search, status and page live in the URL; a page is found by its first or last row (cursor).
import { data, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/saunas";
import { PRODUCT_NAME } from "#domain/constants";
import { SCRAPE_FAILED } from "#domain/sauna-moderation";
import { changeSaunaStatus, listAdminSaunas, setSaunaFeatured } from "#server/features/admin/admin-saunas.service";
import { updateSauna } from "#server/features/admin/admin-saunas-edit.service";
import { extractWebsiteDetails } from "#server/features/admin/website-extraction.service";
import { getApp } from "#app/lib/context.server";
import { formFields, queryFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { requireAdminPage } from "./admin-guard.server";
import { SaunasFilterBar } from "./saunas-filter-bar";
import { SaunasPagination, saunasSummary } from "./saunas-pagination";
import { SaunasTable } from "./saunas-table";

export const meta = () => [{ title: `Saunas · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return listAdminSaunas(getApp(context).db, admin, queryFields(request));
}

/** The page's four forms, told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db, config } = getApp(context);
  const form = await attempt(async () => formFields(context));
  if (!form.ok) return data({ intent: "unknown" as const, ok: false as const, error: form.error }, { status: form.status });
  const fields = form.value;
  const intent = textField(fields, "intent");
  switch (intent) {
    case "status": {
      const result = await attempt(() => changeSaunaStatus(db, admin, fields));
      if (!result.ok) return data({ intent: "status" as const, ok: false as const, error: result.error }, { status: result.status });
      return { intent: "status" as const, ok: true as const, toast: result.value.toast };
    }
    case "featured": {
      const result = await attempt(() => setSaunaFeatured(db, admin, fields));
      if (!result.ok) return data({ intent: "featured" as const, ok: false as const, error: result.error }, { status: result.status });
      return { intent: "featured" as const, ok: true as const, toast: result.value.toast };
    }
    case "update": {
      const result = await attempt(() => updateSauna(db, admin, fields));
      if (!result.ok) return data({ intent: "update" as const, ok: false as const, error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
      return { intent: "update" as const, ok: true as const };
    }
    case "extract": {
      const result = await attempt(() => extractWebsiteDetails(admin, fields, { policy: config.siteFetchPolicy }));
      if (!result.ok) return data({ intent: "extract" as const, ok: false as const, error: result.error || SCRAPE_FAILED }, { status: result.status });
      return { intent: "extract" as const, ok: true as const, ...result.value };
    }
    default:
      return data({ intent: "unknown" as const, ok: false as const, error: "Unknown action. Please reload the page and try again." }, { status: 400 });
  }
}

export type SaunasAction = typeof action;

/** Extract Info reads another site and changes nothing here: no need to reload the list. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "extract") return false;
  return defaultShouldRevalidate;
}

export default function AdminSaunas({ loaderData }: Route.ComponentProps) {
  const { saunas, total, query, newer, older } = loaderData;
  const navigation = useNavigation();
  // A new search, filter or page is on its way: the spec's three skeleton rows.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/saunas";
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-serif text-2xl text-cedar-900">Saunas Management</h1>
        <p className="mt-1 text-muted">Moderate and manage all sauna listings</p>
      </header>
      <SaunasFilterBar query={query} />
      <p className="text-sm font-medium text-cedar-700" role="status">
        {loading ? "Loading saunas…" : saunasSummary(saunas.length, total)}
      </p>
      <SaunasTable saunas={saunas} loading={loading} />
      {!loading && <SaunasPagination query={query} newer={newer} older={older} />}
    </div>
  );
}
