// Admin Reports: bookings and revenue by week or month (the last twelve), as figures, two charts
// and a table, with the series as CSV. The chart library loads only here, in the browser.
import Download from "lucide-react/icons/download";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/reports";
import { formatMoney } from "#domain/format";
import { bucketDate, bucketLabel, REPORT_PERIODS, type ReportPeriod } from "#domain/reports";
import { bookingReport } from "#server/features/admin/admin-reports.service";
import { buttonVariants } from "#app/components/ui/button";
import { Skeleton } from "#app/components/ui/skeleton";
import { ColumnHeads, ScrollTable } from "#app/components/scroll-table";
import { cn } from "#app/lib/cn";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { formatNumber } from "#domain/messages/translate";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { Figures } from "./figures";
import { GiftVoucherFiguresSection } from "./gift-voucher-figures";
import { giftVoucherFigures } from "#server/features/gift-vouchers/gift-voucher-figures.service";

const ReportCharts = lazy(() => import("./reports-charts"));

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("nav.reports"));
};

const PERIOD_LABEL = { weeks: "reports.period.weeks", months: "reports.period.months" } as const satisfies Record<ReportPeriod, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const [report, vouchers] = await Promise.all([bookingReport(db, admin, queryFields(request)), giftVoucherFigures(db, admin)]);
  return { ...report, vouchers };
}

const noSubscription = () => () => {};

/** True once React runs in the browser (false while rendering on the server and hydrating). */
function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

function ChartsLoading() {
  return (
    <div className="grid gap-6 xl:grid-cols-2" aria-hidden="true">
      <Skeleton className="h-80 rounded-2xl" />
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { period, buckets, totals } = loaderData;
  const inBrowser = useInBrowser();
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  const money = (amount: number) => formatMoney(amount, locale);
  const points = buckets.map((b) => {
    const date = bucketDate(b.start, period, locale);
    return { ...b, label: bucketLabel(b.start, period, locale), date, name: period === "weeks" ? t("reports.weekOf", { date }) : date };
  });
  const figures = [
    { label: t("reports.bookings"), value: formatNumber(locale, totals.bookings) },
    { label: t("reports.gross"), value: money(totals.gross) },
    { label: t("reports.commission"), value: money(totals.commission) },
    { label: t("reports.refunds"), value: money(totals.refunds) },
  ].map((f) => ({ ...f, hint: t(PERIOD_LABEL[period]) }));
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="font-serif text-2xl text-cedar-900">{t("reports.heading")}</h1>
        <p className="max-w-3xl text-sm text-muted">{t("reports.intro")}</p>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t("reports.period.label")} className="inline-flex rounded-full border border-sand-300 bg-white p-1">
          {REPORT_PERIODS.map((p) => (
            <Link
              key={p}
              to={localePath(`/admin/reports?period=${p}`)}
              aria-current={period === p ? "page" : undefined}
              className={cn("rounded-full px-4 py-1.5 text-sm font-medium", period === p ? "bg-cedar-900 text-white" : "text-cedar-900 hover:bg-sand-100")}
            >
              {t(PERIOD_LABEL[p])}
            </Link>
          ))}
        </nav>
        <a href={localePath(`/admin/reports/series.csv?period=${period}`)} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" /> {t("reports.export")}
        </a>
      </div>

      <Figures figures={figures} columns="xl:grid-cols-4" />
      <GiftVoucherFiguresSection figures={loaderData.vouchers} />

      {inBrowser ? (
        <Suspense fallback={<ChartsLoading />}>
          <ReportCharts points={points} locale={locale} labels={{ bookingsMade: t("reports.chart.bookings"), revenue: t("reports.chart.revenue"), bookings: t("reports.bookings"), gross: t("reports.gross"), commission: t("reports.commission"), refunds: t("reports.refunds") }} />
        </Suspense>
      ) : (
        <ChartsLoading />
      )}

      <section aria-labelledby="report-table-heading" className="space-y-3">
        <h2 id="report-table-heading" className="font-serif text-xl text-cedar-900">{t(period === "weeks" ? "reports.table.weeks" : "reports.table.months")}</h2>
        <ScrollTable labelledBy="report-table-heading" minWidth="min-w-[36rem]" shadow={false}>
          <ColumnHeads
            cell="px-4 py-3"
            columns={[t(period === "weeks" ? "reports.column.week" : "reports.column.month"), ...([t("reports.bookings"), t("reports.gross"), t("reports.commission"), t("reports.refunds")]).map((label) => ({ label, numeric: true }))]}
          />
          <tbody className="divide-y divide-sand-100">
            {[...points].reverse().map((b) => (
              <tr key={b.start}>
                <th scope="row" className="px-4 py-2.5 font-normal">{b.date}</th>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatNumber(locale, b.bookings)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{money(b.gross)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{money(b.commission)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{money(b.refunds)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>
    </div>
  );
}
