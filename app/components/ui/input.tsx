import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full rounded-xl border border-sand-300 bg-white px-4 text-base text-ink placeholder:text-muted focus:border-ember-500 disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium text-cedar-900", className)} {...props} />;
}
