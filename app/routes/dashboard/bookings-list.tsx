// The rows of the owner dashboard's Bookings: a table on wide screens, stacked cards on phones
// (the same rows, so nothing is lost on a small screen). Each row can start a message to its
// guest, and a session to come shows the guest's phone number, to reach them on the day.
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { useCancellationReason } from "#app/components/cancellation-reason";
import { Button, buttonVariants } from "#app/components/ui/button";
import { ColumnHeads, ScrollTable } from "#app/components/scroll-table";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import type { Locale } from "#domain/locales";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { MessageKey } from "#domain/messages/translate";
import type { HostBooking } from "#server/features/hosts/host-bookings.service";
import type { CancelTarget } from "./bookings-cancel-dialog";

/** A booking's type in a word ('Private'), as the table has always shown it. */
const TYPE_KEY: Record<string, MessageKey<"dashboard">> = { private: "type.private", shared: "type.shared", group: "type.group" };
type T = ReturnType<typeof useT<"dashboard">>;
export const typeLabel = (t: T, type: string) => (TYPE_KEY[type] ? t(TYPE_KEY[type]) : type);
const shortId = (id: string) => id.slice(0, 8);

/** The guest's name, or 'Anonymous' in the page's language when they have none. */
const guestName = (b: HostBooking, t: T): string => b.guestName ?? t("names.anonymous");

function target(b: HostBooking, t: T, locale: Locale): CancelTarget {
  return { id: b.id, guestName: guestName(b, t), when: t("bookings.when", { date: formatDate(b.bookingDate, locale), time: b.startTime }), total: b.totalAmount, paidOnline: b.paidOnlineCents > 0 };
}

function CancelButton({ booking, onCancel }: { booking: HostBooking; onCancel: (t: CancelTarget) => void }) {
  const t = useT("dashboard");
  const locale = useLocale();
  if (!booking.canCancel) return null;
  return (
    <Button variant="outline" size="sm" className="px-3 text-red-800" onClick={() => onCancel(target(booking, t, locale))}
      aria-label={t("bookings.cancelLabel", { id: shortId(booking.id), guest: guestName(booking, t) })}>
      {t("bookings.cancel")}
    </Button>
  );
}

/** 'Message': in the table an icon with its name for screen readers and a tooltip (the row is full), on a card in words. */
function MessageLink({ booking, compact = false }: { booking: HostBooking; compact?: boolean }) {
  const t = useT("dashboard");
  const localePath = useLocalePath();
  if (!booking.canMessage) return null;
  const name = t("bookings.messageLabel", { guest: guestName(booking, t), id: shortId(booking.id) });
  return (
    <Link
      to={localePath(`/dashboard/messages?booking=${booking.id}`)}
      className={buttonVariants({ variant: "outline", size: "sm", className: compact ? "w-9 px-0" : "px-3" })}
      aria-label={name}
      title={compact ? name : undefined}
    >
      <MessageCircle aria-hidden="true" />{!compact && ` ${t("bookings.message")}`}
    </Link>
  );
}

function GuestPhone({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="inline-flex items-center gap-1 whitespace-nowrap font-normal text-cedar-800 underline-offset-2 hover:underline">
      <Phone className="size-3.5" aria-hidden="true" />{phone}
    </a>
  );
}

/** Who cancelled, for a cancelled row: the host's own reason as typed, or who else did it (the product's own reasons in the page's language). */
function cancelledNote(b: HostBooking, t: T, reason: ReturnType<typeof useCancellationReason>): string | null {
  if (b.displayStatus !== "cancelled") return null;
  if (b.cancelledBy === "host") return t("bookings.youCancelled", { reason: b.cancellationReason ?? "" });
  if (b.cancelledBy === "guest") return t("bookings.guestCancelled");
  return reason(b.cancellationReason);
}

export function BookingTable({ bookings, onCancel }: { bookings: HostBooking[]; onCancel: (t: CancelTarget) => void }) {
  const t = useT("dashboard");
  const reason = useCancellationReason();
  const locale = useLocale();
  return (
    <div className="hidden lg:block">
      <p className="mb-2 text-xs text-muted xl:hidden">{t("bookings.scroll")}</p>
      {/* Focusable so a keyboard can scroll it sideways when the sidebar leaves it narrow. */}
      <ScrollTable label={t("bookings.table")} minWidth="min-w-[50rem]" shadow={false}>
        <ColumnHeads
          className="bg-sand-50 text-xs uppercase tracking-wide text-muted"
          cell="px-2 py-3"
          columns={[
            { label: t("bookings.guest"), className: "pl-4" },
            t("bookings.date"),
            t("bookings.time"),
            t("bookings.type"),
            { label: t("bookings.guests"), numeric: true },
            { label: t("bookings.total"), numeric: true },
            t("bookings.status"),
            { label: t("bookings.actions"), hidden: true },
          ]}
        />
        <tbody className="divide-y divide-sand-100">
          {bookings.map((b) => {
            const note = cancelledNote(b, t, reason);
            return (
              <tr key={b.id} className="align-top">
                <td className="min-w-36 px-2 py-3 pl-4 font-medium text-ink">
                  <span>{guestName(b, t)}</span>
                  {/* The booking's id under its guest, not a column of its own: the row then fits at 1280 px in Irish too. */}
                  <span className="block font-mono text-xs font-normal text-cedar-800"><span className="sr-only">{`${t("bookings.id")} `}</span>{shortId(b.id)}</span>
                  {b.guestPhone && <span className="mt-1 block text-xs"><GuestPhone phone={b.guestPhone} /></span>}
                  {note && <span className="mt-1 block max-w-56 text-xs font-normal text-muted">{note}</span>}
                </td>
                <td className="whitespace-nowrap px-2 py-3">{formatDate(b.bookingDate, locale)}</td>
                <td className="whitespace-nowrap px-2 py-3">{b.startTime}–{b.endTime}{(b.waiting ?? 0) > 0 && <span className="block text-xs text-ember-700">{t("bookings.onWaitlist", { count: b.waiting ?? 0 })}</span>}</td>
                <td className="px-2 py-3">{typeLabel(t, b.bookingType)}</td>
                <td className="px-2 py-3 text-right">{b.guests}</td>
                <td className="px-2 py-3 text-right font-medium">{formatMoney(b.totalAmount, locale)}</td>
                <td className="px-2 py-3"><BookingStatusBadge status={b.displayStatus} /></td>
                <td className="px-2 py-2 pr-4">
                  <div className="flex items-center gap-1.5 whitespace-nowrap"><MessageLink booking={b} compact /><CancelButton booking={b} onCancel={onCancel} /></div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </div>
  );
}

export function BookingCards({ bookings, onCancel }: { bookings: HostBooking[]; onCancel: (t: CancelTarget) => void }) {
  const t = useT("dashboard");
  const reason = useCancellationReason();
  const locale = useLocale();
  return (
    <ul className="space-y-3 lg:hidden" aria-label={t("nav.bookings")}>
      {bookings.map((b) => {
        const note = cancelledNote(b, t, reason);
        return (
          <li key={b.id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">{guestName(b, t)}</p>
                <p className="font-mono text-xs text-muted"><span className="sr-only">{`${t("bookings.id")} `}</span>{shortId(b.id)}</p>
              </div>
              <BookingStatusBadge status={b.displayStatus} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{t("bookings.date")}</dt><dd>{formatDate(b.bookingDate, locale)}</dd>
              <dt className="text-muted">{t("bookings.time")}</dt><dd>{b.startTime}–{b.endTime}</dd>
              <dt className="text-muted">{t("bookings.type")}</dt><dd>{typeLabel(t, b.bookingType)}</dd>
              <dt className="text-muted">{t("bookings.guests")}</dt><dd>{b.guests}</dd>
              {(b.waiting ?? 0) > 0 && <><dt className="text-muted">{t("bookings.waitlist")}</dt><dd>{t("bookings.waiting", { count: b.waiting ?? 0 })}</dd></>}
              <dt className="text-muted">{t("bookings.total")}</dt><dd className="font-medium">{formatMoney(b.totalAmount, locale)}</dd>
              {b.guestPhone && <><dt className="text-muted">{t("bookings.phone")}</dt><dd><GuestPhone phone={b.guestPhone} /></dd></>}
            </dl>
            {note && <p className="mt-2 text-xs text-muted">{note}</p>}
            {(b.canCancel || b.canMessage) && (
              <div className="mt-3 flex justify-end gap-2"><MessageLink booking={b} /><CancelButton booking={b} onCancel={onCancel} /></div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
