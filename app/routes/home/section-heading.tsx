import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** A home page section's h2 with an optional eyebrow line, description and action. */
export function SectionHeading({
  id, eyebrow, title, description, action, className, tone = "dark",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
  tone?: "dark" | "light";
}) {
  return (
    <div className={cn("flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="max-w-2xl">
        {eyebrow && <p className={cn("text-sm font-semibold uppercase tracking-[0.16em]", tone === "dark" ? "text-ember-700" : "text-sand-200")}>{eyebrow}</p>}
        <h2 id={id} className={cn("mt-2 font-serif text-3xl sm:text-4xl", tone === "dark" ? "text-cedar-900" : "text-white")}>{title}</h2>
        {description && <p className={cn("mt-3 text-base", tone === "dark" ? "text-muted" : "text-sand-100")}>{description}</p>}
      </div>
      {action}
    </div>
  );
}
