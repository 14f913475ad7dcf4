import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";
import { useReturnFocus } from "#app/lib/use-return-focus";

/** A centred dialog with a title, a description and a footer of actions. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  role = "dialog",
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  role?: "dialog" | "alertdialog";
  className?: string;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-cedar-900/40 backdrop-blur-sm" />
        <DialogPrimitive.Content
          role={role}
          onCloseAutoFocus={returnFocus}
          className={cn(
            "ui:fixed ui:left-1/2 ui:top-1/2 ui:z-50 ui:w-[calc(100%-2rem)] ui:max-w-md ui:-translate-x-1/2 ui:-translate-y-1/2 ui:rounded-2xl ui:bg-white ui:p-6 ui:shadow-xl",
            className,
          )}
        >
          <DialogPrimitive.Title className="font-serif text-xl text-cedar-900">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-2 text-sm text-muted">{description}</DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A dialog's buttons: at its end side by side, the confirming one last; on a phone stacked, it on top. */
export function DialogActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}>{children}</div>;
}
