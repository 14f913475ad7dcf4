// The admin Dashboard's list of hosts asking us to delete their sauna (issue 20): who asked, when,
// why, and the bookings still to come, with a way to the sauna in Saunas Management.
import { Link } from "react-router";
import { formatDate } from "#domain/format";
import type { listSaunaDeletionRequests } from "#server/features/hosts/sauna-deletion-requests.service";

/** A host's request to delete a sauna, as the admin Dashboard's loader has it from the service. */
type Request = Awaited<ReturnType<typeof listSaunaDeletionRequests>>[number];

export function DeletionRequests({ requests }: { requests: Request[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="admin-deletion-requests-heading">
      <h2 id="admin-deletion-requests-heading" className="font-serif text-xl text-cedar-900">Hosts asking to delete a sauna</h2>
      <ul className="mt-3 divide-y divide-sand-100 rounded-2xl border border-sand-200 bg-white">
        {requests.map((r) => (
          <li key={r.saunaId} className="space-y-1 px-4 py-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <Link to={`/admin/saunas?q=${encodeURIComponent(r.saunaName)}`} className="font-medium text-ember-700 underline underline-offset-2">{r.saunaName}</Link>
              <span className="text-muted">{`Asked ${formatDate(new Date(r.requestedAt))}`}</span>
            </p>
            <p className="text-muted">
              {`${r.county} · ${r.hostName ?? "Unknown"}`}
              {r.hostEmail && <> · <a href={`mailto:${r.hostEmail}`} className="underline underline-offset-2">{r.hostEmail}</a></>}
              {` · ${r.upcomingBookings === 0 ? "no bookings to come" : `${r.upcomingBookings} ${r.upcomingBookings === 1 ? "booking" : "bookings"} to come`}`}
            </p>
            <p className="whitespace-pre-line break-words text-ink">{r.reason ? `“${r.reason}”` : "No reason given."}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
