import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";

export const buttonVariants = cva(
  "ui:inline-flex ui:items-center ui:justify-center ui:gap-2 ui:whitespace-nowrap ui:font-medium ui:transition-colors ui:disabled:pointer-events-none ui:disabled:opacity-60 ui:[&_svg]:size-4 ui:[&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "ui:rounded-full ui:bg-ember-600 ui:text-white ui:hover:bg-ember-700",
        secondary: "ui:rounded-full ui:bg-sea-700 ui:text-white ui:hover:bg-sea-900",
        outline: "ui:rounded-full ui:border ui:border-sand-300 ui:bg-white/70 ui:text-ink ui:hover:bg-sand-50",
        ghost: "ui:rounded-full ui:text-ink ui:hover:bg-sand-100",
        light: "ui:rounded-full ui:bg-white ui:text-cedar-900 ui:hover:bg-sand-50",
        link: "ui:text-ember-700 ui:underline-offset-4 ui:hover:underline",
      },
      size: {
        sm: "ui:h-9 ui:px-4 ui:text-sm",
        md: "ui:h-11 ui:px-5 ui:text-sm",
        lg: "ui:h-12 ui:px-7 ui:text-base",
        icon: "ui:size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
