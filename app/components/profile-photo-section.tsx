// A profile photo (My Account Settings, and the owner dashboard's Account): drag one in or browse,
// see it beside the current one, remove it or save it. The browser says at once what the page's
// server would refuse (kind and size, in the server's words); the server still decides by the
// photo's bytes. Saving posts `intent=photo` and `photo` to the page's own action.
import { useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { emailInitials } from "#domain/format";
import { PhotoDropZone, PhotoThumbnails } from "#app/components/photo-drop-zone";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { useT } from "#app/lib/i18n/i18n";

type PhotoAnswer = { error?: string | null; toast?: { title: string; description?: string; variant: "success" | "error" } };

/** What the page's server takes, and its words when it refuses. */
export type ProfilePhotoRules = {
  /** The types the file picker offers and the browser checks, e.g. "image/jpeg,image/png". */
  accept: string;
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
  /** Under the Browse button, e.g. "JPG, PNG, GIF or WebP, at most 5 MB." */
  hint: string;
};

export function ProfilePhotoSection({ avatarUrl, email, rules }: { avatarUrl: string | null; email: string; rules: ProfilePhotoRules }) {
  const t = useT("members");
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
  const refusal = upload.state === "idle" && sent !== null && sent === chosen ? (upload.data?.error ?? null) : null;
  const shownProblem = problem ?? refusal ?? (answer?.variant === "error" ? (answer.description ?? null) : null);

  function problemWith(file: File): string | null {
    if (!rules.accept.split(",").includes(file.type)) return rules.wrongType;
    if (file.size > rules.maxBytes) return rules.tooLarge;
    return null;
  }

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
      <h2 id="photo-heading" className="font-serif text-lg text-cedar-900">{t("profilePhoto.heading")}</h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        {avatarUrl ? (
          <img src={avatarUrl} alt={t("profilePhoto.current")} className="size-20 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-full bg-sea-700 text-2xl font-semibold text-white">{emailInitials(email)}</span>
        )}
        <div className="min-w-0 flex-1">
          {unsaved && preview ? (
            <div className="rounded-2xl bg-sand-50 p-4">
              <p className="text-sm font-medium text-ink">{t("profilePhoto.new")}</p>
              <PhotoThumbnails photos={[{ key: preview, src: preview, alt: t("profilePhoto.newAlt"), pending: uploading }]} onRemove={() => setChosen(null)} />
              <div className="mt-4 flex flex-wrap gap-2">
                <Button size="sm" onClick={save} disabled={uploading}>{uploading ? t("photos.uploading") : t("profilePhoto.save")}</Button>
                <Button size="sm" variant="outline" onClick={() => setChosen(null)} disabled={uploading}>{t("profilePhoto.keep")}</Button>
              </div>
            </div>
          ) : (
            <PhotoDropZone
              onFiles={choose}
              onRefused={() => { setProblem(rules.wrongType); setChosen(null); }}
              accept={rules.accept}
              multiple={false}
              invalid={Boolean(shownProblem)}
              describedBy={shownProblem ? "photo-hint photo-problem" : "photo-hint"}
              buttonLabel={t("profilePhoto.choose")}
            >
              <p id="photo-hint" className="mt-2 text-xs text-muted">{rules.hint}</p>
            </PhotoDropZone>
          )}
          {shownProblem && <p id="photo-problem" role="alert" className="mt-2 text-sm text-red-800">{shownProblem}</p>}
        </div>
      </div>
    </section>
  );
}
