// The found places (docs/product.md §2 'Discovery'): Total / New / Existing, one card per place with
// 'Add to Directory', and 'Add All (n)', which adds the new ones one after another with its
// progress on screen and the 'Batch Add Complete' toast at the end.
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import ExternalLink from "lucide-react/icons/external-link";
import ImageOff from "lucide-react/icons/image-off";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import Plus from "lucide-react/icons/plus";
import Star from "lucide-react/icons/star";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { DiscoverySearchAnswer, DiscoveryResult } from "#server/features/admin/discovery.service";
import { showToast } from "#app/components/toaster";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { DiscoveryAction } from "./discovery";

const placeKey = (place: DiscoveryResult) => place.placeId ?? `${place.title}|${place.address ?? ""}`;

/** What 'Add to Directory' posts: the place as found, and the search it was found by. */
function addForm(place: DiscoveryResult, search: DiscoverySearchAnswer["search"]): Record<string, string> {
  const fields: Record<string, string | number | undefined> = {
    intent: "add",
    title: place.title,
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    website: place.website,
    phone: place.phone,
    rating: place.rating,
    reviews: place.reviews,
    placeId: place.placeId,
    searchType: search.searchType,
    location: search.location,
    county: search.county,
  };
  return Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
}

type Batch = { total: number; done: number; added: number; failed: number };

/** Adds places one at a time through one fetcher: a single card's button, or the whole queue of 'Add All'. */
function useAddToDirectory(search: DiscoverySearchAnswer["search"], onAdded: (place: DiscoveryResult) => void) {
  const fetcher = useFetcher<DiscoveryAction>();
  const queue = useRef<DiscoveryResult[]>([]);
  const current = useRef<{ place: DiscoveryResult; previous: unknown } | null>(null);
  const batchRef = useRef<Batch | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const t = useT("admin");
  const localePath = useLocalePath();

  function send(place: DiscoveryResult) {
    current.current = { place, previous: fetcher.data };
    setAdding(placeKey(place));
    fetcher.submit(addForm(place, search), { method: "post", action: localePath("/admin/discovery") });
  }

  useEffect(() => {
    const sent = current.current;
    if (fetcher.state !== "idle" || !sent) return;
    current.current = null;
    // No new answer at all (the connection failed) counts as a failure without a message.
    const result = fetcher.data !== sent.previous && fetcher.data?.intent === "add" ? fetcher.data : undefined;
    const ok = result?.ok === true;
    if (ok) onAdded(sent.place);
    const counts = batchRef.current;
    if (counts) {
      counts.done++;
      if (ok) counts.added++;
      else counts.failed++;
      setBatch({ ...counts });
    } else if (ok) {
      showToast({ title: t("discovery.toast.added"), description: t("discovery.toast.addedText", { name: sent.place.title }), variant: "success" });
    } else {
      const failure = result && !result.ok ? result : undefined;
      showToast({ title: failure?.title ?? t("discovery.toast.failedToAdd"), description: failure?.error || t("discovery.toast.couldNotAdd"), variant: "error" });
    }
    const next = queue.current.shift();
    if (next) return send(next);
    setAdding(null);
    if (counts) {
      showToast({ title: t("discovery.toast.batchComplete"), description: t("discovery.toast.batchText", { count: counts.added, failed: counts.failed }), variant: counts.failed ? "info" : "success" });
      batchRef.current = null;
      setBatch(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [fetcher.state, fetcher.data]);

  return {
    adding,
    batch,
    busy: adding !== null,
    addOne: send,
    addAll(places: DiscoveryResult[]) {
      if (places.length === 0) return;
      batchRef.current = { total: places.length, done: 0, added: 0, failed: 0 };
      setBatch({ ...batchRef.current });
      queue.current = places.slice(1);
      send(places[0]);
    },
  };
}

export function DiscoveryResults({ answer }: { answer: DiscoverySearchAnswer }) {
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const adder = useAddToDirectory(answer.search, (place) => setAdded((keys) => new Set(keys).add(placeKey(place))));
  const results = answer.results.map((r) => ({ ...r, existing: r.existing || added.has(placeKey(r)) }));
  const fresh = results.filter((r) => !r.existing);
  const existing = results.length - fresh.length;
  const t = useT("admin");

  return (
    <section aria-labelledby="discovery-results-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="discovery-results-heading" className="mr-2 font-serif text-xl text-cedar-900">{t("discovery.results")}</h2>
          <Badge>{t("discovery.total", { count: results.length })}</Badge>
          <Badge className="bg-emerald-100 text-emerald-900">{t("discovery.new", { count: fresh.length })}</Badge>
          <Badge className="bg-stone-100 text-stone-700">{t("discovery.existing", { count: existing })}</Badge>
        </div>
        <Button onClick={() => adder.addAll(fresh)} disabled={fresh.length === 0 || adder.busy}>
          <Plus aria-hidden="true" /> {t("discovery.addAll", { count: fresh.length })}
        </Button>
      </div>

      {adder.batch && (
        <div role="status" className="rounded-2xl border border-sand-200 bg-white p-4">
          <label htmlFor="discovery-batch-progress" className="text-sm font-medium text-cedar-900">
            {t("discovery.progress", { done: Math.min(adder.batch.done + 1, adder.batch.total), total: adder.batch.total })}
          </label>
          <progress id="discovery-batch-progress" max={adder.batch.total} value={adder.batch.done} className="mt-2 block h-2 w-full accent-ember-600" />
        </div>
      )}

      {results.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-10 text-center text-muted">
          {t("discovery.noPlaces")}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {results.map((place) => (
            <li key={placeKey(place)}>
              <ResultCard place={place} adding={adder.adding === placeKey(place)} disabled={adder.busy} onAdd={() => adder.addOne(place)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ResultCard({ place, adding, disabled, onAdd }: { place: DiscoveryResult; adding: boolean; disabled: boolean; onAdd: () => void }) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const t = useT("admin");
  return (
    <article className="flex h-full gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      {place.thumbnail && !thumbnailFailed ? (
        <img src={place.thumbnail} alt="" width={64} height={84} loading="lazy" referrerPolicy="no-referrer" onError={() => setThumbnailFailed(true)} className="h-21 w-16 shrink-0 rounded-xl bg-sand-100 object-cover" />
      ) : (
        <span className="flex h-21 w-16 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-cedar-500" aria-hidden="true">
          <ImageOff className="size-5" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm">
        <h3 className="font-semibold text-ink">{place.title}</h3>
        {place.address && (
          <p className="flex gap-1.5 text-muted"><MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />{place.address}</p>
        )}
        {place.rating !== undefined && (
          <p className="flex items-center gap-1.5 text-cedar-900">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            {place.rating.toFixed(1)}
            {place.reviews !== undefined && <span className="text-muted">{t("discovery.reviews", { count: place.reviews })}</span>}
          </p>
        )}
        {place.phone && (
          <a href={`tel:${place.phone.replace(/[^\d+]/g, "")}`} className="flex items-center gap-1.5 text-cedar-900 hover:underline">
            <Phone className="size-4" aria-hidden="true" />{place.phone}
          </a>
        )}
        {place.website && (
          <a href={place.website} target="_blank" rel="noopener noreferrer" className="flex items-center gap-1.5 font-medium text-ember-700 hover:underline">
            <ExternalLink className="size-4" aria-hidden="true" />{t("discovery.website")}<span className="sr-only">{t("discovery.websiteOf", { title: place.title })}</span>
          </a>
        )}
        <div className="mt-auto pt-2">
          {place.existing ? (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-700">
              <CheckCircle2 className="size-4" aria-hidden="true" /> {t("discovery.alreadyIn")}
            </p>
          ) : (
            <Button size="sm" variant="secondary" disabled={disabled} onClick={onAdd} aria-label={t("discovery.addLabel", { title: place.title })}>
              <Plus aria-hidden="true" /> {adding ? t("discovery.adding") : t("discovery.add")}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
