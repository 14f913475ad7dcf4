import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn("ui:inline-flex ui:items-center ui:rounded-full ui:bg-sand-100 ui:px-3 ui:py-1 ui:text-xs ui:font-semibold ui:text-cedar-900", className)}
      {...props}
    />
  );
}
