// Admin Content: one article's editor; saving can also publish or unpublish it.
import ArrowLeft from "lucide-react/icons/arrow-left";
import ExternalLink from "lucide-react/icons/external-link";
import { data, Link } from "react-router";
import type { Route } from "./+types/content-edit";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate } from "#domain/format-date";
import {
  articleCategories, getArticleForAdmin, setArticlePublished, updateArticle,
} from "#server/features/admin/admin-content.service";
import { useToast, type ToastMessage } from "#app/components/toaster";
import { Badge } from "#app/components/ui/badge";
import { getApp } from "#app/lib/context.server";
import { formFields } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { requireAdminPage } from "./admin-guard.server";
import { ArticleForm } from "./content-form";
import { articleImageChange } from "./content-image.server";

export const meta = ({ data: d }: Route.MetaArgs) => [{ title: `${d?.article.title ?? "Article"} · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const [article, categories] = await Promise.all([
    serviceLoader(() => getArticleForAdmin(db, admin, params.articleId)),
    articleCategories(db, admin),
  ]);
  return { article, categories };
}

const TOASTS: Record<string, ToastMessage> = {
  save: { title: "Article saved", variant: "success" },
  publish: { title: "Article published", description: "It shows on the home page and the blog now.", variant: "success" },
  unpublish: { title: "Article unpublished", description: "It no longer shows on the home page or the blog.", variant: "success" },
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const app = getApp(context);
  const fields = formFields(context);
  const intent = typeof fields.intent === "string" && fields.intent in TOASTS ? fields.intent : "save";
  const result = await attempt(async () => {
    const saved = await updateArticle(app.db, admin, app.photoStorage, params.articleId, fields, await articleImageChange(fields));
    if (intent !== "save") await setArticlePublished(app.db, admin, saved.id, intent === "publish");
    return saved;
  });
  if (!result.ok) {
    return data({ error: result.error, fieldErrors: result.fieldErrors, toast: { title: "Error", description: result.error, variant: "error" } as ToastMessage }, { status: result.status });
  }
  return { error: undefined, fieldErrors: {} as Record<string, string>, toast: TOASTS[intent] };
}

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { article, categories } = loaderData;
  useToast(actionData?.toast);
  return (
    <div className="max-w-3xl space-y-6">
      <Link to="/admin/content" className="inline-flex items-center gap-2 text-sm font-medium text-cedar-700 hover:text-ember-700">
        <ArrowLeft className="size-4" aria-hidden="true" /> All articles
      </Link>
      <header className="space-y-2">
        <h1 className="font-serif text-2xl text-cedar-900">Edit Article</h1>
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <Badge className={article.isPublished ? "bg-emerald-100 text-emerald-900" : undefined}>{article.isPublished ? "Published" : "Draft"}</Badge>
          {article.isPublished && article.publishedAt && <span>since {formatDate(new Date(article.publishedAt))}</span>}
          <span className="font-mono">/blog/{article.slug}</span>
          {article.isPublished && (
            <Link to={`/blog/${article.slug}`} className="inline-flex items-center gap-1 font-medium text-ember-700 hover:underline">
              View on the blog <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          )}
        </p>
      </header>
      {/* Remount after each save so the fields show what was stored (e.g. a worked-out read time). */}
      <ArticleForm key={`${article.id}-${article.title}-${article.readMinutes}-${article.image}-${article.isPublished}`} article={article} categories={categories} errors={actionData?.fieldErrors ?? {}} error={actionData?.error} />
    </div>
  );
}
