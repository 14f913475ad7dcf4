// A decision that asks for a reason the other person reads in their e-mail (refusing an owner,
// rejecting a claim). A blank reason is caught here; the server checks it again, and its message
// shows under the field. The dialog closes once the server has taken the decision. Mount it only
// while it is open, so each opening starts with an empty reason.
import { useEffect, useId, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { DECISION_REASON_MAX } from "#domain/owner-verification";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { Label } from "#app/components/ui/input";
import type { ActionAnswer } from "./people-list";

export type DecisionAnswer = ActionAnswer & { fieldErrors?: Record<string, string> };

export function ReasonDialog({
  onClose, fetcher, fields, title, description, label, hint, missing, confirm, keep,
}: {
  onClose: () => void;
  fetcher: FetcherWithComponents<DecisionAnswer>;
  /** Hidden fields sent with the reason: the intent and what it is about. */
  fields: Record<string, string>;
  title: string;
  description: string;
  label: string;
  hint: string;
  /** The message for a blank reason (the server's own words). */
  missing: string;
  confirm: string;
  keep: string;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [blank, setBlank] = useState(false);
  const [sent, setSent] = useState(false);
  const busy = fetcher.state !== "idle";
  const answer = sent && fetcher.state === "idle" ? fetcher.data : undefined;
  const error = blank ? missing : answer?.fieldErrors?.reason;

  useEffect(() => {
    // Taken (or refused for another cause, which the page's toast says): nothing left to type here.
    if (answer && !answer.fieldErrors?.reason) onClose();
  }, [answer, onClose]);

  return (
    <Dialog open onOpenChange={(next) => { if (!next && !busy) onClose(); }} role="alertdialog" title={title} description={description}>
      <fetcher.Form
        method="post"
        // The field's own message says what is missing, not the browser's bubble.
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          if (!reason.trim()) {
            event.preventDefault();
            setBlank(true);
            return;
          }
          setSent(true);
        }}
      >
        {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <div className="space-y-1.5">
          <Label htmlFor={id}>{label}</Label>
          <textarea
            id={id}
            name="reason"
            rows={4}
            required
            maxLength={DECISION_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setBlank(false);
            }}
            disabled={busy}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            className="w-full rounded-xl border border-sand-300 p-3 text-base text-ink aria-[invalid=true]:border-red-600"
          />
          <p id={`${id}-hint`} className="text-xs text-muted">{hint}</p>
          {error && <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">{error}</p>}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>{keep}</Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy}>{busy ? "Sending..." : confirm}</Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
