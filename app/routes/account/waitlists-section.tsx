// My Bookings' 'Waitlists' (decision 016): the sessions the guest waits for, where they stand or
// until when seats are held for them, and Leave.
import { useState } from "react";
import { Link } from "react-router";
import { formatTimeOfDay } from "#domain/format";
import { formatDate } from "#domain/format-date";
import type { WaitlistStatus } from "#domain/waitlist";
import type { myWaitlists } from "#server/features/waitlist/waitlist.service";
import type { ToastMessage } from "#app/components/toaster";
import { ConfirmDialog } from "#app/components/confirm-dialog";
import { Button, buttonVariants } from "#app/components/ui/button";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { MessageKey } from "#domain/messages/translate";
import { useSection } from "#app/lib/use-section";
import { bookingTypeLabel } from "./booking-type";

type Place = Awaited<ReturnType<typeof myWaitlists>>[number];

/** Where a place on a waitlist stands, as the account's messages say it (domain/waitlist.ts keeps the English). */
const STATUS_KEYS: Record<WaitlistStatus, MessageKey<"account">> = {
  waiting: "waitlistStatus.waiting",
  offered: "waitlistStatus.offered",
  booked: "waitlistStatus.booked",
  left: "waitlistStatus.left",
  expired: "waitlistStatus.expired",
  closed: "waitlistStatus.closed",
};

export function WaitlistsSection({ places }: { places: Place[] }) {
  const t = useT("account");
  if (places.length === 0) return null;
  return (
    <section aria-labelledby="waitlists-heading">
      <h2 id="waitlists-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">{t("waitlists.heading")}</h2>
      <ul className="mt-3 space-y-3">{places.map((p) => <li key={p.id}><WaitlistPlace place={p} /></li>)}</ul>
    </section>
  );
}

function WaitlistPlace({ place }: { place: Place }) {
  const [confirming, setConfirming] = useState(false);
  const { fetcher, busy } = useSection<{ toast: ToastMessage }>();
  const t = useT("account");
  const locale = useLocale();
  const localePath = useLocalePath();
  const held = place.status === "offered" && place.holdUntil;
  const date = formatDate(place.sessionDate, locale);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-serif text-lg text-cedar-900">
          <Link to={localePath(`/sauna/${place.saunaId}`)} className="hover:text-ember-700">{place.saunaName}</Link>
        </h3>
        <p className="text-sm text-muted">
          {[t("waitlists.when", { date, time: place.startTime.slice(0, 5) }), bookingTypeLabel(place.bookingType, t), t("guests", { count: place.guests })].join(" · ")}
        </p>
        <p className="mt-1 text-sm font-medium text-cedar-900">
          {held
            ? t("waitlists.heldUntil", { time: formatTimeOfDay(new Date(place.holdUntil!), locale) })
            : place.status === "waiting" ? t("waitlists.position", { position: place.position ?? 1 }) : t(STATUS_KEYS[place.status])}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {held && <Link to={localePath(`/waitlist/${place.id}`)} className={buttonVariants({ size: "sm" })}>{t("waitlists.bookNow")}</Link>}
        {(place.status === "waiting" || held) && (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={busy}>{held ? t("waitlists.letGo") : t("waitlists.leave")}</Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("waitlists.confirmTitle")}
        description={t("waitlists.confirmText", { sauna: place.saunaName, date })}
        fetcher={fetcher}
        fields={{ entryId: place.id }}
        intent="leave-waitlist"
        confirm={t("waitlists.leave")}
        keep={t("waitlists.stay")}
      />
    </article>
  );
}
