// Admin Settings: the platform's terms for bookings made from now on: the commission rate and
// the free-cancellation window. Bookings already made keep the terms they were made on.
import { formatCalendar } from "#domain/calendar-format";
import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/settings";
import { DEFAULT_PRICES } from "#domain/constants";
import { formatMoney } from "#domain/format";
import type { Locale } from "#domain/locales";
import { CANCELLATION_HOURS_MAX, COMMISSION_PERCENT_MAX } from "#domain/platform-settings-schema";
import { adminPlatformSettings, updatePlatformSettings } from "#server/features/admin/admin-settings.service";
import type { ToastMessage } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Input, Label } from "#app/components/ui/input";
import { getApp } from "#app/lib/context.server";
import { formFields } from "#app/lib/form.server";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import { attempt } from "#app/lib/service-errors.server";
import { useSection } from "#app/lib/use-section";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("nav.settings"));
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return adminPlatformSettings(getApp(context).db, admin);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const t = serverT(requestLocale(request), "admin");
  const result = await attempt(() => updatePlatformSettings(getApp(context).db, admin, formFields(context)));
  if (!result.ok) {
    return data({ toast: { title: t("toast.error"), description: result.error, variant: "error" } as ToastMessage, fieldErrors: result.fieldErrors }, { status: result.status });
  }
  const toast: ToastMessage = result.value.changed
    ? { title: t("settings.saved"), description: t("settings.savedChanged"), variant: "success" }
    : { title: t("settings.saved"), description: t("settings.savedSame"), variant: "success" };
  return { toast, fieldErrors: {} as Record<string, string> };
}

/** "28 November 2026, 14:05" in the page's language: when the terms last changed. */
const changedAt = (locale: Locale, at: Date) =>
  formatCalendar(at, locale, "longDateTime");

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const settings = loaderData;
  const { fetcher, busy: saving, errors } = useSection<typeof action>();
  const t = useT("admin");
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const [percent, setPercent] = useState(String(settings.commissionPercent));
  const example = DEFAULT_PRICES.private;
  const rate = Number(percent);
  const fee = Number.isFinite(rate) && rate >= 0 && rate <= COMMISSION_PERCENT_MAX ? Math.round(example * rate) / 100 : null;

  return (
    <div className="max-w-2xl space-y-8">
      <header className="space-y-2">
        <h1 className="font-serif text-2xl text-cedar-900">{t("nav.settings")}</h1>
        <p className="text-sm text-muted">
          {t("settings.intro")}
        </p>
      </header>

      <fetcher.Form method="post" noValidate className="space-y-6 rounded-2xl border border-sand-200 bg-white p-6">
        <fieldset disabled={saving} className="space-y-6">
          <legend className="font-serif text-lg text-cedar-900">{t("settings.terms")}</legend>
          <div className="space-y-1.5">
            <Label htmlFor="commissionPercent">{t("settings.commission")}</Label>
            <Input
              id="commissionPercent"
              name="commissionPercent"
              type="number"
              inputMode="decimal"
              min={0}
              max={COMMISSION_PERCENT_MAX}
              step={0.01}
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
              className="block max-w-40"
              aria-invalid={Boolean(errors.commissionPercent)}
              aria-describedby={`commissionPercent-hint${errors.commissionPercent ? " commissionPercent-error" : ""}`}
            />
            <p id="commissionPercent-hint" className="text-sm text-muted">
              {t("settings.commissionHint", { max: COMMISSION_PERCENT_MAX })}
              {fee !== null && ` ${t("settings.commissionExample", { price: money(example), fee: money(fee), host: money(example - fee) })}`}
            </p>
            {errors.commissionPercent && <p id="commissionPercent-error" className="text-sm text-red-800">{errors.commissionPercent}</p>}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="freeCancellationHours">{t("settings.cancellation")}</Label>
            <Input
              id="freeCancellationHours"
              name="freeCancellationHours"
              type="number"
              inputMode="numeric"
              min={0}
              max={CANCELLATION_HOURS_MAX}
              step={1}
              defaultValue={settings.freeCancellationHours}
              className="block max-w-40"
              aria-invalid={Boolean(errors.freeCancellationHours)}
              aria-describedby={`freeCancellationHours-hint${errors.freeCancellationHours ? " freeCancellationHours-error" : ""}`}
            />
            <p id="freeCancellationHours-hint" className="text-sm text-muted">
              {t("settings.cancellationHint", { max: CANCELLATION_HOURS_MAX })}
            </p>
            {errors.freeCancellationHours && <p id="freeCancellationHours-error" className="text-sm text-red-800">{errors.freeCancellationHours}</p>}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-sand-100 pt-5">
          <p className="text-xs text-muted">
            {settings.updatedAt && settings.updatedBy
              ? t("settings.lastChanged", { at: changedAt(locale, new Date(settings.updatedAt)), by: settings.updatedBy })
              : t("settings.startingTerms")}
          </p>
          <Button type="submit" disabled={saving}>{saving ? t("edit.saving") : t("settings.save")}</Button>
        </div>
      </fetcher.Form>
    </div>
  );
}
