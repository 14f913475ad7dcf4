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

/** A column's heading: its words; figures are right-aligned; `hidden` words are for screen readers only (a column of buttons). */
export type Column = string | { label: string; numeric?: boolean; hidden?: boolean; className?: string };

/**
 * The table's row of column headings (each `scope="col"`). `cell` is their padding, which the
 * table's cells repeat; `className` the row's look, small capitals on sand by default.
 */
export function ColumnHeads({ columns, cell, className = "bg-sand-50 text-xs uppercase tracking-wide text-cedar-700" }: {
  columns: Column[];
  cell: string;
  className?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          const { label, numeric, hidden, className: own } = typeof column === "string" ? { label: column } : column;
          return (
            <th key={label} scope="col" className={cn(cell, own, numeric && "text-right", !hidden && "font-semibold")}>
              {hidden ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
