// The grid of figures at the top of the admin Dashboard, the owner dashboard's Overview and My
// Account's Overview: each figure a card linking to the page that lists what it counts.
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { useLocalePath } from "#app/lib/i18n/i18n";

export type StatCard = { label: string; value: string | number; icon: LucideIcon; to: string };

/** Two then three columns by default; My Account's three figures sit in one row from `sm` up. */
export function StatCards({ cards, columns = "sm:grid-cols-2 xl:grid-cols-3" }: { cards: StatCard[]; columns?: string }) {
  const localePath = useLocalePath();
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {cards.map(({ label, value, icon: Icon, to }) => (
        <li key={label}>
          <Link to={localePath(to)} className="flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm hover:shadow-md">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sand-100 text-ember-700"><Icon className="size-5" aria-hidden="true" /></span>
            <span className="min-w-0">
              <span className="block text-2xl font-semibold text-ink">{value}</span>
              <span className="text-sm text-muted">{label}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
