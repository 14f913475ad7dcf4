// My Bookings' 'Waitlists' (decision 016): the sessions the guest waits for, where they stand or
// until when seats are held for them, and Leave.
import { useState } from "react";
import { Link } from "react-router";
import { BOOKING_TYPE_LABELS, type BookingType } from "#domain/constants";
import { formatDate, formatTimeOfDay } from "#domain/format";
import { WAITLIST_STATUS_LABELS } from "#domain/waitlist";
import type { myWaitlists } from "#server/features/waitlist/waitlist.service";
import type { ToastMessage } from "#app/components/toaster";
import { ConfirmDialog } from "#app/components/confirm-dialog";
import { Button, buttonVariants } from "#app/components/ui/button";
import { useSection } from "#app/lib/use-section";

type Place = Awaited<ReturnType<typeof myWaitlists>>[number];

export function WaitlistsSection({ places }: { places: Place[] }) {
  if (places.length === 0) return null;
  return (
    <section aria-labelledby="waitlists-heading">
      <h2 id="waitlists-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">Waitlists</h2>
      <ul className="mt-3 space-y-3">{places.map((p) => <li key={p.id}><WaitlistPlace place={p} /></li>)}</ul>
    </section>
  );
}

function WaitlistPlace({ place }: { place: Place }) {
  const [confirming, setConfirming] = useState(false);
  const { fetcher, busy } = useSection<{ toast: ToastMessage }>();
  const held = place.status === "offered" && place.holdUntil;
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-serif text-lg text-cedar-900">
          <Link to={`/sauna/${place.saunaId}`} className="hover:text-ember-700">{place.saunaName}</Link>
        </h3>
        <p className="text-sm text-muted">
          {`${formatDate(place.sessionDate)} at ${place.startTime.slice(0, 5)} · ${BOOKING_TYPE_LABELS[place.bookingType as BookingType] ?? place.bookingType} · ${place.guests} ${place.guests === 1 ? "guest" : "guests"}`}
        </p>
        <p className="mt-1 text-sm font-medium text-cedar-900">
          {held ? `${WAITLIST_STATUS_LABELS.offered} until ${formatTimeOfDay(new Date(place.holdUntil!))}` : place.status === "waiting" ? `${WAITLIST_STATUS_LABELS.waiting}: number ${place.position ?? 1}` : WAITLIST_STATUS_LABELS[place.status]}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {held && <Link to={`/waitlist/${place.id}`} className={buttonVariants({ size: "sm" })}>Book Now</Link>}
        {(place.status === "waiting" || held) && (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={busy}>{held ? "Let the seats go" : "Leave waitlist"}</Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Leave the waitlist?"
        description={`You'll lose your place in line for ${place.saunaName} on ${formatDate(place.sessionDate)}.`}
        fetcher={fetcher}
        fields={{ entryId: place.id }}
        intent="leave-waitlist"
        confirm="Leave waitlist"
        keep="Stay in line"
      />
    </article>
  );
}
