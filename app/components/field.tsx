// One labelled form field: its label, the control (the caller's own input, select or textarea,
// drawn by a function that receives the id and the aria wiring), a hint and the server's error.
// The hint and the error are tied to the control for screen readers (aria-describedby), and an
// error marks it aria-invalid, which the controls' red border keys on (aria-[invalid=true]). In a
// dialog the error is also announced as it appears (`alert`).
import { useId, type ReactNode } from "react";
import { Label } from "#app/components/ui/input";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";

/** What the field hands its control: spread it on the input, select or textarea. */
export type FieldControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * The spacing and type of each area's forms, as they were drawn before there was one Field:
 * most forms are tight with a small hint (Sauna Settings' sections with a lighter red); the
 * listing wizard and the admins' Edit Sauna dialog put their hint in the body size.
 */
const LOOKS = {
  form: { field: "space-y-1.5", label: undefined, control: undefined, hint: "text-xs text-muted", error: "text-sm text-red-800" },
  settings: { field: "space-y-1.5", label: undefined, control: undefined, hint: "text-xs text-muted", error: "text-sm text-red-700" },
  wizard: { field: undefined, label: "block", control: "mt-1.5", hint: "mt-1 text-sm text-muted", error: "mt-1 text-sm font-medium text-red-800" },
  admin: { field: undefined, label: "mb-1 block", control: undefined, hint: "mt-1 text-sm text-muted", error: "mt-1 text-sm text-red-800" },
  /** The admins' decision dialogs (refusing an owner, rejecting a claim): a bolder error. */
  decision: { field: "space-y-1.5", label: undefined, control: undefined, hint: "text-xs text-muted", error: "text-sm font-medium text-red-800" },
} as const;

export type FieldLook = keyof typeof LOOKS;

/** The ids of the hint and the error shown for the control `id`, for aria-describedby. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/**
 * The error under a control (or a group of them) whose id is `id`; nothing when there is none.
 * `alert`: announced as it appears (role="alert"), for a dialog's field.
 */
export function FieldError({ id, error, look = "settings", alert = false }: { id: string; error: string | undefined; look?: FieldLook; alert?: boolean }) {
  if (!error) return null;
  return <p id={`${id}-error`} role={alert ? "alert" : undefined} className={LOOKS[look].error}>{error}</p>;
}

export function Field({
  id: givenId, label, optional = false, hint, error, look = "settings", alert = false, className, children,
}: {
  /** The control's id; a generated one when the page doesn't need to know it. */
  id?: string;
  label: string;
  /** Adds a quieter " (optional)" to the label. */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  look?: FieldLook;
  /** The error is announced as it appears (role="alert"): a dialog's field. */
  alert?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const t = useT("common");
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const classes = LOOKS[look];
  const control = children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, hint, error) });
  return (
    <div className={cn(classes.field, className) || undefined}>
      <Label htmlFor={id} className={classes.label}>
        {label}
        {optional && <span className="font-normal text-muted">{` ${t("field.optional")}`}</span>}
      </Label>
      {classes.control ? <div className={classes.control}>{control}</div> : control}
      {hint && <p id={`${id}-hint`} className={classes.hint}>{hint}</p>}
      <FieldError id={id} error={error} look={look} alert={alert} />
    </div>
  );
}
