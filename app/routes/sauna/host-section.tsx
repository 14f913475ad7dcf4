import Award from "lucide-react/icons/award";
import BadgeCheck from "lucide-react/icons/badge-check";
import Flame from "lucide-react/icons/flame";
import MapPinned from "lucide-react/icons/map-pinned";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { useFetcher } from "react-router";
import { formatRating } from "#domain/format";
import type { HostBadge } from "#domain/host-badges";
import type { HostStats } from "#server/features/hosts/host-stats.service";
import { useToast } from "#app/components/toaster";
import { Button, buttonVariants } from "#app/components/ui/button";
import type { action as contactHostAction } from "#app/routes/api/contact-host";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { MessageKey } from "#domain/messages/translate";

/** Each badge (domain/host-badges.ts names them in English) with its icon and its message. */
const BADGES: Record<HostBadge, { icon: typeof BadgeCheck; label: MessageKey<"sauna"> }> = {
  "Verified identity": { icon: BadgeCheck, label: "badge.verifiedIdentity" },
  Superhost: { icon: Award, label: "badge.superhost" },
  "Traditional sauna expert": { icon: Flame, label: "badge.expert" },
  "Local guide": { icon: MapPinned, label: "badge.localGuide" },
};

/** The spec's fixed figures ('100%', '1 hour'), shown until there is data to compute one from. */
const FALLBACK = { since: 2024, responseRate: 100, responseMinutes: 60 };

/** Median reply time as a counted message: '25 minutes', '1 hour', '3 hours', '2 days'. */
function responseTime(minutes: number): { key: "host.minutes" | "host.hours" | "host.days"; count: number } {
  if (minutes < 60) return { key: "host.minutes", count: minutes };
  if (minutes < 24 * 60) return { key: "host.hours", count: Math.round(minutes / 60) };
  return { key: "host.days", count: Math.round(minutes / (24 * 60)) };
}

function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).map((w) => Array.from(w)[0] ?? "").slice(0, 2).join("").toUpperCase();
}

/** Section 8: the host card. Figures are computed where data exists, else the spec's texts. */
export function HostSection({ saunaId, host, stats }: {
  saunaId: string;
  host: { name: string | null; avatarUrl: string | null; phone: string | null };
  stats: HostStats | null;
}) {
  const contact = useFetcher<typeof contactHostAction>();
  const t = useT("sauna");
  // No verified host, or one without a name: said in the page's language (members messages).
  const tm = useT("members");
  const hostName = host.name ?? tm("names.anonymousHost");
  const localePath = useLocalePath();
  useToast(contact.data && !contact.data.ok ? { title: t("toast.error"), description: contact.data.error, variant: "error" } : null);
  const badges = stats?.badges ?? [];
  const reply = responseTime(stats?.responseMinutes ?? FALLBACK.responseMinutes);
  const facts = [
    { label: t("host.rating"), value: stats?.rating != null ? formatRating(stats.rating) : t("host.new") },
    { label: t("host.responseRate"), value: t("host.percent", { percent: stats?.responseRate ?? FALLBACK.responseRate }) },
    { label: t("host.responseTime"), value: t(reply.key, { count: reply.count }) },
  ];
  return (
    <section aria-labelledby="host-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="grid gap-6 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-2 md:gap-10">
        <div>
          <div className="flex items-center gap-4">
            {host.avatarUrl ? (
              <img src={host.avatarUrl} alt="" className="size-16 shrink-0 rounded-full object-cover" />
            ) : (
              <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-sea-700 font-serif text-xl text-white">{initials(hostName)}</span>
            )}
            <div className="min-w-0">
              <h2 id="host-heading" className="font-serif text-2xl leading-tight text-cedar-900">{t("host.hostedBy", { name: hostName })}</h2>
              <p className="mt-0.5 text-sm text-muted">{t("host.since", { year: String(stats?.joinedYear ?? FALLBACK.since) })}</p>
            </div>
          </div>
          <dl className="mt-5 grid grid-cols-3 divide-x divide-sand-200 rounded-2xl bg-sand-50 py-3 text-center">
            {facts.map((f) => (
              <div key={f.label} className="px-2">
                <dt className="text-xs text-muted">{f.label}</dt>
                <dd className="mt-0.5 font-semibold text-ink">{f.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 flex flex-wrap gap-2">
            <contact.Form method="post" action={localePath("/api/contact-host")}>
              <input type="hidden" name="saunaId" value={saunaId} />
              <Button type="submit" variant="secondary" disabled={contact.state !== "idle"}>
                <MessageCircle aria-hidden="true" /> {t("host.contact")}
              </Button>
            </contact.Form>
            {host.phone && (
              <a href={`tel:${host.phone.replace(/[^+\d]/g, "")}`} className={buttonVariants({ variant: "outline" })} aria-label={t("host.callLabel", { name: hostName, phone: host.phone })}>
                <Phone aria-hidden="true" /> {t("host.call")}
              </a>
            )}
          </div>
        </div>
        {badges.length > 0 && (
          <div className="self-center">
            <h3 className="sr-only">{t("host.highlights")}</h3>
            {/* Only what is true of this host (domain/host-badges.ts). */}
            <ul className="grid grid-cols-2 gap-3">
              {badges.map((badge) => {
                const { icon: Icon, label } = BADGES[badge];
                return (
                  <li key={badge} className="flex items-center gap-2 rounded-xl bg-sand-50 px-3 py-3 text-sm text-ink">
                    <Icon className="size-4 shrink-0 text-ember-700" aria-hidden="true" />{t(label)}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
