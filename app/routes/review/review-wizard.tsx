import Clock from "lucide-react/icons/clock";
import { countyLabel } from "#app/components/labels";
import MapPin from "lucide-react/icons/map-pin";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { formatDate } from "#domain/format-date";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_MAX_LABEL } from "#domain/photos";
import { REVIEW_MAX_PHOTOS, REVIEW_MIN_CHARACTERS, SUB_RATINGS } from "#domain/review-request";
import { PhotoDropZone, PhotoThumbnails } from "#app/components/photo-drop-zone";
import { showToast } from "#app/components/toaster";
import { Button, buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { StarRating } from "./star-rating";

type Sauna = { id: string; name: string; county: string; location: string | null; image: string | null };
type Result = { error: string | null; fieldErrors: Record<string, string> };

/** Each overall rating's caption (domain/constants.ts's STAR_CAPTIONS, as messages). */
const STAR_CAPTION = { 1: "review.caption.1", 2: "review.caption.2", 3: "review.caption.3", 4: "review.caption.4", 5: "review.caption.5" } as const;
/** The detailed ratings' names (domain/review-request.ts's SUB_RATINGS, as messages): the sauna page shows them too. */
const SUB_RATING_LABEL = {
  heatRating: "reviews.sub.heat", cleanlinessRating: "reviews.sub.cleanliness", viewRating: "reviews.sub.view", staffRating: "reviews.sub.staff", valueRating: "reviews.sub.value",
} as const satisfies Record<(typeof SUB_RATINGS)[number]["value"], string>;


export function ReviewWizard({ sauna }: { sauna: Sauna }) {
  const [chosenStep, setStep] = useState(1);
  const [rating, setRating] = useState(0);
  const [subRatings, setSubRatings] = useState<Record<string, number>>(Object.fromEntries(SUB_RATINGS.map((s) => [s.value, 5])));
  const [comment, setComment] = useState("");
  const [recommend, setRecommend] = useState<"yes" | "no" | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const fetcher = useFetcher<Result>();
  const navigate = useNavigate();
  const t = useT("sauna");
  const common = useT("common");
  const locale = useLocale();
  const localePath = useLocalePath();
  const submitting = fetcher.state !== "idle";
  // The success step follows from the server's answer rather than from local state.
  const submitted = fetcher.state === "idle" && fetcher.data !== undefined && fetcher.data.error === null;
  const step = submitted ? 4 : chosenStep;
  const textOk = comment.trim().length >= REVIEW_MIN_CHARACTERS;
  const previews = useMemo(() => photos.map((f) => URL.createObjectURL(f)), [photos]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  // A new step takes focus to its heading, as a new page does; the first step, on arrival, leaves
  // focus where the page put it (a heading boxed in by the focus ring on load looks broken).
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) heading.current?.focus();
    arrived.current = true;
  }, [step]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.error) showToast({ title: t("review.failed"), description: fetcher.data.error, variant: "error" });
    else showToast({ title: t("review.submitted"), description: t("review.submittedText"), variant: "success" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [fetcher.state, fetcher.data]);

  function addPhotos(images: File[]) {
    const tooBig = images.filter((f) => f.size > PHOTO_MAX_BYTES);
    if (tooBig.length) showToast({ title: t("review.photoTooLarge"), description: t("review.photoTooLargeText", { max: PHOTO_MAX_LABEL }), variant: "error" });
    setPhotos((current) => [...current, ...images.filter((f) => f.size <= PHOTO_MAX_BYTES)].slice(0, REVIEW_MAX_PHOTOS));
  }

  function submit() {
    const form = new FormData();
    form.set("rating", String(rating));
    for (const [key, value] of Object.entries(subRatings)) form.set(key, String(value));
    form.set("comment", comment);
    if (recommend) form.set("wouldRecommend", recommend);
    for (const photo of photos) form.append("photos", photo);
    fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-2xl px-4 py-10">
      {step < 4 && (
        <div className="mb-6">
          <p className="text-sm text-muted">{t("review.step", { step, total: 4 })}</p>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-sand-100" role="progressbar" aria-label={t("review.progress")} aria-valuemin={1} aria-valuemax={4} aria-valuenow={step}>
            <div className="h-full rounded-full bg-ember-500 transition-all" style={{ width: `${(step / 4) * 100}%` }} />
          </div>
        </div>
      )}
      <div className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        {step === 1 && (
          <section>
            <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-sand-100">
              {sauna.image && <img src={sauna.image} alt={sauna.name} className="size-full object-cover" />}
            </div>
            <h1 ref={heading} tabIndex={-1} className="mt-6 font-serif text-3xl text-cedar-900 outline-none">{sauna.name}</h1>
            <p className="mt-1 flex items-center gap-1 text-muted"><MapPin className="size-4" aria-hidden="true" />{sauna.location ? `${sauna.location}, ` : ""}{countyLabel(common, sauna.county)}</p>
            <dl className="mt-4 grid grid-cols-2 gap-4 rounded-2xl bg-sand-50 p-4 text-sm">
              <div><dt className="text-muted">{t("review.visitDate")}</dt><dd className="font-medium">{formatDate(new Date(), locale)}</dd></div>
              <div><dt className="text-muted">{t("review.typicalTime")}</dt><dd className="flex items-center gap-1 font-medium"><Clock className="size-4" aria-hidden="true" />{t("review.typicalTimeValue")}</dd></div>
            </dl>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => navigate(-1)}>{t("review.later")}</Button>
              <Button onClick={() => setStep(2)}>{t("review.start")}</Button>
            </div>
          </section>
        )}

        {step === 2 && (
          <section>
            <h1 ref={heading} tabIndex={-1} className="font-serif text-2xl text-cedar-900 outline-none">{t("review.howWas")}</h1>
            <StarRating value={rating} onChange={setRating} describedBy="rating-caption" />
            <p id="rating-caption" className="mt-2 h-6 text-center font-medium text-cedar-700" aria-live="polite">{rating >= 1 && rating <= 5 ? t(STAR_CAPTION[rating as keyof typeof STAR_CAPTION]) : ""}</p>
            <div className="mt-6 space-y-5">
              {SUB_RATINGS.map(({ value: key }) => (
                <div key={key}>
                  <div className="flex justify-between text-sm">
                    <label htmlFor={key} className="font-medium text-ink">{t(SUB_RATING_LABEL[key])}</label>
                    <span className="text-muted">{subRatings[key]}/10</span>
                  </div>
                  <input id={key} type="range" min={0} max={10} step={1} value={subRatings[key]} onChange={(e) => setSubRatings((s) => ({ ...s, [key]: Number(e.target.value) }))} className="mt-2 w-full accent-ember-600" />
                </div>
              ))}
            </div>
            <div className="mt-8 flex justify-between gap-2">
              <Button variant="outline" onClick={() => setStep(1)}>{t("review.back")}</Button>
              <Button onClick={() => setStep(3)} disabled={rating < 1}>{t("review.continue")}</Button>
            </div>
          </section>
        )}

        {step === 3 && (
          <section>
            <h1 ref={heading} tabIndex={-1} className="font-serif text-2xl text-cedar-900 outline-none">{t("review.tell")}</h1>
            <label htmlFor="comment" className="mt-6 block text-sm font-medium text-ink">{t("review.yours")}</label>
            <textarea
              id="comment"
              rows={6}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              maxLength={4000}
              aria-describedby="comment-hint"
              aria-invalid={comment.length > 0 && !textOk}
              className="mt-2 w-full rounded-xl border border-sand-300 p-4 text-base focus:border-ember-500"
              placeholder={t("review.placeholder")}
            />
            <p id="comment-hint" className={cn("mt-1 text-sm", comment.length > 0 && !textOk ? "text-red-800" : "text-muted")}>
              {textOk ? t("review.characters", { count: comment.trim().length }) : t("review.minimum", { count: REVIEW_MIN_CHARACTERS })}
            </p>
            <fieldset className="mt-6">
              <legend className="text-sm font-medium text-ink">{t("review.recommend")}</legend>
              <div className="mt-2 flex gap-2">
                {(["yes", "no"] as const).map((v) => (
                  <button key={v} type="button" aria-pressed={recommend === v} onClick={() => setRecommend(recommend === v ? null : v)}
                    className={cn("rounded-full border px-5 py-2 text-sm font-medium", recommend === v ? "border-sea-700 bg-sea-700 text-white" : "border-sand-300 bg-white")}>
                    {v === "yes" ? t("review.yes") : t("review.no")}
                  </button>
                ))}
              </div>
            </fieldset>
            <div className="mt-6">
              <p className="text-sm font-medium text-ink" id="photos-label">{t("review.photos", { count: REVIEW_MAX_PHOTOS })}</p>
              <PhotoDropZone onFiles={addPhotos} accept={PHOTO_ACCEPT} disabled={photos.length >= REVIEW_MAX_PHOTOS} describedBy="photos-label" />
              <PhotoThumbnails
                photos={previews.map((src, i) => ({ key: src, src, alt: t("review.photoAlt", { number: i + 1 }) }))}
                onRemove={(key) => setPhotos((p) => p.filter((_, j) => previews[j] !== key))}
              />
            </div>
            <div className="mt-8 flex justify-between gap-2">
              <Button variant="outline" onClick={() => setStep(2)} disabled={submitting}>{t("review.back")}</Button>
              <Button onClick={submit} disabled={!textOk || submitting}>{submitting ? t("review.submitting") : t("review.submit")}</Button>
            </div>
          </section>
        )}

        {step === 4 && (
          <section className="text-center">
            <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl text-cedar-900 outline-none">{t("review.live")}</h1>
            <p className="mt-3 text-muted">{t("review.thanks", { name: sauna.name })}</p>
            <p className="mt-4 rounded-xl bg-sand-50 p-4 text-sm text-cedar-700">{t("review.moderated")}</p>
            <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
              <Link to={localePath("/my-account/reviews")} className={buttonVariants()}>{t("review.viewMine")}</Link>
              <Link to={localePath("/")} className={buttonVariants({ variant: "outline" })}>{t("review.home")}</Link>
            </div>
          </section>
        )}
      </div>
    </main>
  );
}
