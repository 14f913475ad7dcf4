import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("ui:animate-pulse ui:rounded-xl ui:bg-sand-100", className)} {...props} />;
}
