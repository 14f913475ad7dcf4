// /blog/{slug}: one published article. An unknown slug is the site's 404 page.
import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link } from "react-router";
import type { Route } from "./+types/article";
import { articleParagraphs, getPublishedArticle, listPublishedArticles } from "#server/features/articles/articles.service";
import { ServiceError } from "#server/features/errors";
import { Footer } from "#app/components/footer";
import { getApp } from "#app/lib/context.server";
import { pageMeta } from "#app/lib/page-meta";
import { localeOfPath } from "#domain/locales";
import { publicCacheHeaders, publicPageHeaders } from "#app/lib/public-cache";
import { MessagesProvider, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { messagesFor, requestLocale } from "#server/i18n/messages";
import { ArticleCards, ArticleImage, ArticleMeta } from "#app/components/article-card";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, actor, config } = getApp(context);
  try {
    const article = await getPublishedArticle(db, params.slug);
    const more = (await listPublishedArticles(db, 4)).filter((a) => a.slug !== article.slug).slice(0, 3);
    const { body, ...summary } = article;
    return data(
      { messages: messagesFor(requestLocale(request), "blog"), article: summary, paragraphs: articleParagraphs(body), more, baseUrl: config.baseUrl },
      { headers: publicCacheHeaders(actor) },
    );
  } catch (error) {
    if (error instanceof ServiceError && error.kind === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

export const headers = publicPageHeaders;

export function meta({ data, location }: Route.MetaArgs) {
  // An unknown slug is the root's 404 page, whose boundary gives the head: nothing to say here.
  if (!data) return [];
  const { article, baseUrl } = data;
  return pageMeta({
    baseUrl,
    path: `/blog/${article.slug}`,
    locale: localeOfPath(location.pathname),
    title: article.title,
    description: article.excerpt,
    image: article.image,
    type: "article",
    extra: [
      { property: "article:published_time", content: article.publishedAt },
      { property: "article:section", content: article.category },
    ],
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="blog" messages={loaderData.messages}>
      <Article {...loaderData} />
      <Footer />
    </MessagesProvider>
  );
}

/** The article as its author wrote it (in their language), in the page's own words around it. */
function Article({ article, paragraphs, more }: Route.ComponentProps["loaderData"]) {
  const t = useT("blog");
  const localePath = useLocalePath();
  return (
    <>
      <main id="main-content" tabIndex={-1} className="focus:outline-none pb-8">
        <article>
          <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
            <Link to={localePath("/blog")} className="inline-flex items-center gap-2 text-sm font-medium text-cedar-700 hover:text-ember-700">
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t("article.back")}
            </Link>
            <ArticleMeta article={article} className="mt-6 text-sm text-muted" iconClassName="size-4" />
            <h1 className="mt-4 font-serif text-4xl leading-tight text-cedar-900 sm:text-5xl">{article.title}</h1>
            <p className="mt-4 text-xl leading-relaxed text-muted">{article.excerpt}</p>
          </header>
          {article.image ? (
            <div className="mx-auto mt-8 max-w-5xl px-4 sm:px-6">
              <div className="aspect-[16/9] overflow-hidden rounded-3xl bg-sand-100">
                <ArticleImage src={article.image} eager />
              </div>
            </div>
          ) : (
            <div className="mx-auto mt-8 max-w-3xl px-4 sm:px-6">
              <div aria-hidden="true" className="h-1 w-24 rounded-full bg-gradient-to-r from-ember-500 to-sea-600" />
            </div>
          )}
          <div className="mx-auto mt-10 max-w-3xl space-y-6 px-4 text-lg leading-relaxed text-ink sm:px-6">
            {paragraphs.map((p, i) =>
              p.startsWith("## ") ? (
                <h2 key={i} className="pt-4 font-serif text-2xl text-cedar-900">{p.slice(3)}</h2>
              ) : (
                <p key={i}>{p}</p>
              ),
            )}
          </div>
        </article>

        {more.length > 0 && (
          <section aria-labelledby="more-heading" className="mx-auto mt-20 max-w-7xl px-4 sm:px-6">
            <h2 id="more-heading" className="font-serif text-3xl text-cedar-900">{t("article.more")}</h2>
            <ArticleCards articles={more} className="mt-8 grid gap-6 md:grid-cols-3" />
          </section>
        )}
      </main>
    </>
  );
}
