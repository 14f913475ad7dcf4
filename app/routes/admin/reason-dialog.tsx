// A decision that asks for a reason the other person reads in their e-mail (refusing an owner,
// rejecting a claim). A blank reason is caught here; the server checks it again, and its message
// shows under the field. The dialog closes once the server has taken the decision. Mount it only
// while it is open, so each opening starts with an empty reason.
import { useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { DECISION_REASON_MAX } from "#domain/owner-verification";
import { ReasonField, useReason } from "#app/components/reason-field";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogActions } from "#app/components/ui/dialog";
import { useT } from "#app/lib/i18n/i18n";
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
  const reason = useReason();
  const t = useT("admin");
  const [sent, setSent] = useState(false);
  const busy = fetcher.state !== "idle";
  const answer = sent && fetcher.state === "idle" ? fetcher.data : undefined;
  const error = reason.missing ? missing : answer?.fieldErrors?.reason;

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
          if (reason.check(event)) setSent(true);
        }}
      >
        {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <ReasonField reason={reason} look="decision" label={label} hint={hint} error={error} maxLength={DECISION_REASON_MAX} rows={4} disabled={busy} />
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={busy}>{keep}</Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy}>{busy ? t("reason.sending") : confirm}</Button>
        </DialogActions>
      </fetcher.Form>
    </Dialog>
  );
}
