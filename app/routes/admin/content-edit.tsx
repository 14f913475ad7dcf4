// Admin Content: one article's editor; saving can also publish or unpublish it.
import ArrowLeft from "lucide-react/icons/arrow-left";
import ExternalLink from "lucide-react/icons/external-link";
import { data, Link } from "react-router";
import type { Route } from "./+types/content-edit";
import { formatDate } from "#domain/format-date";
import {
  articleCategories, getArticleForAdmin, setArticlePublished, updateArticle,
} from "#server/features/admin/admin-content.service";
import { useToast, type ToastMessage } from "#app/components/toaster";
import { Badge } from "#app/components/ui/badge";
import { getApp } from "#app/lib/context.server";
import { formFields } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import type { MessageKey } from "#domain/messages/translate";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { ArticleForm } from "./content-form";
import { articleImageChange } from "./content-image.server";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, args.data?.article.title ?? t("content.article"));
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const [article, categories] = await Promise.all([
    serviceLoader(() => getArticleForAdmin(db, admin, params.articleId)),
    articleCategories(db, admin),
  ]);
  return { article, categories };
}

type ToastWords = { title: MessageKey<"admin">; description?: MessageKey<"admin"> };
const TOASTS = {
  save: { title: "content.toast.saved" },
  publish: { title: "content.toast.published", description: "content.toast.publishedNow" },
  unpublish: { title: "content.toast.unpublished", description: "content.toast.unpublishedNow" },
} as const satisfies Record<string, ToastWords>;
type Intent = keyof typeof TOASTS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const app = getApp(context);
  const fields = formFields(context);
  const t = serverT(requestLocale(request), "admin");
  const intent: Intent = typeof fields.intent === "string" && fields.intent in TOASTS ? (fields.intent as Intent) : "save";
  const result = await attempt(async () => {
    const saved = await updateArticle(app.db, admin, app.photoStorage, params.articleId, fields, await articleImageChange(fields));
    if (intent !== "save") await setArticlePublished(app.db, admin, saved.id, intent === "publish");
    return saved;
  });
  if (!result.ok) {
    return data({ error: result.error, fieldErrors: result.fieldErrors, toast: { title: t("toast.error"), description: result.error, variant: "error" } as ToastMessage }, { status: result.status });
  }
  const words: ToastWords = TOASTS[intent];
  const toast: ToastMessage = { title: t(words.title), ...(words.description ? { description: t(words.description) } : {}), variant: "success" };
  return { error: undefined, fieldErrors: {} as Record<string, string>, toast };
}

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { article, categories } = loaderData;
  useToast(actionData?.toast);
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <div className="max-w-3xl space-y-6">
      <Link to={localePath("/admin/content")} className="inline-flex items-center gap-2 text-sm font-medium text-cedar-700 hover:text-ember-700">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("content.back")}
      </Link>
      <header className="space-y-2">
        <h1 className="font-serif text-2xl text-cedar-900">{t("content.editHeading")}</h1>
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <Badge className={article.isPublished ? "bg-emerald-100 text-emerald-900" : undefined}>{t(article.isPublished ? "content.published" : "content.draft")}</Badge>
          {article.isPublished && article.publishedAt && <span>{t("content.since", { date: formatDate(new Date(article.publishedAt), locale) })}</span>}
          <span className="font-mono">{`/blog/${article.slug}`}</span>
          {article.isPublished && (
            <Link to={localePath(`/blog/${article.slug}`)} className="inline-flex items-center gap-1 font-medium text-ember-700 hover:underline">
              {t("content.viewOnBlog")} <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          )}
        </p>
      </header>
      {/* Remount after each save so the fields show what was stored (e.g. a worked-out read time). */}
      <ArticleForm key={`${article.id}-${article.title}-${article.readMinutes}-${article.image}-${article.isPublished}`} article={article} categories={categories} errors={actionData?.fieldErrors ?? {}} error={actionData?.error} />
    </div>
  );
}
