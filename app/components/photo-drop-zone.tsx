// Choosing photos by dragging them in or browsing, and the row of chosen photos with their remove
// buttons: the review flow, the onboarding wizard and My Account's profile photo share these. What happens to the files (kept
// until submit, or uploaded at once) is the caller's business. The file input itself is hidden;
// the Browse button is what keyboards and screen readers use.
import Camera from "lucide-react/icons/camera";
import Loader2 from "lucide-react/icons/loader-2";
import X from "lucide-react/icons/x";
import { useRef, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";

export function PhotoDropZone({
  onFiles,
  accept,
  disabled = false,
  invalid = false,
  describedBy,
  buttonLabel,
  multiple = true,
  onRefused,
  children,
}: {
  /** The image files dropped or chosen (other kinds of file are left out). */
  onFiles: (files: File[]) => void;
  /** The files left out because they are not images, for a caller that says why. */
  onRefused?: (files: File[]) => void;
  /** false: one photo at a time (a profile photo); only the first file dropped is taken. */
  multiple?: boolean;
  /** What the file picker offers, e.g. "image/jpeg,image/png". */
  accept: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the texts that explain the photos (label, hint, error), for the Browse button. */
  describedBy?: string;
  buttonLabel?: string;
  /** Extra words under the button, e.g. the kinds and size allowed. */
  children?: ReactNode;
}) {
  const t = useT("members");
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const take = (files: FileList | null) => {
    if (!files || disabled) return;
    const chosen = multiple ? Array.from(files) : Array.from(files).slice(0, 1);
    const images = chosen.filter((f) => f.type.startsWith("image/"));
    const others = chosen.filter((f) => !f.type.startsWith("image/"));
    if (images.length > 0) onFiles(images);
    if (others.length > 0) onRefused?.(others);
  };
  return (
    <div
      onDragOver={(e) => { e.preventDefault(); if (!disabled) setDragging(true); }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => { e.preventDefault(); setDragging(false); take(e.dataTransfer.files); }}
      className={cn(
        "mt-2 flex flex-col items-center rounded-2xl border-2 border-dashed p-6 text-center",
        dragging ? "border-ember-500 bg-sand-50" : invalid ? "border-red-400" : "border-sand-300",
      )}
    >
      <Camera className="size-8 text-cedar-500" aria-hidden="true" />
      <p className="mt-2 text-sm text-muted">{multiple ? t("dropZone.dragMany") : t("dropZone.dragOne")}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => fileInput.current?.click()} disabled={disabled} aria-describedby={describedBy}>
        {buttonLabel ?? t("dropZone.browse")}
      </Button>
      {children}
      <input ref={fileInput} type="file" accept={accept} multiple={multiple} hidden onChange={(e) => { take(e.target.files); e.target.value = ""; }} />
    </div>
  );
}

export type PhotoThumbnail = {
  key: string;
  src: string;
  alt: string;
  /** Still on its way (an upload): shown dimmed with a spinner, and not removable yet. */
  pending?: boolean;
};

/** The chosen photos, each with a remove button named after it ("Remove photo 2"). */
export function PhotoThumbnails({ photos, onRemove, className }: { photos: PhotoThumbnail[]; onRemove: (key: string) => void; className?: string }) {
  const t = useT("members");
  if (photos.length === 0) return null;
  return (
    <ul className={cn("mt-3 flex flex-wrap gap-3", className)}>
      {photos.map((photo) => (
        <li key={photo.key} className="relative">
          <img src={photo.src} alt={photo.alt} className={cn("size-20 rounded-xl object-cover", photo.pending && "opacity-50")} />
          {photo.pending ? (
            <span className="absolute inset-0 flex items-center justify-center" role="status">
              <Loader2 className="size-6 animate-spin text-cedar-700" aria-hidden="true" />
              <span className="sr-only">{t("dropZone.uploading", { photo: photo.alt })}</span>
            </span>
          ) : (
            <button
              type="button"
              onClick={() => onRemove(photo.key)}
              aria-label={t("dropZone.remove", { photo: `${photo.alt.charAt(0).toLowerCase()}${photo.alt.slice(1)}` })}
              className="absolute -right-2 -top-2 rounded-full bg-white p-1 shadow"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
