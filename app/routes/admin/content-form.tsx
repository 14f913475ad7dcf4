// The article editor of admin Content (new and edit): title, category, summary, plain-text body,
// read time and image, with the server's message under each field.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  ARTICLE_BODY_MAX, ARTICLE_CATEGORY_MAX, ARTICLE_EXCERPT_MAX, ARTICLE_TITLE_MAX, READ_MINUTES_MAX, SUGGESTED_CATEGORIES,
} from "#domain/article-schema";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_MAX_LABEL } from "#domain/photos";
import { Field } from "#app/components/field";
import { Button } from "#app/components/ui/button";
import { Input, Label } from "#app/components/ui/input";
import { useT } from "#app/lib/i18n/i18n";

export type ArticleDraft = {
  title: string;
  category: string;
  excerpt: string;
  body: string;
  readMinutes: number | null;
  image: string | null;
  isPublished: boolean;
};

const textareaClass = "w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:border-ember-500";

export function ArticleForm({ article, categories, errors, error }: {
  article: ArticleDraft | null;
  categories: string[];
  errors: Record<string, string>;
  error?: string;
}) {
  const t = useT("admin");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [imageError, setImageError] = useState<string | null>(null);
  const suggestions = [...new Set([...SUGGESTED_CATEGORIES, ...categories])];

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        // The server refuses it too (413); saying so here saves sending a large file for nothing.
        const file = (event.currentTarget.elements.namedItem("image") as HTMLInputElement | null)?.files?.[0];
        const problem = file && file.size > PHOTO_MAX_BYTES ? t("content.form.tooLarge", { max: PHOTO_MAX_LABEL }) : null;
        setImageError(problem);
        if (problem) event.preventDefault();
      }}
    >
      {error && <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">{error}</p>}
      <fieldset disabled={saving} className="space-y-6 rounded-2xl border border-sand-200 bg-white p-6">
        <legend className="sr-only">{t("content.article")}</legend>
        <Field
          look="form"
          id="title"
          label={t("content.form.title")}
          hint={t(article?.isPublished ? "content.form.titleHintPublished" : "content.form.titleHint")}
          error={errors.title}
        >
          {(control) => <Input {...control} name="title" defaultValue={article?.title} maxLength={ARTICLE_TITLE_MAX} required />}
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field look="form" id="category" label={t("content.form.category")} error={errors.category}>
            {(control) => (
              <>
                <Input {...control} name="category" list="article-categories" defaultValue={article?.category} maxLength={ARTICLE_CATEGORY_MAX} required />
                <datalist id="article-categories">
                  {suggestions.map((c) => <option key={c} value={c} />)}
                </datalist>
              </>
            )}
          </Field>
          <Field look="form" id="readMinutes" label={t("content.form.readMinutes")} hint={t("content.form.readMinutesHint")} error={errors.readMinutes}>
            {(control) => (
              <Input {...control} name="readMinutes" type="number" inputMode="numeric" min={1} max={READ_MINUTES_MAX} step={1} defaultValue={article?.readMinutes ?? ""} placeholder={t("content.form.readMinutesPlaceholder")} />
            )}
          </Field>
        </div>
        <Field look="form" id="excerpt" label={t("content.form.excerpt")} hint={t("content.form.excerptHint")} error={errors.excerpt}>
          {(control) => <textarea {...control} name="excerpt" rows={3} defaultValue={article?.excerpt} maxLength={ARTICLE_EXCERPT_MAX} required className={textareaClass} />}
        </Field>
        <Field
          look="form"
          id="body"
          label={t("content.article")}
          hint={t("content.form.bodyHint")}
          error={errors.body}
        >
          {(control) => <textarea {...control} name="body" rows={16} defaultValue={article?.body} maxLength={ARTICLE_BODY_MAX} required className={textareaClass} />}
        </Field>
        <div className="space-y-2">
          <Label htmlFor="image">{t("content.form.image")}</Label>
          {article?.image && (
            <div className="flex flex-wrap items-center gap-4">
              <img src={article.image} alt={t("content.form.currentImage")} className="h-24 w-40 rounded-xl object-cover" />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="removeImage" className="size-4 accent-ember-600" /> {t("content.form.removeImage")}
              </label>
            </div>
          )}
          <input id="image" name="image" type="file" accept={PHOTO_ACCEPT} aria-describedby="image-hint" aria-invalid={Boolean(imageError)} onChange={() => setImageError(null)} className="block max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-sand-100 file:px-4 file:py-2 file:text-sm file:font-medium" />
          <p id="image-hint" className="text-xs text-muted">{t("content.form.imageTypes", { max: PHOTO_MAX_LABEL })} {t(article?.image ? "content.form.imageReplaces" : "content.form.imageShown")}</p>
          {imageError && <p role="alert" className="text-sm text-red-800">{imageError}</p>}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {article?.isPublished ? (
          <>
            <Button type="submit" name="intent" value="unpublish" variant="outline" disabled={saving}>{t("content.form.saveUnpublish")}</Button>
            <Button type="submit" name="intent" value="save" disabled={saving}>{saving ? t("content.saving") : t("content.form.saveChanges")}</Button>
          </>
        ) : (
          <>
            <Button type="submit" name="intent" value="save" variant="outline" disabled={saving}>{saving ? t("content.saving") : t("content.form.saveDraft")}</Button>
            <Button type="submit" name="intent" value="publish" disabled={saving}>{t("content.form.savePublish")}</Button>
          </>
        )}
      </div>
    </Form>
  );
}
