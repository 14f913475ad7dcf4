// Admin Settings: the platform's terms for bookings made from now on: the commission rate and
// the free-cancellation window. Bookings already made keep the terms they were made on.
import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/settings";
import { DEFAULT_PRICES, PRODUCT_NAME } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { CANCELLATION_HOURS_MAX, COMMISSION_PERCENT_MAX } from "#domain/platform-settings-schema";
import { adminPlatformSettings, updatePlatformSettings } from "#server/features/admin/admin-settings.service";
import type { ToastMessage } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Input, Label } from "#app/components/ui/input";
import { getApp } from "#app/lib/context.server";
import { formFields } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { useSection } from "#app/lib/use-section";
import { requireAdminPage } from "./admin-guard.server";

export const meta = () => [{ title: `Settings · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return adminPlatformSettings(getApp(context).db, admin);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const result = await attempt(() => updatePlatformSettings(getApp(context).db, admin, formFields(context)));
  if (!result.ok) {
    return data({ toast: { title: "Error", description: result.error, variant: "error" } as ToastMessage, fieldErrors: result.fieldErrors }, { status: result.status });
  }
  const toast: ToastMessage = result.value.changed
    ? { title: "Settings saved", description: "Bookings made from now on take the new terms.", variant: "success" }
    : { title: "Settings saved", description: "These were already the platform's terms.", variant: "success" };
  return { toast, fieldErrors: {} as Record<string, string> };
}

const changedAt = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Dublin" });

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const settings = loaderData;
  const { fetcher, busy: saving, errors } = useSection<typeof action>();
  const [percent, setPercent] = useState(String(settings.commissionPercent));
  const example = DEFAULT_PRICES.private;
  const rate = Number(percent);
  const fee = Number.isFinite(rate) && rate >= 0 && rate <= COMMISSION_PERCENT_MAX ? Math.round(example * rate) / 100 : null;

  return (
    <div className="max-w-2xl space-y-8">
      <header className="space-y-2">
        <h1 className="font-serif text-2xl text-cedar-900">Settings</h1>
        <p className="text-sm text-muted">
          The platform's terms for new bookings. Each booking keeps the terms it was made on, so a change here applies to bookings made from now on.
        </p>
      </header>

      <fetcher.Form method="post" noValidate className="space-y-6 rounded-2xl border border-sand-200 bg-white p-6">
        <fieldset disabled={saving} className="space-y-6">
          <legend className="font-serif text-lg text-cedar-900">Booking terms</legend>
          <div className="space-y-1.5">
            <Label htmlFor="commissionPercent">Commission rate (%)</Label>
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
              The platform's share of each booking, 0 to {COMMISSION_PERCENT_MAX}%.
              {fee !== null && ` On a ${formatMoney(example)} session: ${formatMoney(fee)} commission, ${formatMoney(example - fee)} to the host.`}
            </p>
            {errors.commissionPercent && <p id="commissionPercent-error" className="text-sm text-red-800">{errors.commissionPercent}</p>}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="freeCancellationHours">Free cancellation window (hours before the session)</Label>
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
              Guests who cancel at least this long before their session get a full refund; 0 to {CANCELLATION_HOURS_MAX} hours (one week).
            </p>
            {errors.freeCancellationHours && <p id="freeCancellationHours-error" className="text-sm text-red-800">{errors.freeCancellationHours}</p>}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-sand-100 pt-5">
          <p className="text-xs text-muted">
            {settings.updatedAt && settings.updatedBy
              ? `Last changed ${changedAt.format(new Date(settings.updatedAt))} by ${settings.updatedBy}.`
              : "The platform's starting terms."}
          </p>
          <Button type="submit" disabled={saving}>{saving ? "Saving..." : "Save Settings"}</Button>
        </div>
      </fetcher.Form>
    </div>
  );
}
