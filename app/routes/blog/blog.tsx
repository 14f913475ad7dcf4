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
import { MessagesProvider, useT } from "#app/lib/i18n/i18n";
import { messagesFor, requestLocale } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";
import { ArticleCards } from "#app/components/article-card";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, actor, config } = getApp(context);
  const articles = await listPublishedArticles(db);
  return data({ messages: messagesFor(requestLocale(request), "blog"), articles, baseUrl: config.baseUrl }, { headers: publicCacheHeaders(actor) });
}

export const headers = publicPageHeaders;

export function meta({ data, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const t = (key: string) => translate(locale, data?.messages, key, { product: PRODUCT_NAME });
  return pageMeta({ baseUrl: data?.baseUrl ?? "", path: "/blog", locale, title: t("meta.title"), description: t("meta.description") });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="blog" messages={loaderData.messages}>
      <Articles articles={loaderData.articles} />
      <Footer />
    </MessagesProvider>
  );
}

function Articles({ articles }: { articles: Route.ComponentProps["loaderData"]["articles"] }) {
  const t = useT("blog");
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-7xl px-4 pb-8 pt-10 sm:px-6 sm:pt-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-[0.16em] text-ember-700">{t("eyebrow")}</p>
        <h1 className="mt-2 font-serif text-4xl text-cedar-900 sm:text-5xl">{t("title")}</h1>
        <p className="mt-3 text-lg text-muted">{t("intro")}</p>
      </header>
      {articles.length > 0 ? (
        <ArticleCards articles={articles} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" headingLevel={2} />
      ) : (
        <p className="mt-10 rounded-3xl border border-dashed border-sand-300 px-6 py-16 text-center font-serif text-xl text-cedar-900">
          {t("empty")}
        </p>
      )}
    </main>
  );
}
