import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/**
 * A table that on a narrow screen scrolls sideways inside its own box (focusable, so keyboard
 * users can scroll it too), and the page around it stays still. It is `relative` so that text
 * for screen readers only (absolutely positioned) is clipped by it rather than widening the page.
 * The box is a region named by `label`, or by the heading whose id is `labelledBy`.
 */
export function ScrollTable({ label, labelledBy, busy, minWidth = "min-w-[44rem]", shadow = true, children }: {
  label?: string;
  labelledBy?: string;
  /** Dims the rows while a new page of them loads. */
  busy?: boolean;
  /** How narrow the table may get before it scrolls, e.g. "min-w-[52rem]". */
  minWidth?: string;
  shadow?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      aria-busy={busy}
      className={cn("relative overflow-x-auto rounded-2xl border border-sand-200 bg-white", shadow && "shadow-sm", busy && "opacity-60")}
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>{children}</table>
    </div>
  );
}
