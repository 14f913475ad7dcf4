// The pieces of the admin detail pages (a booking, an owner, a member): the way back to the list
// the page was opened from, the person's heading, and the facts as a list of terms.
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalePath } from "#app/lib/i18n/i18n";

/** The page's column: the link back to the list (`back`), then the page itself. */
export function DetailPage({ back, children }: { back: { to: string; label: string }; children: ReactNode }) {
  const localePath = useLocalePath();
  return (
    <div className="space-y-8">
      <Link to={localePath(back.to)} className="inline-flex items-center gap-1 text-sm font-medium text-ember-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {back.label}
      </Link>
      {children}
    </div>
  );
}

/** The facts of the page: each a `dt` and its `dd`, in two columns from the small breakpoint. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-sand-200 bg-white p-4 text-sm sm:grid-cols-[max-content_1fr]">{children}</dl>;
}

/** An owner's or a member's heading: their name, their badges, and their facts (`children`). */
export function PersonHeader({ name, badges, children }: { name: string; badges: ReactNode; children: ReactNode }) {
  return (
    <header className="space-y-3">
      <h1 className="font-serif text-3xl text-cedar-900">{name}</h1>
      <p className="flex flex-wrap gap-2">{badges}</p>
      <Facts>{children}</Facts>
    </header>
  );
}
