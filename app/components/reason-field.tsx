// The reason a dialog asks for before it sends a decision the other person reads (a host
// cancelling a booking, an admin rejecting, suspending or cancelling, refusing an owner or a
// claim). A blank required reason is caught here, before anything is sent, and the field says so
// until something is typed; the server checks it again and its message shows in the same place.
import { useState, type ChangeEvent, type FormEvent } from "react";
import { Field } from "#app/components/field";
import { cn } from "#app/lib/cn";

/** The reason typed so far, and the form's check for a blank one (`required`). */
export function useReason(required = true) {
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);
  return {
    text,
    setText: (value: string) => {
      setText(value);
      setMissing(false);
    },
    /** A required reason was blank at the last submit. */
    missing,
    /** The form's onSubmit: stops a blank required reason; true when the form may go. */
    check(event: FormEvent<HTMLFormElement>): boolean {
      if (required && !text.trim()) {
        event.preventDefault();
        setMissing(true);
        return false;
      }
      return true;
    },
  };
}

export type Reason = ReturnType<typeof useReason>;

export function ReasonField({
  reason, label, hint, error, maxLength, required = true, rows = 3, disabled, look = "form", redWhenInvalid = true,
}: {
  reason: Reason;
  label: string;
  /** Who reads it. */
  hint: string;
  /** The blank reason's message, or the server's. */
  error: string | undefined;
  maxLength: number;
  required?: boolean;
  rows?: number;
  disabled?: boolean;
  look?: "form" | "decision";
  /** The border turns red with an error (not in the host's Cancel booking dialog). */
  redWhenInvalid?: boolean;
}) {
  return (
    <Field look={look} alert label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          name="reason"
          rows={rows}
          required={required}
          maxLength={maxLength}
          value={reason.text}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => reason.setText(event.target.value)}
          disabled={disabled}
          className={cn("w-full rounded-xl border border-sand-300 p-3 text-base text-ink", redWhenInvalid && "aria-[invalid=true]:border-red-600")}
        />
      )}
    </Field>
  );
}
