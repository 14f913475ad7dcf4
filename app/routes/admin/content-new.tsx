// Admin Content: a new article (saved as a draft, or published at once).
import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link } from "react-router";
import type { Route } from "./+types/content-new";
import { PRODUCT_NAME } from "#domain/constants";
import { articleCategories, createArticle, setArticlePublished } from "#server/features/admin/admin-content.service";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { formFields } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { requireAdminPage } from "./admin-guard.server";
import { ArticleForm } from "./content-form";
import { articleImageChange } from "./content-image.server";

export const meta = () => [{ title: `New Article · Admin · ${PRODUCT_NAME}` }];

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
  throw await redirectWithToast(app.config, `/admin/content/${result.value.id}`, {
    title: published ? "Article published" : "Draft saved",
    description: published ? "It shows on the home page and the blog now." : "Publish it when it's ready.",
    variant: "success",
  });
}

export default function NewArticle({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-3xl space-y-6">
      <Link to="/admin/content" className="inline-flex items-center gap-2 text-sm font-medium text-cedar-700 hover:text-ember-700">
        <ArrowLeft className="size-4" aria-hidden="true" /> All articles
      </Link>
      <h1 className="font-serif text-2xl text-cedar-900">New Article</h1>
      <ArticleForm article={null} categories={loaderData.categories} errors={actionData?.fieldErrors ?? {}} error={actionData?.error} />
    </div>
  );
}
