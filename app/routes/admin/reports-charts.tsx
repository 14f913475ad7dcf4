// The Reports charts, drawn with Recharts. Loaded on demand by reports.tsx in the browser only,
// so no other page (and not even this page's first paint) carries the chart library.
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "#domain/format";
import { LOCALE_TAG, type Locale } from "#domain/locales";

export type ChartPoint = { label: string; name: string; bookings: number; gross: number; commission: number; refunds: number };
/** The charts' words, in the page's language (reports.tsx has the messages). */
export type ChartLabels = { bookingsMade: string; revenue: string; bookings: string; gross: string; commission: string; refunds: string };

const COLORS = { sea: "#22615c", ember: "#b44f22", cedar: "#6b4428", grid: "#e6d3b8", text: "#6b4428" };
const axis = { stroke: COLORS.grid, tick: { fill: COLORS.text, fontSize: 12 } };

export default function ReportCharts({ points, locale, labels }: { points: ChartPoint[]; locale: Locale; labels: ChartLabels }) {
  // Drawn in the browser only (no hydration to match), so Intl's numbers are safe here.
  const wholeEuro = new Intl.NumberFormat(LOCALE_TAG[locale], { style: "currency", currency: "EUR", notation: "compact", maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(LOCALE_TAG[locale]);
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <figure className="rounded-2xl border border-sand-200 bg-white p-4">
        <figcaption className="mb-3 font-serif text-lg text-cedar-900">{labels.bookingsMade}</figcaption>
        <div className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" {...axis} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} {...axis} />
              <Tooltip labelFormatter={(_, payload) => payload?.[0]?.payload?.name ?? ""} formatter={(value) => [count.format(Number(value)), labels.bookings]} />
              <Bar dataKey="bookings" name={labels.bookings} fill={COLORS.sea} radius={[6, 6, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-2xl border border-sand-200 bg-white p-4">
        <figcaption className="mb-3 font-serif text-lg text-cedar-900">{labels.revenue}</figcaption>
        <div className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" {...axis} interval="preserveStartEnd" />
              <YAxis {...axis} tickFormatter={(v: number) => wholeEuro.format(v)} />
              <Tooltip labelFormatter={(_, payload) => payload?.[0]?.payload?.name ?? ""} formatter={(value, name) => [formatMoney(Number(value), locale), name]} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="gross" name={labels.gross} fill={COLORS.sea} radius={[6, 6, 0, 0]} />
              <Line dataKey="commission" name={labels.commission} stroke={COLORS.ember} strokeWidth={2} dot={false} />
              <Line dataKey="refunds" name={labels.refunds} stroke={COLORS.cedar} strokeWidth={2} strokeDasharray="4 3" dot={false} />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
