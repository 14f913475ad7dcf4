// Admin Saunas (/admin/saunas): 'Saunas Management' (docs/product.md §2): every listing with its owner and
// status, the moves of §4 (Reject, Suspend and Activate ask first), the featured star, Edit Sauna
// with Extract Info, the public page, and adding a sauna by hand or deleting one never booked.
// Search, status and page live in the URL; a page is found by its first or last row (cursor).
import { data, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/saunas";
import type { SaunaStatus } from "#domain/constants";
import { changeSaunaStatus, listAdminSaunas, setSaunaFeatured } from "#server/features/admin/admin-saunas.service";
import { addSauna, deleteSauna } from "#server/features/admin/admin-sauna-lifecycle.service";
import { updateSauna } from "#server/features/admin/admin-saunas-edit.service";
import { extractWebsiteDetails } from "#server/features/admin/website-extraction.service";
import { getApp } from "#app/lib/context.server";
import { formFields, queryFields, textField } from "#app/lib/form.server";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import { attempt } from "#app/lib/service-errors.server";
import { toastFirst } from "#app/lib/toast-first";
import { AddSauna } from "./add-sauna-dialog";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { actionToast, type ToastingResult } from "./saunas-action-toast";
import { SaunasFilterBar } from "./saunas-filter-bar";
import { SaunasPagination, saunasSummary } from "./saunas-pagination";
import { SaunasTable } from "./saunas-table";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("nav.saunas"));
};

/** docs/product.md §4/§8: 'Sauna approved' when the new status is active, otherwise 'Sauna {status}'. */
const STATUS_TOAST = { active: "saunas.toast.approved", pending: "saunas.toast.pending", suspended: "saunas.toast.suspended" } as const satisfies Record<SaunaStatus, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db, payments } = getApp(context);
  const cardPayments = payments !== null;
  return { ...(await listAdminSaunas(db, admin, queryFields(request), undefined, { cardPayments })), cardPayments };
}

/** The page's forms, told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db, config, photoStorage } = getApp(context);
  const t = serverT(requestLocale(request), "admin");
  const form = await attempt(async () => formFields(context));
  if (!form.ok) return data({ intent: "unknown" as const, ok: false as const, errorTitle: t("toast.error"), error: form.error }, { status: form.status });
  const fields = form.value;
  const intent = textField(fields, "intent");
  switch (intent) {
    case "status": {
      const result = await attempt(() => changeSaunaStatus(db, admin, fields));
      if (!result.ok) return data({ intent: "status" as const, ok: false as const, errorTitle: t("toast.error"), error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
      const { status, cancelledBookings } = result.value;
      const description = cancelledBookings > 0 ? t("saunas.toast.bookingsCancelled", { count: cancelledBookings }) : undefined;
      return { intent: "status" as const, ok: true as const, toast: t(STATUS_TOAST[status]), description };
    }
    case "add-sauna": {
      const result = await attempt(() => addSauna(db, admin, fields));
      if (!result.ok) return data({ intent: "add-sauna" as const, ok: false as const, errorTitle: t("toast.error"), error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
      return { intent: "add-sauna" as const, ok: true as const, name: result.value.name };
    }
    case "delete-sauna": {
      const result = await attempt(() => deleteSauna(db, admin, photoStorage, fields));
      if (!result.ok) return data({ intent: "delete-sauna" as const, ok: false as const, errorTitle: t("toast.error"), error: result.error }, { status: result.status });
      return { intent: "delete-sauna" as const, ok: true as const, toast: t("saunas.toast.deleted"), description: t("saunas.toast.deletedDescription", { name: result.value.name }) };
    }
    case "featured": {
      const result = await attempt(() => setSaunaFeatured(db, admin, fields));
      if (!result.ok) return data({ intent: "featured" as const, ok: false as const, errorTitle: t("toast.error"), error: result.error }, { status: result.status });
      return { intent: "featured" as const, ok: true as const, toast: result.value.featured ? t("featured.added") : t("featured.removed") };
    }
    case "update": {
      const result = await attempt(() => updateSauna(db, admin, fields));
      if (!result.ok) return data({ intent: "update" as const, ok: false as const, errorTitle: t("toast.error"), error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
      return { intent: "update" as const, ok: true as const };
    }
    case "extract": {
      const result = await attempt(() => extractWebsiteDetails(admin, fields, { policy: config.siteFetchPolicy }));
      if (!result.ok) return data({ intent: "extract" as const, ok: false as const, errorTitle: t("toast.error"), error: result.error || t("saunas.extract.failed") }, { status: result.status });
      return { intent: "extract" as const, ok: true as const, ...result.value };
    }
    default:
      return data({ intent: "unknown" as const, ok: false as const, errorTitle: t("toast.error"), error: t("unknownAction") }, { status: 400 });
  }
}

export type SaunasAction = typeof action;

// A row's status change takes it off a filtered list, and its star may too: their toasts must
// not wait for the row. A reason refused stays under its field in the dialog, not in a toast.
export const clientAction = toastFirst<ToastingResult & { intent: string; fieldErrors?: object }>((answer) =>
  (answer.intent === "status" || answer.intent === "featured") && !answer.fieldErrors ? actionToast(answer) : null,
);

/** Extract Info reads another site and changes nothing here: no need to reload the list. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "extract") return false;
  return defaultShouldRevalidate;
}

export default function AdminSaunas({ loaderData }: Route.ComponentProps) {
  const { saunas, total, query, newer, older, cardPayments } = loaderData;
  const navigation = useNavigation();
  const t = useT("admin");
  const localePath = useLocalePath();
  const locale = useLocale();
  // A new search, filter or page is on its way: the spec's three skeleton rows.
  const loading = navigation.state === "loading" && navigation.location.pathname === localePath("/admin/saunas");
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-2xl text-cedar-900">{t("saunas.heading")}</h1>
          <p className="mt-1 text-muted">{t("saunas.subtitle")}</p>
        </div>
        <AddSauna />
      </header>
      <SaunasFilterBar query={query} cardPayments={cardPayments} />
      <p className="text-sm font-medium text-cedar-700" role="status">
        {loading ? t("saunas.loading") : saunasSummary(t, locale, saunas.length, total)}
      </p>
      <SaunasTable saunas={saunas} loading={loading} />
      {!loading && <SaunasPagination query={query} newer={newer} older={older} />}
    </div>
  );
}
