// A listing's photos, for its host in Sauna Settings and for an admin in Edit Sauna (posting the
// same intents to /admin/saunas/photos). Drop them on the zone or browse; each is sent on its own
// (checked by its content on the server and stored under a random name), then can be moved or
// removed; the first is the cover.
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ImagePlus from "lucide-react/icons/image-plus";
import Trash2 from "lucide-react/icons/trash-2";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { MAX_LISTING_PHOTOS } from "#domain/listing";
import { LISTING_PHOTO_ACCEPT } from "#domain/listing-photos";
import { PHOTO_MAX_BYTES, PHOTO_MAX_LABEL } from "#domain/photos";
import { showToast, useToast, type ToastMessage } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";
import type { MessageKey } from "#domain/messages/translate";

/** What a photo change answers with, on either page. */
type PhotoAnswer = { toast?: ToastMessage | null };
/** Its toasts when it worked, as message keys (members), for an action to say in the request's language with serverT. */
export const PHOTO_SAVED_KEY = {
  "photo-add": "photos.added",
  "photo-remove": "photos.removed",
  "photo-order": "photos.reordered",
} as const satisfies Record<"photo-add" | "photo-remove" | "photo-order", MessageKey<"members">>;

/**
 * The listing's photos with their move and remove buttons, and the drop zone. Each change is
 * posted at once (intents photo-add, photo-remove, photo-order) to `action`, the current page
 * unless given, which reloads its data and so passes the new `photos` back.
 */
export function ListingPhotosEditor({ saunaId, photos, action }: { saunaId: string; photos: string[]; action?: string }) {
  const t = useT("members");
  const upload = useFetcher<PhotoAnswer>();
  const change = useFetcher<PhotoAnswer>();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const queue = useRef<File[]>([]);
  const sending = useRef(false);
  const [waiting, setWaiting] = useState(0);
  useToast(change.data?.toast);
  const room = MAX_LISTING_PHOTOS - photos.length;

  // One photo per request, one after another: each stays within the upload limit.
  async function sendQueued() {
    if (sending.current) return;
    sending.current = true;
    while (queue.current.length > 0) {
      setWaiting(queue.current.length);
      const form = new FormData();
      form.set("intent", "photo-add");
      form.set("saunaId", saunaId);
      form.set("photo", queue.current.shift()!);
      await upload.submit(form, { method: "post", encType: "multipart/form-data", action });
    }
    setWaiting(0);
    sending.current = false;
  }
  // Each photo's answer once: added, or why it was refused.
  useToast(upload.data?.toast);

  function add(files: FileList | null) {
    const chosen = [...(files ?? [])];
    const fitting = chosen.filter((f) => {
      if (f.size > PHOTO_MAX_BYTES) {
        showToast({ title: t("photos.fileTooLarge", { name: f.name }), description: t("photos.tooLarge", { max: PHOTO_MAX_LABEL }), variant: "error" });
        return false;
      }
      return true;
    });
    if (fitting.length > room) showToast({ title: t("photos.tooMany"), description: t("photos.atMost", { count: MAX_LISTING_PHOTOS }), variant: "error" });
    queue.current.push(...fitting.slice(0, Math.max(0, room - queue.current.length)));
    if (input.current) input.current.value = "";
    void sendQueued();
  }

  function post(intent: "photo-remove" | "photo-order", fields: Record<string, string | string[]>) {
    const form = new FormData();
    form.set("intent", intent);
    form.set("saunaId", saunaId);
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
    change.submit(form, { method: "post", action });
  }
  function move(index: number, by: -1 | 1) {
    const order = [...photos];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    post("photo-order", { photos: order });
  }

  const uploading = upload.state !== "idle" || waiting > 0;
  return (
    <>
      {photos.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((src, i) => (
            <li key={src} className="overflow-hidden rounded-xl border border-sand-200 bg-sand-50">
              <div className="relative">
                <img src={src} alt={i === 0 ? t("photos.coverAlt", { n: i + 1, total: photos.length }) : t("photos.alt", { n: i + 1, total: photos.length })} className="aspect-[4/3] w-full object-cover" loading="lazy" />
                {i === 0 && <span className="absolute left-2 top-2 rounded-full bg-cedar-900 px-2 py-0.5 text-xs font-medium text-white">{t("photos.cover")}</span>}
              </div>
              <div className="flex justify-between gap-1 p-1.5">
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" className="size-9" disabled={i === 0 || change.state !== "idle"} onClick={() => move(i, -1)} aria-label={t("photos.earlier", { n: i + 1 })}><ArrowUp aria-hidden="true" /></Button>
                  <Button variant="ghost" size="icon" className="size-9" disabled={i === photos.length - 1 || change.state !== "idle"} onClick={() => move(i, 1)} aria-label={t("photos.later", { n: i + 1 })}><ArrowDown aria-hidden="true" /></Button>
                </div>
                <Button variant="ghost" size="icon" className="size-9 text-red-800" disabled={change.state !== "idle"} onClick={() => post("photo-remove", { url: src })} aria-label={t("photos.remove", { n: i + 1 })}><Trash2 aria-hidden="true" /></Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label
        onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => { e.preventDefault(); setDragging(false); add(e.dataTransfer.files); }}
        className={cn(
          "relative mt-4 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-sand-300 p-6 text-center text-sm text-cedar-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ember-500",
          dragging && "border-sea-600 bg-sea-600/5",
          room <= 0 && "cursor-not-allowed opacity-60",
        )}
      >
        <ImagePlus className="size-6" aria-hidden="true" />
        <span className="font-medium text-ink">{uploading ? t("photos.uploading") : t("photos.add")}</span>
        <span>{t("photos.drop", { max: PHOTO_MAX_LABEL })}</span>
        {/* No name: the files are sent one by one from here, so a form around the editor (Edit Sauna) never sends them. */}
        <input ref={input} type="file" accept={LISTING_PHOTO_ACCEPT} multiple disabled={room <= 0} onChange={(e) => add(e.target.files)} className="sr-only" />
      </label>
      <p className="sr-only" aria-live="polite">{uploading ? t("photos.uploadingAll") : ""}</p>
    </>
  );
}
