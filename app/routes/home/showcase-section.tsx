import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button";
import { useLocalePath } from "#app/lib/i18n/i18n";
import { SectionHeading } from "./section-heading";

/**
 * A home page section that shows a few cards from a longer list (top-rated saunas, the latest
 * articles): its heading, a link to the whole list, and the cards, or a line saying there are none.
 */
export function ShowcaseSection({ id, eyebrow, title, description, viewAll, empty, children }: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  viewAll: { to: string; label: string };
  /** Said instead of the cards when there are none; `children` is null then. */
  empty: string;
  children: ReactNode;
}) {
  const to = useLocalePath();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id={id}
        eyebrow={eyebrow}
        title={title}
        description={description}
        action={
          <Link to={to(viewAll.to)} className={buttonVariants({ variant: "outline", className: "self-start sm:self-auto" })}>
            {viewAll.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        }
      />
      {children ?? <p className="mt-10 rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">{empty}</p>}
    </section>
  );
}
