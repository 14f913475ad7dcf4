import { Award, BadgeCheck, Flame, MapPinned, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button";

const HIGHLIGHTS = [
  { icon: BadgeCheck, label: "Verified identity" },
  { icon: Award, label: "Superhost" },
  { icon: Flame, label: "Traditional sauna expert" },
  { icon: MapPinned, label: "Local guide" },
];

/** Section 8: the host card. Figures are computed where data exists, else the spec's texts. */
export function HostSection({ saunaId, host, stats, phone }: {
  saunaId: string;
  host: { name: string | null; avatarUrl: string | null } | null;
  stats: { rating: number | null; joinedYear: number | null } | null;
  phone: string | null;
}) {
  const name = host?.name?.trim() || "Anonymous Host";
  const initials = name.split(/\s+/).map((w) => Array.from(w)[0] ?? "").slice(0, 2).join("").toUpperCase();
  return (
    <section aria-labelledby="host-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="grid gap-6 rounded-3xl border border-sand-200 bg-white p-6 sm:p-8 md:grid-cols-[1fr_1fr]">
        <div className="flex gap-4">
          {host?.avatarUrl ? (
            <img src={host.avatarUrl} alt="" className="size-16 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-sea-700 text-xl font-semibold text-white">{initials}</span>
          )}
          <div>
            <h2 id="host-heading" className="font-serif text-2xl text-cedar-900">Hosted by {name}</h2>
            <p className="text-sm text-muted">Host since {stats?.joinedYear ?? 2024}</p>
            <dl className="mt-3 grid grid-cols-3 gap-4 text-sm">
              <div><dt className="text-muted">Rating</dt><dd className="font-semibold">{stats?.rating !== null && stats?.rating !== undefined ? stats.rating.toFixed(1) : "New"}</dd></div>
              <div><dt className="text-muted">Response rate</dt><dd className="font-semibold">100%</dd></div>
              <div><dt className="text-muted">Response time</dt><dd className="font-semibold">1 hour</dd></div>
            </dl>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link to={`/my-account/messages?sauna=${saunaId}`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
                <MessageCircle aria-hidden="true" /> Contact Host
              </Link>
              {phone && (
                <a href={`tel:${phone.replace(/[^+\d]/g, "")}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  <Phone aria-hidden="true" /> Call
                </a>
              )}
            </div>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-3 self-center">
          {HIGHLIGHTS.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-2 rounded-xl bg-sand-50 px-3 py-2 text-sm"><Icon className="size-4 text-ember-700" aria-hidden="true" />{label}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
