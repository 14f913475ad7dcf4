// Admin Reports: bookings and revenue by week or month (the last twelve), as figures, two charts
// and a table, with the series as CSV. The chart library loads only here, in the browser.
import Download from "lucide-react/icons/download";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/reports";
import { PRODUCT_NAME } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { bucketLabel, bucketName, REPORT_PERIOD_LABELS, REPORT_PERIODS } from "#domain/reports";
import { bookingReport } from "#server/features/admin/admin-reports.service";
import { buttonVariants } from "#app/components/ui/button";
import { Skeleton } from "#app/components/ui/skeleton";
import { ColumnHeads, ScrollTable } from "#app/components/scroll-table";
import { cn } from "#app/lib/cn";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { requireAdminPage } from "./admin-guard.server";
import { Figures } from "./figures";
import { GiftVoucherFiguresSection } from "./gift-voucher-figures";
import { giftVoucherFigures } from "#server/features/gift-vouchers/gift-voucher-figures.service";

const ReportCharts = lazy(() => import("./reports-charts"));

export const meta = () => [{ title: `Reports · Admin · ${PRODUCT_NAME}` }];

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
  const points = buckets.map((b) => ({ ...b, label: bucketLabel(b.start, period), name: bucketName(b.start, period) }));
  const figures = [
    { label: "Bookings", value: totals.bookings.toLocaleString("en-IE") },
    { label: "Gross booking value", value: formatMoney(totals.gross) },
    { label: "Commission earned", value: formatMoney(totals.commission) },
    { label: "Refunds", value: formatMoney(totals.refunds) },
  ].map((f) => ({ ...f, hint: REPORT_PERIOD_LABELS[period] }));
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="font-serif text-2xl text-cedar-900">Reports</h1>
        <p className="max-w-3xl text-sm text-muted">
          Bookings by the date they were made, in Irish time: their value to guests, the commission the platform keeps (refunded bookings keep none) and the money refunded.
        </p>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Report period" className="inline-flex rounded-full border border-sand-300 bg-white p-1">
          {REPORT_PERIODS.map((p) => (
            <Link
              key={p}
              to={`/admin/reports?period=${p}`}
              aria-current={period === p ? "page" : undefined}
              className={cn("rounded-full px-4 py-1.5 text-sm font-medium", period === p ? "bg-cedar-900 text-white" : "text-cedar-900 hover:bg-sand-100")}
            >
              {REPORT_PERIOD_LABELS[p]}
            </Link>
          ))}
        </nav>
        <a href={`/admin/reports/series.csv?period=${period}`} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" /> Export CSV
        </a>
      </div>

      <Figures figures={figures} columns="xl:grid-cols-4" />
      <GiftVoucherFiguresSection figures={loaderData.vouchers} />

      {inBrowser ? (
        <Suspense fallback={<ChartsLoading />}>
          <ReportCharts points={points} />
        </Suspense>
      ) : (
        <ChartsLoading />
      )}

      <section aria-labelledby="report-table-heading" className="space-y-3">
        <h2 id="report-table-heading" className="font-serif text-xl text-cedar-900">{period === "weeks" ? "Week by week" : "Month by month"}</h2>
        <ScrollTable labelledBy="report-table-heading" minWidth="min-w-[36rem]" shadow={false}>
          <ColumnHeads
            cell="px-4 py-3"
            columns={[period === "weeks" ? "Week of" : "Month", ...["Bookings", "Gross booking value", "Commission earned", "Refunds"].map((label) => ({ label, numeric: true }))]}
          />
          <tbody className="divide-y divide-sand-100">
            {[...points].reverse().map((b) => (
              <tr key={b.start}>
                <th scope="row" className="px-4 py-2.5 font-normal">{period === "weeks" ? b.name.replace(/^Week of /, "") : b.name}</th>
                <td className="px-4 py-2.5 text-right tabular-nums">{b.bookings.toLocaleString("en-IE")}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatMoney(b.gross)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatMoney(b.commission)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatMoney(b.refunds)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>
    </div>
  );
}
