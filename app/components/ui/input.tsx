import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "ui:h-11 ui:w-full ui:rounded-xl ui:border ui:border-sand-300 ui:bg-white ui:px-4 ui:text-base ui:text-ink ui:placeholder:text-muted ui:focus:border-ember-500 ui:disabled:cursor-not-allowed ui:disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("ui:text-sm ui:font-medium ui:text-cedar-900", className)} {...props} />;
}
