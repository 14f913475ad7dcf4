// The admin Dashboard's list of hosts asking us to delete their sauna: who asked, when,
// why, and the bookings still to come, with a way to the sauna in Saunas Management.
import { Link } from "react-router";
import { formatDate } from "#domain/format-date";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { listSaunaDeletionRequests } from "#server/features/hosts/sauna-deletion-requests.service";
import { useCountyName } from "#app/components/listing-option-labels";

/** A host's request to delete a sauna, as the admin Dashboard's loader has it from the service. */
type Request = Awaited<ReturnType<typeof listSaunaDeletionRequests>>[number];

export function DeletionRequests({ requests }: { requests: Request[] }) {
  const t = useT("admin");
  const countyName = useCountyName();
  const locale = useLocale();
  const localePath = useLocalePath();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="admin-deletion-requests-heading">
      <h2 id="admin-deletion-requests-heading" className="font-serif text-xl text-cedar-900">{t("deletions.heading")}</h2>
      <ul className="mt-3 divide-y divide-sand-100 rounded-2xl border border-sand-200 bg-white">
        {requests.map((r) => (
          <li key={r.saunaId} className="space-y-1 px-4 py-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <Link to={localePath(`/admin/saunas?q=${encodeURIComponent(r.saunaName)}`)} className="font-medium text-ember-700 underline underline-offset-2">{r.saunaName}</Link>
              <span className="text-muted">{t("deletions.asked", { date: formatDate(new Date(r.requestedAt), locale) })}</span>
            </p>
            <p className="text-muted">
              {`${countyName(r.county)} · ${r.hostName ?? t("deletions.unknownHost")}`}
              {r.hostEmail && <> · <a href={`mailto:${r.hostEmail}`} className="underline underline-offset-2">{r.hostEmail}</a></>}
              {` · ${r.upcomingBookings === 0 ? t("deletions.noBookings") : t("deletions.bookings", { count: r.upcomingBookings })}`}
            </p>
            <p className="whitespace-pre-line break-words text-ink">{r.reason ? `“${r.reason}”` : t("deletions.noReason")}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
