// The host's 'Cancel booking' dialog: a reason is required (the guest reads it in My Bookings)
// and the guest gets a full refund, which the dialog says before anything happens. The page
// mounts one per booking (keyed by its id), so nothing typed for one booking shows for another.
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { formatMoney } from "#domain/format";
import { HOST_CANCEL_REASON_MAX } from "#domain/host-bookings";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { Label } from "#app/components/ui/input";

export type CancelTarget = { id: string; guestName: string; when: string; total: number };

type CancelResult = { ok: true; refund: number } | { ok: false; error: string };

export function CancelBookingDialog({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const fetcher = useFetcher<CancelResult>();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const reasonId = useId();
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (result?.ok) {
      showToast({ title: "Booking cancelled", description: `${target.guestName} gets a full refund of ${formatMoney(result.refund)} and sees your reason in My Bookings.`, variant: "success" });
      onClose();
    }
  }, [result, target, onClose]);

  const error = missing ? "Please tell the guest why you are cancelling" : result && !result.ok ? result.error : null;
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
        onSubmit={(event) => {
          if (!reason.trim()) {
            event.preventDefault();
            setMissing(true);
          }
        }}
      >
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="bookingId" value={target.id} />
        <div className="space-y-1.5">
          <Label htmlFor={reasonId}>Reason for the guest</Label>
          <textarea
            id={reasonId}
            name="reason"
            rows={3}
            required
            maxLength={HOST_CANCEL_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={`${reasonId}-hint${error ? ` ${reasonId}-error` : ""}`}
            className="w-full rounded-xl border border-sand-300 p-3 text-base text-ink"
          />
          <p id={`${reasonId}-hint`} className="text-xs text-muted">The guest reads this in My Bookings.</p>
          {error && <p id={`${reasonId}-error`} role="alert" className="text-sm text-red-800">{error}</p>}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>Keep Booking</Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy}>{busy ? "Cancelling..." : "Cancel Booking"}</Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
