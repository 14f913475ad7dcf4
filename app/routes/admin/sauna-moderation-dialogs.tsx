// What admin Saunas asks before Reject, Suspend, Activate and Delete: what will happen to the
// listing, to its upcoming bookings (cancelled with a full refund when it leaves the site) and
// who is told, with the reason the host and guests will read.
import { SAUNA_HAS_BOOKINGS } from "#domain/admin-sauna-lifecycle";
import type { SaunaStatusAction } from "#domain/sauna-moderation";
import type { AdminSaunaRow } from "#server/features/admin/admin-saunas.service";
import { ConfirmActionDialog } from "./confirm-action-dialog";

/** What cancelling the listing's bookings means, in one sentence; nothing when there are none. */
function bookingsGo(n: number): string {
  if (n === 0) return "";
  if (n === 1) return " Its one upcoming booking will be cancelled with a full refund, and the guest told why by e-mail.";
  return ` Its ${n} upcoming bookings will be cancelled with a full refund, and each guest told why by e-mail.`;
}

/** Only a listing's verified owner hears of its status (listing-notices.ts). */
const hostTold = (s: AdminSaunaRow, withReason: boolean) =>
  s.hasHost ? ` The host is told by e-mail${withReason ? ", with your reason" : ""}.` : " It has no verified host to tell.";

const STATUS_DIALOG: Record<Exclude<SaunaStatusAction, "approve">, (s: AdminSaunaRow) => { title: string; description: string; confirm: { label: string; busy: string } }> = {
  suspend: (s) => ({
    title: `Suspend ${s.name}?`,
    description:
      `It comes off the site at once: guests can't find or book it.${bookingsGo(s.upcomingBookings) || " It has no upcoming bookings."}` +
      hostTold(s, true),
    confirm: { label: "Suspend sauna", busy: "Suspending..." },
  }),
  reject: (s) => ({
    title: `Reject ${s.name}?`,
    description: `It won't go on the site.${bookingsGo(s.upcomingBookings)}${hostTold(s, true)}`,
    confirm: { label: "Reject sauna", busy: "Rejecting..." },
  }),
  activate: (s) => ({
    title: `Activate ${s.name}?`,
    description: `It goes back on the site at once, and guests can book it again.${hostTold(s, false)}`,
    confirm: { label: "Activate sauna", busy: "Activating..." },
  }),
};

/** Who reads the reason: the verified host, the guests whose bookings go, or (neither) only the record of the change (recordAdminActivity). */
function readers(s: AdminSaunaRow): string {
  const guests = s.upcomingBookings > 0;
  if (s.hasHost && guests) return "The host reads this, and so does every guest whose booking is cancelled.";
  if (s.hasHost) return "The host reads this in their e-mail.";
  if (guests) return "Every guest whose booking is cancelled reads this in their e-mail.";
  return "Nobody is e-mailed about it; the reason is kept on record with the change.";
}

export function SaunaStatusDialog({ sauna, action, onClose }: { sauna: AdminSaunaRow; action: Exclude<SaunaStatusAction, "approve">; onClose: () => void }) {
  const { title, description, confirm } = STATUS_DIALOG[action](sauna);
  return (
    <ConfirmActionDialog
      title={title}
      description={description}
      action="/admin/saunas"
      fields={{ intent: "status", saunaId: sauna.id, action }}
      reason={action === "activate" ? undefined : { label: "Reason", hint: readers(sauna), required: true }}
      confirm={confirm}
      keepLabel="Keep as it is"
      destructive={action !== "activate"}
      onClose={onClose}
    />
  );
}

/** Delete: only a sauna nobody has booked; one with bookings says why not and what to do instead. */
export function SaunaDeleteDialog({ sauna, onClose }: { sauna: AdminSaunaRow; onClose: () => void }) {
  return (
    <ConfirmActionDialog
      title={`Delete ${sauna.name}?`}
      description={
        sauna.hasBookings
          ? SAUNA_HAS_BOOKINGS(sauna.name)
          : "It is removed from the directory for good, with its photos, reviews, favourites and any messages about it. This can't be undone."
      }
      action="/admin/saunas"
      fields={{ intent: "delete-sauna", saunaId: sauna.id }}
      confirm={sauna.hasBookings ? null : { label: "Delete sauna", busy: "Deleting..." }}
      keepLabel={sauna.hasBookings ? "Close" : "Keep it"}
      onClose={onClose}
    />
  );
}
