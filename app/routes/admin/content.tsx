// Admin Content: every blog article, drafts included, with publish / unpublish at hand.
// Published articles show on the home page's blog teaser and /blog at once.
import Plus from "lucide-react/icons/plus";
import { data, Link } from "react-router";
import type { Route } from "./+types/content";
import { formatDate } from "#domain/format-date";
import { listArticlesForAdmin, setArticlePublished } from "#server/features/admin/admin-content.service";
import { Pagination } from "#app/components/pagination";
import type { ToastMessage } from "#app/components/toaster";
import { Badge } from "#app/components/ui/badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { formFields, queryFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { useSection } from "#app/lib/use-section";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("nav.content"));
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return listArticlesForAdmin(getApp(context).db, admin, queryFields(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const t = serverT(requestLocale(request), "admin");
  const fields = formFields(context);
  const intent = fields.intent;
  if (intent !== "publish" && intent !== "unpublish") {
    return data({ toast: { title: t("toast.error"), description: t("content.unknownAction"), variant: "error" } as ToastMessage }, { status: 400 });
  }
  const result = await attempt(() => setArticlePublished(getApp(context).db, admin, textField(fields, "articleId"), intent === "publish"));
  if (!result.ok) return data({ toast: { title: t("toast.error"), description: result.error, variant: "error" } as ToastMessage }, { status: result.status });
  const toast: ToastMessage = intent === "publish"
    ? { title: t("content.toast.published"), description: t("content.toast.publishedTitled", { title: result.value.title }), variant: "success" }
    : { title: t("content.toast.unpublished"), description: t("content.toast.unpublishedTitled", { title: result.value.title }), variant: "success" };
  return { toast };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

function PublishToggle({ article }: { article: Row }) {
  const { fetcher, busy } = useSection<typeof action>();
  const publish = !article.isPublished;
  const t = useT("admin");
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="articleId" value={article.id} />
      <Button type="submit" name="intent" value={publish ? "publish" : "unpublish"} size="sm" variant={publish ? "primary" : "outline"} disabled={busy} aria-label={t(publish ? "content.publishLabel" : "content.unpublishLabel", { title: article.title })}>
        {busy ? t("content.saving") : t(publish ? "content.publish" : "content.unpublish")}
      </Button>
    </fetcher.Form>
  );
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { rows, page, pages, total } = loaderData;
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="font-serif text-2xl text-cedar-900">{t("content.heading")}</h1>
          <p className="max-w-2xl text-sm text-muted">{t("content.intro")}</p>
        </div>
        <Link to={localePath("/admin/content/new")} className={buttonVariants({ size: "sm" })}><Plus aria-hidden="true" /> {t("content.new")}</Link>
      </header>

      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">{t("content.empty")}</p>
      ) : (
        <ul aria-label={t("content.list", { count: String(total) })} className="divide-y divide-sand-100 rounded-2xl border border-sand-200 bg-white">
          {rows.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 p-4 sm:flex-nowrap">
              <div className="aspect-[16/10] w-20 shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:w-28">
                {a.image && <img src={a.image} alt="" className="size-full object-cover" loading="lazy" />}
              </div>
              <div className="min-w-0 flex-1 space-y-1">
                <h2 className="font-serif text-lg leading-snug text-cedar-900">
                  <Link to={localePath(`/admin/content/${a.id}`)} className="hover:text-ember-700">{a.title}</Link>
                </h2>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                  <Badge className={a.isPublished ? "bg-emerald-100 text-emerald-900" : undefined}>{t(a.isPublished ? "content.published" : "content.draft")}</Badge>
                  <span>{a.category}</span>
                  <span>{t("content.readMinutes", { count: a.readMinutes })}</span>
                  <span>{a.isPublished && a.publishedAt ? t("content.publishedOn", { date: formatDate(new Date(a.publishedAt), locale) }) : t("content.createdOn", { date: formatDate(new Date(a.createdAt), locale) })}</span>
                </p>
              </div>
              <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:shrink-0">
                <Link to={localePath(`/admin/content/${a.id}`)} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={t("content.editLabel", { title: a.title })}>{t("content.edit")}</Link>
                {a.isPublished && <Link to={localePath(`/blog/${a.slug}`)} className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={t("content.viewLabel", { title: a.title })}>{t("content.view")}</Link>}
                <PublishToggle article={a} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination look="table" label={t("content.pages")} page={page} pages={pages} href={(p) => localePath(`/admin/content?page=${p}`)} />
    </div>
  );
}
