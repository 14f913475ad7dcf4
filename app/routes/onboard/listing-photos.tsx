// The listing's photos on step 1: each photo dropped or chosen is uploaded at once (intent=photo)
// and its address joins the draft; removing one deletes the upload. The browser checks kind and
// size first to save a wasted upload; the server decides by the photo's content.
import { useEffect, useRef, useState } from "react";
import { useFetcher, useSubmit } from "react-router";
import { MAX_LISTING_PHOTOS } from "#domain/listing";
import { LISTING_PHOTO_ACCEPT, LISTING_PHOTO_TYPES, LISTING_PHOTO_TYPES_LABEL, PHOTOS_HINT } from "#domain/listing-photos";
import { PHOTO_MAX_BYTES, PHOTO_MAX_LABEL, PHOTO_TOO_LARGE } from "#domain/photos";
import { PhotoDropZone, PhotoThumbnails } from "#app/components/photo-drop-zone";
import { FieldError } from "./field";
import { fieldId } from "./step-errors";
import type { OnboardAction } from "./onboard";

type Pending = { key: string; file: File; preview: string };
type Problem = { key: string; text: string };

export function ListingPhotos({ photos, onChange, error }: { photos: string[]; onChange: (change: (photos: string[]) => string[]) => void; error: string | undefined }) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  const submit = useSubmit();
  const id = fieldId("saunaDetails.photos");
  const room = MAX_LISTING_PHOTOS - photos.length - pending.length;

  function add(files: File[]) {
    const found: Problem[] = [];
    const accepted: Pending[] = [];
    for (const file of files) {
      const key = `${file.name}-${crypto.getRandomValues(new Uint32Array(1))[0]}`;
      if (!(LISTING_PHOTO_TYPES as readonly string[]).includes(file.type)) found.push({ key, text: `${file.name}: only ${LISTING_PHOTO_TYPES_LABEL} photos can be uploaded.` });
      else if (file.size > PHOTO_MAX_BYTES) found.push({ key, text: `${file.name}: ${PHOTO_TOO_LARGE}` });
      else if (accepted.length >= room) found.push({ key, text: `${file.name}: you can add up to ${MAX_LISTING_PHOTOS} photos.` });
      else accepted.push({ key, file, preview: URL.createObjectURL(file) });
    }
    setProblems(found);
    setPending((current) => [...current, ...accepted]);
  }

  function finished(item: Pending, result: { ok: true; url: string } | { ok: false; error: string }) {
    URL.revokeObjectURL(item.preview);
    setPending((current) => current.filter((p) => p.key !== item.key));
    if (result.ok) onChange((current) => [...current, result.url]);
    else setProblems((current) => [...current, { key: item.key, text: `${item.file.name}: ${result.error}` }]);
  }

  function remove(url: string) {
    onChange((current) => current.filter((p) => p !== url));
    // Its own request, so removing several quickly sends each one.
    submit({ intent: "remove-photo", url }, { method: "post", action: "/onboard", navigate: false, fetcherKey: `remove-photo:${url}` });
  }

  const thumbnails = [
    ...photos.map((url, i) => ({ key: url, src: url, alt: `Photo ${i + 1}` })),
    ...pending.map((p, i) => ({ key: p.key, src: p.preview, alt: `Photo ${photos.length + i + 1}`, pending: true })),
  ];
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-cedar-900">Photos</p>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">{PHOTOS_HINT}</p>
      <div id={id} tabIndex={-1} className="outline-none">
        <PhotoDropZone
          onFiles={add}
          accept={LISTING_PHOTO_ACCEPT}
          disabled={room <= 0}
          invalid={Boolean(error)}
          describedBy={[`${id}-label`, `${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
        >
          <p className="mt-2 text-xs text-muted">{LISTING_PHOTO_TYPES_LABEL}, at most {PHOTO_MAX_LABEL} each, up to {MAX_LISTING_PHOTOS} photos.</p>
        </PhotoDropZone>
      </div>
      <PhotoThumbnails photos={thumbnails} onRemove={remove} />
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {photos.length === 0 ? "No photos yet." : `${photos.length} ${photos.length === 1 ? "photo" : "photos"} uploaded.`}
        {pending.length > 0 && ` Uploading ${pending.length}…`}
      </p>
      {problems.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm font-medium text-red-800">
          {problems.map((p) => <li key={p.key}>{p.text}</li>)}
        </ul>
      )}
      <FieldError id={id} error={error} />
      {pending.map((item) => <PhotoUpload key={item.key} file={item.file} onDone={(result) => finished(item, result)} />)}
    </div>
  );
}

/** Sends one photo as soon as it is chosen, and reports the answer once. */
function PhotoUpload({ file, onDone }: { file: File; onDone: (result: { ok: true; url: string } | { ok: false; error: string }) => void }) {
  const upload = useFetcher<OnboardAction>();
  const sent = useRef(false);
  const reported = useRef(false);
  useEffect(() => {
    if (sent.current) return; // once, even when React runs effects twice in development
    sent.current = true;
    const form = new FormData();
    form.set("intent", "photo");
    form.set("photo", file);
    void upload.submit(form, { method: "post", action: "/onboard", encType: "multipart/form-data" });
  }, [upload, file]);
  useEffect(() => {
    if (upload.state !== "idle" || !upload.data || reported.current) return;
    reported.current = true;
    const data = upload.data;
    onDone(data.ok && "url" in data && typeof data.url === "string" ? { ok: true, url: data.url } : { ok: false, error: data.ok ? "The upload failed. Please try again." : data.error });
  }, [upload.state, upload.data, onDone]);
  return null;
}
