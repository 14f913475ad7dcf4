// What admin Saunas asks before Reject, Suspend, Activate and Delete: what will happen to the
// listing, to its upcoming bookings (cancelled with a full refund when it leaves the site) and
// who is told, with the reason the host and guests will read.
import type { SaunaStatusAction } from "#domain/sauna-moderation";
import type { AdminSaunaRow } from "#server/features/admin/admin-saunas.service";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { AdminT } from "./admin-meta";
import { ConfirmActionDialog } from "./confirm-action-dialog";

/** What cancelling the listing's bookings means, in one sentence (with its leading space); nothing when there are none. */
function bookingsGo(t: AdminT, n: number): string {
  return n === 0 ? "" : ` ${t("saunas.dialog.bookingsGo", { count: n })}`;
}

/** Only a listing's verified owner hears of its status (listing-notices.ts). */
const hostTold = (t: AdminT, s: AdminSaunaRow, withReason: boolean) =>
  ` ${s.hasHost ? (withReason ? t("saunas.dialog.hostToldWithReason") : t("saunas.dialog.hostTold")) : t("saunas.dialog.noHost")}`;

const STATUS_DIALOG: Record<Exclude<SaunaStatusAction, "approve">, (t: AdminT, s: AdminSaunaRow) => { title: string; description: string; confirm: { label: string; busy: string } }> = {
  suspend: (t, s) => ({
    title: t("saunas.dialog.suspend.title", { name: s.name }),
    description:
      `${t("saunas.dialog.suspend.description")}${bookingsGo(t, s.upcomingBookings) || ` ${t("saunas.dialog.noBookings")}`}` +
      hostTold(t, s, true),
    confirm: { label: t("saunas.dialog.suspend.confirm"), busy: t("saunas.dialog.suspend.busy") },
  }),
  reject: (t, s) => ({
    title: t("saunas.dialog.reject.title", { name: s.name }),
    description: `${t("saunas.dialog.reject.description")}${bookingsGo(t, s.upcomingBookings)}${hostTold(t, s, true)}`,
    confirm: { label: t("saunas.dialog.reject.confirm"), busy: t("saunas.dialog.reject.busy") },
  }),
  activate: (t, s) => ({
    title: t("saunas.dialog.activate.title", { name: s.name }),
    description: `${t("saunas.dialog.activate.description")}${hostTold(t, s, false)}`,
    confirm: { label: t("saunas.dialog.activate.confirm"), busy: t("saunas.dialog.activate.busy") },
  }),
};

/** Who reads the reason: the verified host, the guests whose bookings go, or (neither) only the record of the change (recordAdminActivity). */
function readers(t: AdminT, s: AdminSaunaRow): string {
  const guests = s.upcomingBookings > 0;
  if (s.hasHost && guests) return t("saunas.dialog.readers.hostAndGuests");
  if (s.hasHost) return t("saunas.dialog.readers.host");
  if (guests) return t("saunas.dialog.readers.guests");
  return t("saunas.dialog.readers.nobody");
}

export function SaunaStatusDialog({ sauna, action, onClose }: { sauna: AdminSaunaRow; action: Exclude<SaunaStatusAction, "approve">; onClose: () => void }) {
  const t = useT("admin");
  const localePath = useLocalePath();
  const { title, description, confirm } = STATUS_DIALOG[action](t, sauna);
  return (
    <ConfirmActionDialog
      title={title}
      description={description}
      action={localePath("/admin/saunas")}
      fields={{ intent: "status", saunaId: sauna.id, action }}
      reason={action === "activate" ? undefined : { label: t("reason.label"), hint: readers(t, sauna), required: true }}
      confirm={confirm}
      keepLabel={t("saunas.dialog.keep")}
      destructive={action !== "activate"}
      onClose={onClose}
    />
  );
}

/** Delete: only a sauna nobody has booked; one with bookings says why not and what to do instead. */
export function SaunaDeleteDialog({ sauna, onClose }: { sauna: AdminSaunaRow; onClose: () => void }) {
  const t = useT("admin");
  const localePath = useLocalePath();
  return (
    <ConfirmActionDialog
      title={t("saunas.dialog.delete.title", { name: sauna.name })}
      description={sauna.hasBookings ? t("saunas.dialog.delete.hasBookings", { name: sauna.name }) : t("saunas.dialog.delete.description")}
      action={localePath("/admin/saunas")}
      fields={{ intent: "delete-sauna", saunaId: sauna.id }}
      confirm={sauna.hasBookings ? null : { label: t("saunas.dialog.delete.confirm"), busy: t("saunas.dialog.delete.busy") }}
      keepLabel={sauna.hasBookings ? t("dialog.close") : t("saunas.dialog.delete.keep")}
      onClose={onClose}
    />
  );
}
