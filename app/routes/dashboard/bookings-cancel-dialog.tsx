// The host's 'Cancel booking' dialog: a reason is required (the guest reads it in My Bookings)
// and the guest gets a full refund, which the dialog says before anything happens; or, for a
// booking nothing was paid for online (to be paid at the sauna), that there is nothing to refund. The page
// mounts one per booking (keyed by its id), so nothing typed for one booking shows for another.
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { formatMoney } from "#domain/format";
import { HOST_CANCEL_REASON_MAX } from "#domain/host-bookings";
import { ReasonField, useReason } from "#app/components/reason-field";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogActions } from "#app/components/ui/dialog";
import { useLocale, useT } from "#app/lib/i18n/i18n";

/** `paidOnline`: something was paid online (card, gift voucher), so cancelling refunds it. */
export type CancelTarget = { id: string; guestName: string; when: string; total: number; paidOnline: boolean };

type CancelResult = { ok: true; refund: number; paidOnline: boolean } | { ok: false; error: string };

export function CancelBookingDialog({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const t = useT("dashboard");
  const locale = useLocale();
  const fetcher = useFetcher<CancelResult>();
  const reason = useReason();
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (result?.ok) {
      const description = result.paidOnline
        ? t("cancel.doneDetail", { guest: target.guestName, refund: formatMoney(result.refund, locale) })
        : t("cancel.doneNothingPaid", { guest: target.guestName });
      showToast({ title: t("cancel.done"), description, variant: "success" });
      onClose();
    }
  }, [result, target, onClose, t, locale]);

  const error = reason.missing ? t("cancel.reasonMissing") : result && !result.ok ? result.error : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      title={t("cancel.title")}
      description={
        target.paidOnline
          ? t("cancel.description", { guest: target.guestName, when: target.when, total: formatMoney(target.total, locale) })
          : t("cancel.descriptionNothingPaid", { guest: target.guestName, when: target.when })
      }
    >
      <fetcher.Form
        method="post"
        // The reason's own message below says what is missing, not the browser's bubble.
        noValidate
        className="mt-4 space-y-4"
        onSubmit={reason.check}
      >
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="bookingId" value={target.id} />
        <ReasonField reason={reason} label={t("cancel.reason")} hint={t("cancel.reasonHint")} error={error} maxLength={HOST_CANCEL_REASON_MAX} redWhenInvalid={false} />
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={busy}>{t("cancel.keep")}</Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy}>{busy ? t("cancel.cancelling") : t("cancel.confirm")}</Button>
        </DialogActions>
      </fetcher.Form>
    </Dialog>
  );
}
