// /blog: every published article, newest first.
import { data } from "react-router";
import type { Route } from "./+types/blog";
import { PRODUCT_NAME } from "#domain/constants";
import { listPublishedArticles } from "#server/features/articles/articles.service";
import { Footer } from "#app/components/footer";
import { getApp } from "#app/lib/context.server";
import { pageMeta } from "#app/lib/page-meta";
import { localeOfPath } from "#domain/locales";
import { publicCacheHeaders, publicPageHeaders } from "#app/lib/public-cache";
import { ArticleCards } from "#app/components/article-card";

const TITLE = `Sauna Journal · ${PRODUCT_NAME}`;
const DESCRIPTION = "Guides, rituals and stories from Ireland's sauna community: how to sauna, where to swim, and the people behind the saunas.";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, actor, config } = getApp(context);
  const articles = await listPublishedArticles(db);
  return data({ articles, baseUrl: config.baseUrl }, { headers: publicCacheHeaders(actor) });
}

export const headers = publicPageHeaders;

export function meta({ data, location }: Route.MetaArgs) {
  return pageMeta({ baseUrl: data?.baseUrl ?? "", path: "/blog", locale: localeOfPath(location.pathname), title: TITLE, description: DESCRIPTION });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <>
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-7xl px-4 pb-8 pt-10 sm:px-6 sm:pt-14">
        <header className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-ember-700">From the journal</p>
          <h1 className="mt-2 font-serif text-4xl text-cedar-900 sm:text-5xl">Sauna Journal</h1>
          <p className="mt-3 text-lg text-muted">Guides, rituals and stories from Ireland's sauna community.</p>
        </header>
        {articles.length > 0 ? (
          <ArticleCards articles={articles} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" headingLevel={2} />
        ) : (
          <p className="mt-10 rounded-3xl border border-dashed border-sand-300 px-6 py-16 text-center font-serif text-xl text-cedar-900">
            New articles are on their way.
          </p>
        )}
      </main>
      <Footer />
    </>
  );
}
