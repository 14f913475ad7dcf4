// The host's 'Cancel booking' dialog: a reason is required (the guest reads it in My Bookings)
// and the guest gets a full refund, which the dialog says before anything happens. The page
// mounts one per booking (keyed by its id), so nothing typed for one booking shows for another.
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { formatMoney } from "#domain/format";
import { HOST_CANCEL_REASON_MAX } from "#domain/host-bookings";
import { ReasonField, useReason } from "#app/components/reason-field";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogActions } from "#app/components/ui/dialog";

export type CancelTarget = { id: string; guestName: string; when: string; total: number };

type CancelResult = { ok: true; refund: number } | { ok: false; error: string };

export function CancelBookingDialog({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const fetcher = useFetcher<CancelResult>();
  const reason = useReason();
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (result?.ok) {
      showToast({ title: "Booking cancelled", description: `${target.guestName} gets a full refund of ${formatMoney(result.refund)} and sees your reason in My Bookings.`, variant: "success" });
      onClose();
    }
  }, [result, target, onClose]);

  const error = reason.missing ? "Please tell the guest why you are cancelling" : result && !result.ok ? result.error : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      title="Cancel this booking?"
      description={`${target.guestName}'s session on ${target.when} will be cancelled and they get a full refund of ${formatMoney(target.total)}.`}
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
        <ReasonField reason={reason} label="Reason for the guest" hint="The guest reads this in My Bookings." error={error} maxLength={HOST_CANCEL_REASON_MAX} redWhenInvalid={false} />
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={busy}>Keep Booking</Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy}>{busy ? "Cancelling..." : "Cancel Booking"}</Button>
        </DialogActions>
      </fetcher.Form>
    </Dialog>
  );
}
