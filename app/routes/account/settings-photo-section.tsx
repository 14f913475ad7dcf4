// My Account Settings' profile photo: drag one in or browse, see it beside the current one,
// remove it or save it. The browser says at once what the server would refuse (kind and size,
// the same words); the server still decides by the photo's bytes.
import { useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_MAX_LABEL, PHOTO_TOO_LARGE, PHOTO_TYPES_LABEL } from "#domain/photos";
import { emailInitials } from "#domain/format";
import { PhotoDropZone, PhotoThumbnails } from "#app/components/photo-drop-zone";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";

type PhotoAnswer = { toast?: { title: string; description?: string; variant: "success" | "error" } };

/** The server's words for a kind of file it does not take (photo-storage.ts). */
const WRONG_TYPE = `Only ${PHOTO_TYPES_LABEL} photos can be uploaded.`;
const ACCEPTED = new Set(PHOTO_ACCEPT.split(","));

function problemWith(file: File): string | null {
  if (!ACCEPTED.has(file.type)) return WRONG_TYPE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

export function SettingsPhotoSection({ avatarUrl, email }: { avatarUrl: string | null; email: string }) {
  const upload = useFetcher<PhotoAnswer>();
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  useToast(upload.data?.toast);
  const uploading = upload.state !== "idle";

  // The server's answer about the photo last sent: once it has taken it, the page shows it as the
  // current one and the drop zone comes back; if it refused, its reason stays beside the photo.
  const [sent, setSent] = useState<File | null>(null);
  const answer = upload.state === "idle" && sent !== null && sent === chosen ? upload.data?.toast : undefined;
  const unsaved = answer?.variant === "success" ? null : chosen;
  const shownProblem = problem ?? (answer?.variant === "error" ? (answer.description ?? null) : null);

  function choose(files: File[]) {
    const file = files[0];
    const refused = problemWith(file);
    setProblem(refused);
    setChosen(refused ? null : file);
  }

  function save() {
    if (!chosen) return;
    const form = new FormData();
    form.set("intent", "photo");
    form.set("photo", chosen);
    setSent(chosen);
    upload.submit(form, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <section aria-labelledby="photo-heading" className="rounded-2xl border border-sand-200 bg-white p-6">
      <h2 id="photo-heading" className="font-serif text-lg text-cedar-900">Photo</h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        {avatarUrl ? (
          <img src={avatarUrl} alt="Your profile photo" className="size-20 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-full bg-sea-700 text-2xl font-semibold text-white">{emailInitials(email)}</span>
        )}
        <div className="min-w-0 flex-1">
          {unsaved && preview ? (
            <div className="rounded-2xl bg-sand-50 p-4">
              <p className="text-sm font-medium text-ink">New photo</p>
              <PhotoThumbnails photos={[{ key: preview, src: preview, alt: "New profile photo", pending: uploading }]} onRemove={() => setChosen(null)} />
              <div className="mt-4 flex flex-wrap gap-2">
                <Button size="sm" onClick={save} disabled={uploading}>{uploading ? "Uploading..." : "Save photo"}</Button>
                <Button size="sm" variant="outline" onClick={() => setChosen(null)} disabled={uploading}>Keep current photo</Button>
              </div>
            </div>
          ) : (
            <PhotoDropZone
              onFiles={choose}
              onRefused={() => { setProblem(WRONG_TYPE); setChosen(null); }}
              accept={PHOTO_ACCEPT}
              multiple={false}
              invalid={Boolean(shownProblem)}
              describedBy={shownProblem ? "photo-hint photo-problem" : "photo-hint"}
              buttonLabel="Choose profile photo"
            >
              <p id="photo-hint" className="mt-2 text-xs text-muted">{PHOTO_TYPES_LABEL}, at most {PHOTO_MAX_LABEL}.</p>
            </PhotoDropZone>
          )}
          {shownProblem && <p id="photo-problem" role="alert" className="mt-2 text-sm text-red-800">{shownProblem}</p>}
        </div>
      </div>
    </section>
  );
}
