import * as DialogPrimitive from "@radix-ui/react-dialog";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import X from "lucide-react/icons/x";
import { useRef } from "react";
import { useReturnFocus } from "#app/lib/use-return-focus";
import { useT } from "#app/lib/i18n/i18n";

export type LightboxImage = { src: string; caption: string };

/** A full-screen photo viewer: previous/next wrap around, arrow keys and swipes move, Escape closes. */
export function Lightbox({ images, index, onIndexChange, onClose }: {
  images: LightboxImage[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const open = index !== null;
  const current = open ? images[index] : null;
  const step = (by: number) => index !== null && onIndexChange((index + by + images.length) % images.length);
  const swipeStart = useRef<number | null>(null);
  const returnFocus = useReturnFocus(open);
  // The sauna page's gallery is where photos open (namespace `sauna`).
  const t = useT("sauna");
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none"
          onCloseAutoFocus={returnFocus}
          onKeyDown={(e) => {
            if (e.key === "ArrowRight") step(1);
            if (e.key === "ArrowLeft") step(-1);
          }}
          onTouchStart={(e) => (swipeStart.current = e.touches[0]?.clientX ?? null)}
          onTouchEnd={(e) => {
            const start = swipeStart.current;
            const end = e.changedTouches[0]?.clientX;
            swipeStart.current = null;
            if (start !== null && end !== undefined && Math.abs(end - start) > 50) step(end < start ? 1 : -1);
          }}
        >
          {/* The photo's caption names it and counts it among the sauna's photos ("photo 2 of 3"),
              as under its thumbnail: one count, not a second one of the gallery's own. */}
          <DialogPrimitive.Title className="sr-only">{current?.caption}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">{t("lightbox.help")}</DialogPrimitive.Description>
          {current && (
            <figure className="flex max-h-full w-full max-w-5xl flex-col items-center">
              <img src={current.src} alt={current.caption} className="max-h-[78vh] w-auto max-w-full rounded-xl object-contain" />
              <figcaption className="mt-3 text-center text-sm text-sand-100">{current.caption}</figcaption>
            </figure>
          )}
          <button type="button" onClick={() => step(-1)} aria-label={t("lightbox.previous")} className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/15 p-3 text-white hover:bg-white/25 sm:left-6">
            <ChevronLeft className="size-6" aria-hidden="true" />
          </button>
          <button type="button" onClick={() => step(1)} aria-label={t("lightbox.next")} className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/15 p-3 text-white hover:bg-white/25 sm:right-6">
            <ChevronRight className="size-6" aria-hidden="true" />
          </button>
          <DialogPrimitive.Close aria-label={t("lightbox.close")} className="absolute right-4 top-4 rounded-full bg-white/15 p-2 text-white hover:bg-white/25">
            <X className="size-6" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
