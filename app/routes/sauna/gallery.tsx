import Expand from "lucide-react/icons/expand";
import { lazy, Suspense, useState } from "react";
import type { LightboxImage } from "#app/components/lightbox";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";

// The viewer (a Radix dialog) loads when a photo is first opened or pointed at, not with the
// page (public JavaScript ≤ 120 KB gzip); once loaded it stays mounted.
const loadLightbox = () => import("#app/components/lightbox");
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

/** Desktop columns by photo count, so two or three photos fill the row instead of leaving a gap. */
const COLUMNS: Record<number, string> = { 1: "md:grid-cols-2", 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-4" };

/** Section 3: images 2 to 5 with captions; the lightbox opens on the chosen one. */
export function Gallery({ images }: { images: LightboxImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const [used, setUsed] = useState(false);
  const t = useT("sauna");
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="gallery-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="gallery-heading" className="sr-only">{t("gallery.heading")}</h2>
      <ul className={cn("grid grid-cols-2 gap-3 sm:gap-4", COLUMNS[images.length] ?? "md:grid-cols-4")}>
        {images.map((image, i) => (
          <li key={image.src + i}>
            <figure>
              <button
                type="button"
                onClick={() => {
                  setUsed(true);
                  setOpen(i);
                }}
                onPointerEnter={() => void loadLightbox()}
                onFocus={() => void loadLightbox()}
                className="group relative block w-full overflow-hidden rounded-2xl bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600"
                aria-label={t("gallery.open", { caption: image.caption })}
              >
                <img src={image.src} alt="" loading="lazy" decoding="async" width={1200} height={800} className={cn("w-full object-cover transition duration-300 group-hover:scale-105", images.length <= 2 ? "aspect-[4/3] md:aspect-[16/9]" : "aspect-[4/3]")} />
                <span aria-hidden="true" className="absolute bottom-2 right-2 rounded-full bg-black/45 p-1.5 text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
                  <Expand className="size-4" />
                </span>
              </button>
              <figcaption className="mt-1.5 text-xs text-muted">{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {used && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
