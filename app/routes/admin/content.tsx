// Admin Content: every blog article, drafts included, with publish / unpublish at hand.
// Published articles show on the home page's blog teaser and /blog at once.
import Plus from "lucide-react/icons/plus";
import { data, Link } from "react-router";
import type { Route } from "./+types/content";
import { PRODUCT_NAME } from "#domain/constants";
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
import { requireAdminPage } from "./admin-guard.server";

export const meta = () => [{ title: `Content · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return listArticlesForAdmin(getApp(context).db, admin, queryFields(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const fields = formFields(context);
  const intent = fields.intent;
  if (intent !== "publish" && intent !== "unpublish") {
    return data({ toast: { title: "Error", description: "Unknown action", variant: "error" } as ToastMessage }, { status: 400 });
  }
  const result = await attempt(() => setArticlePublished(getApp(context).db, admin, textField(fields, "articleId"), intent === "publish"));
  if (!result.ok) return data({ toast: { title: "Error", description: result.error, variant: "error" } as ToastMessage }, { status: result.status });
  const toast: ToastMessage = intent === "publish"
    ? { title: "Article published", description: `"${result.value.title}" shows on the home page and the blog now.`, variant: "success" }
    : { title: "Article unpublished", description: `"${result.value.title}" no longer shows on the home page or the blog.`, variant: "success" };
  return { toast };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

function PublishToggle({ article }: { article: Row }) {
  const { fetcher, busy } = useSection<typeof action>();
  const publish = !article.isPublished;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="articleId" value={article.id} />
      <Button type="submit" name="intent" value={publish ? "publish" : "unpublish"} size="sm" variant={publish ? "primary" : "outline"} disabled={busy} aria-label={`${publish ? "Publish" : "Unpublish"} ${article.title}`}>
        {busy ? "Saving..." : publish ? "Publish" : "Unpublish"}
      </Button>
    </fetcher.Form>
  );
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { rows, page, pages, total } = loaderData;
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="font-serif text-2xl text-cedar-900">Content</h1>
          <p className="max-w-2xl text-sm text-muted">Blog articles. Published ones show on the home page's journal and on the blog at once; unpublishing takes them off both.</p>
        </div>
        <Link to="/admin/content/new" className={buttonVariants({ size: "sm" })}><Plus aria-hidden="true" /> New Article</Link>
      </header>

      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">No articles yet. Write the first one.</p>
      ) : (
        <ul aria-label={`Articles (${total})`} className="divide-y divide-sand-100 rounded-2xl border border-sand-200 bg-white">
          {rows.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 p-4 sm:flex-nowrap">
              <div className="aspect-[16/10] w-20 shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:w-28">
                {a.image && <img src={a.image} alt="" className="size-full object-cover" loading="lazy" />}
              </div>
              <div className="min-w-0 flex-1 space-y-1">
                <h2 className="font-serif text-lg leading-snug text-cedar-900">
                  <Link to={`/admin/content/${a.id}`} className="hover:text-ember-700">{a.title}</Link>
                </h2>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                  <Badge className={a.isPublished ? "bg-emerald-100 text-emerald-900" : undefined}>{a.isPublished ? "Published" : "Draft"}</Badge>
                  <span>{a.category}</span>
                  <span>{a.readMinutes} min read</span>
                  <span>{a.isPublished && a.publishedAt ? `Published ${formatDate(new Date(a.publishedAt))}` : `Created ${formatDate(new Date(a.createdAt))}`}</span>
                </p>
              </div>
              <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:shrink-0">
                <Link to={`/admin/content/${a.id}`} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={`Edit ${a.title}`}>Edit</Link>
                {a.isPublished && <Link to={`/blog/${a.slug}`} className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={`View ${a.title} on the blog`}>View</Link>}
                <PublishToggle article={a} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination look="table" label="Article pages" page={page} pages={pages} href={(p) => `/admin/content?page=${p}`} />
    </div>
  );
}
