import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold text-cedar-900", className)}
      {...props}
    />
  );
}
