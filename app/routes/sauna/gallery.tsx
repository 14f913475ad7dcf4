import { useState } from "react";
import { Lightbox, type LightboxImage } from "../../components/lightbox";

/** Section 3: images 2 to 5 with captions; the lightbox opens on the chosen one. */
export function Gallery({ images }: { images: LightboxImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="gallery-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="gallery-heading" className="sr-only">Gallery</h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {images.map((image, i) => (
          <li key={image.src + i}>
            <figure>
              <button type="button" onClick={() => setOpen(i)} className="block w-full overflow-hidden rounded-2xl" aria-label={`Open photo: ${image.caption}`}>
                <img src={image.src} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover transition hover:scale-105" />
              </button>
              <figcaption className="mt-1 text-xs text-muted">{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </section>
  );
}
