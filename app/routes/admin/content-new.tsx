// Admin Content: a new article (saved as a draft, or published at once).
import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link } from "react-router";
import type { Route } from "./+types/content-new";
import { articleCategories, createArticle, setArticlePublished } from "#server/features/admin/admin-content.service";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { formFields } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage, requestLocale, serverT } from "#server/i18n/messages";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { ArticleForm } from "./content-form";
import { articleImageChange } from "./content-image.server";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("content.new"));
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return { categories: await articleCategories(getApp(context).db, admin) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const app = getApp(context);
  const fields = formFields(context);
  const result = await attempt(async () => {
    const created = await createArticle(app.db, admin, app.photoStorage, fields, await articleImageChange(fields));
    if (fields.intent === "publish") await setArticlePublished(app.db, admin, created.id, true);
    return created;
  });
  if (!result.ok) return data({ error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  const published = fields.intent === "publish";
  const t = serverT(requestLocale(request), "admin");
  throw await redirectWithToast(app.config, inRequestLanguage(request, `/admin/content/${result.value.id}`), {
    title: published ? t("content.toast.published") : t("content.toast.draftSaved"),
    description: published ? t("content.toast.publishedNow") : t("content.toast.draftSavedDescription"),
    variant: "success",
  });
}

export default function NewArticle({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const localePath = useLocalePath();
  return (
    <div className="max-w-3xl space-y-6">
      <Link to={localePath("/admin/content")} className="inline-flex items-center gap-2 text-sm font-medium text-cedar-700 hover:text-ember-700">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("content.back")}
      </Link>
      <h1 className="font-serif text-2xl text-cedar-900">{t("content.new")}</h1>
      <ArticleForm article={null} categories={loaderData.categories} errors={actionData?.fieldErrors ?? {}} error={actionData?.error} />
    </div>
  );
}
