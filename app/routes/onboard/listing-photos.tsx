// The listing's photos on step 1: each photo dropped or chosen is uploaded at once (intent=photo)
// and its address joins the draft; removing one deletes the upload. The browser checks kind and
// size first to save a wasted upload; the server decides by the photo's content.
import { useEffect, useRef, useState } from "react";
import { useFetcher, useSubmit } from "react-router";
import { MAX_LISTING_PHOTOS, RECOMMENDED_PHOTOS } from "#domain/listing";
import { LISTING_PHOTO_ACCEPT, LISTING_PHOTO_TYPES } from "#domain/listing-photos";
import { PHOTO_MAX_BYTES, PHOTO_MAX_LABEL } from "#domain/photos";
import { PhotoDropZone, PhotoThumbnails } from "#app/components/photo-drop-zone";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { FieldError } from "./field";
import { fieldId } from "./step-errors";
import type { OnboardAction } from "./onboard";

type Pending = { key: string; file: File; preview: string };
type Problem = { key: string; text: string };

export function ListingPhotos({ photos, onChange, error }: { photos: string[]; onChange: (change: (photos: string[]) => string[]) => void; error: string | undefined }) {
  const t = useT("onboard");
  const localePath = useLocalePath();
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  const submit = useSubmit();
  const types = t("photos.types");
  const id = fieldId("saunaDetails.photos");
  const room = MAX_LISTING_PHOTOS - photos.length - pending.length;

  function add(files: File[]) {
    const found: Problem[] = [];
    const accepted: Pending[] = [];
    for (const file of files) {
      const key = `${file.name}-${crypto.getRandomValues(new Uint32Array(1))[0]}`;
      if (!(LISTING_PHOTO_TYPES as readonly string[]).includes(file.type)) found.push({ key, text: t("photos.wrongType", { file: file.name, types }) });
      else if (file.size > PHOTO_MAX_BYTES) found.push({ key, text: t("photos.tooLarge", { file: file.name, size: PHOTO_MAX_LABEL }) });
      else if (accepted.length >= room) found.push({ key, text: t("photos.tooMany", { file: file.name, count: MAX_LISTING_PHOTOS }) });
      else accepted.push({ key, file, preview: URL.createObjectURL(file) });
    }
    setProblems(found);
    setPending((current) => [...current, ...accepted]);
  }

  function finished(item: Pending, result: { ok: true; url: string } | { ok: false; error: string }) {
    URL.revokeObjectURL(item.preview);
    setPending((current) => current.filter((p) => p.key !== item.key));
    if (result.ok) onChange((current) => [...current, result.url]);
    else setProblems((current) => [...current, { key: item.key, text: t("photos.failed", { file: item.file.name, problem: result.error }) }]);
  }

  function remove(url: string) {
    onChange((current) => current.filter((p) => p !== url));
    // Its own request, so removing several quickly sends each one.
    submit({ intent: "remove-photo", url }, { method: "post", action: localePath("/onboard"), navigate: false, fetcherKey: `remove-photo:${url}` });
  }

  const thumbnails = [
    ...photos.map((url, i) => ({ key: url, src: url, alt: t("photos.alt", { number: i + 1 }) })),
    ...pending.map((p, i) => ({ key: p.key, src: p.preview, alt: t("photos.alt", { number: photos.length + i + 1 }), pending: true })),
  ];
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-cedar-900">{t("photos.label")}</p>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">{t("photos.hint", { count: RECOMMENDED_PHOTOS })}</p>
      <div id={id} tabIndex={-1} className="outline-none">
        <PhotoDropZone
          onFiles={add}
          accept={LISTING_PHOTO_ACCEPT}
          disabled={room <= 0}
          invalid={Boolean(error)}
          describedBy={[`${id}-label`, `${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
        >
          <p className="mt-2 text-xs text-muted">{t("photos.limits", { types, size: PHOTO_MAX_LABEL, count: MAX_LISTING_PHOTOS })}</p>
        </PhotoDropZone>
      </div>
      <PhotoThumbnails photos={thumbnails} onRemove={remove} />
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {photos.length === 0 ? t("photos.none") : t("photos.uploaded", { count: photos.length })}
        {pending.length > 0 && t("photos.uploading", { count: pending.length })}
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
  const t = useT("onboard");
  const action = useLocalePath()("/onboard");
  const upload = useFetcher<OnboardAction>();
  const sent = useRef(false);
  const reported = useRef(false);
  useEffect(() => {
    if (sent.current) return; // once, even when React runs effects twice in development
    sent.current = true;
    const form = new FormData();
    form.set("intent", "photo");
    form.set("photo", file);
    void upload.submit(form, { method: "post", action, encType: "multipart/form-data" });
  }, [upload, file, action]);
  useEffect(() => {
    if (upload.state !== "idle" || !upload.data || reported.current) return;
    reported.current = true;
    const data = upload.data;
    onDone(data.ok && "url" in data && typeof data.url === "string" ? { ok: true, url: data.url } : { ok: false, error: data.ok ? t("photos.uploadFailed") : data.error });
  }, [upload.state, upload.data, onDone, t]);
  return null;
}
