// The wizard's form fields: the shared Field (app/components/field.tsx) in the wizard's look, with
// the id taken from the field's place in the draft (so a step's errors can focus it), and groups
// of choices (a fieldset) wired the same way.
import type { ReactNode } from "react";
import { describedBy, Field as SharedField, FieldError as SharedFieldError, type FieldControlProps } from "#app/components/field";
import { cn } from "#app/lib/cn";
import { fieldId } from "./step-errors";

export type ControlProps = FieldControlProps;

/** Classes of the wizard's text inputs, textareas and selects; red when invalid. */
export const controlClass =
  "w-full rounded-xl border border-sand-300 bg-white px-4 text-base text-ink placeholder:text-muted focus:border-ember-500 aria-[invalid=true]:border-red-600";

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return <SharedFieldError id={id} error={error} look="wizard" />;
}

export function Field({
  name, ...field
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
  return <SharedField id={fieldId(name)} look="wizard" {...field} />;
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
