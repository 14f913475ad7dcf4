// The row of money figures at the top of admin Payouts and Reports: each a label, the amount and a
// line saying what it covers.
export type Figure = { label: string; value: string; hint: string };

/** Two columns, then one a figure from `xl` (`columns`, e.g. "xl:grid-cols-5"). */
export function Figures({ figures, columns }: { figures: Figure[]; columns: string }) {
  return (
    <dl className={`grid gap-3 sm:grid-cols-2 ${columns}`}>
      {figures.map((f) => (
        <div key={f.label} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-cedar-700">{f.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-ink">{f.value}</dd>
          <dd className="mt-1 text-xs text-muted">{f.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
