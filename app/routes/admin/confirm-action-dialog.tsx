// An admin action that asks first (Reject, Suspend, Activate, Delete a sauna; Cancel a booking):
// the dialog says what will happen, takes the reason where one is needed (the host and guests
// read it), and posts the action. A reason left out is named beside its field, by this dialog
// and by the server alike; any other answer closes the dialog with its toast.
import { useEffect, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { MODERATION_REASON_MAX } from "#domain/sauna-moderation";
import { ReasonField, useReason } from "#app/components/reason-field";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogActions } from "#app/components/ui/dialog";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";
import { actionToast, type ToastingResult } from "./saunas-action-toast";

export type ConfirmAnswer = ToastingResult & { fieldErrors?: Record<string, string> };

export function ConfirmActionDialog({
  title,
  description,
  action,
  fields,
  reason,
  confirm,
  keepLabel,
  destructive = true,
  onClose,
}: {
  title: string;
  description: ReactNode;
  /** Where the form posts (the page's own route). */
  action: string;
  /** The hidden fields: intent and the record's id. */
  fields: Record<string, string>;
  /** Asks for a reason: its label and who reads it; `required` for Reject, Suspend and Cancel. */
  reason?: { label: string; hint: string; required: boolean };
  /** The confirming button, and its label while the request runs; null when nothing can be done. */
  confirm: { label: string; busy: string } | null;
  keepLabel: string;
  destructive?: boolean;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ConfirmAnswer>();
  const t = useT("admin");
  const typed = useReason(Boolean(reason?.required));
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const serverReasonError = answer && !answer.ok ? answer.fieldErrors?.reason : undefined;

  useEffect(() => {
    if (!answer || serverReasonError) return;
    // Unless the page's clientAction has shown it already (toast-first.ts).
    const toast = answer.toastShown ? null : actionToast(answer, t("toast.error"));
    if (toast) showToast(toast);
    onClose(); // the page's data reloads after the action
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [answer]);

  const error = typed.missing ? t("reason.required") : serverReasonError;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} role="alertdialog" title={title} description={description}>
      <fetcher.Form
        method="post"
        action={action}
        // The reason's own message says what is missing, not the browser's bubble.
        noValidate
        className="mt-5 space-y-4"
        onSubmit={typed.check}
      >
        {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        {reason && (
          <ReasonField reason={typed} label={reason.label} hint={reason.hint} error={error} maxLength={MODERATION_REASON_MAX} required={reason.required} />
        )}
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={busy}>{keepLabel}</Button>
          {confirm && (
            <Button type="submit" disabled={busy} className={cn(destructive && "bg-red-700 hover:bg-red-800")}>
              {busy ? confirm.busy : confirm.label}
            </Button>
          )}
        </DialogActions>
      </fetcher.Form>
    </Dialog>
  );
}
