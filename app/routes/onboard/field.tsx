// A labelled form field of the wizard with its hint and its error, tied together for screen
// readers (aria-invalid, aria-describedby), and the same for groups of choices (a fieldset).
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";
import { fieldId } from "./step-errors";

export type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined };

/** Classes of the wizard's text inputs, textareas and selects; red when invalid. */
export const controlClass =
  "w-full rounded-xl border border-sand-300 bg-white px-4 text-base text-ink placeholder:text-muted focus:border-ember-500 aria-[invalid=true]:border-red-600";

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">{error}</p>;
}

export function Field({
  name, label, hint, error, optional = false, className, children,
}: {
  /** The field's place in the draft, e.g. "saunaDetails.name". */
  name: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = fieldId(name);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-cedar-900">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      <div className="mt-1.5">{children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy(id, hint, error) })}</div>
      {hint && <p id={`${id}-hint`} className="mt-1 text-sm text-muted">{hint}</p>}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A group of choices (radios, checkboxes, toggles) under one legend. */
export function ChoiceGroup({
  name, legend, hint, error, className, children,
}: {
  name: string;
  legend: string;
  hint?: ReactNode;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const id = fieldId(name);
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy(id, hint, error)} className={cn("outline-none", className)}>
      <legend className="text-sm font-medium text-cedar-900">{legend}</legend>
      {hint && <p id={`${id}-hint`} className="mt-1 text-sm text-muted">{hint}</p>}
      <div className="mt-2">{children}</div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
