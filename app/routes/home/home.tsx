// Home (/): the spec's sections in order — hero, explore by county, map, top-rated
// experiences, community stories, for sauna owners, blog teaser, join the community, footer.
// The navigation bar comes from the root layout.
import { data } from "react-router";
import type { Route } from "./+types/home";
import { HOME_COMMUNITY_STORIES, HOME_COUNTIES, HOME_TOP_RATED_CARDS, PRODUCT_NAME } from "#domain/constants";
import { listPublishedArticles } from "#server/features/articles/articles.service";
import { communityStories } from "#server/features/reviews/community-stories.service";
import { countPublicSaunasByCounty, topRatedSaunas } from "#server/features/saunas/sauna-listing.service";
import { platformTerms } from "#server/features/settings/platform-settings";
import { Footer } from "#app/components/footer";
import { getApp } from "#app/lib/context.server";
import { MessagesProvider, useLocale } from "#app/lib/i18n/i18n";
import { messagesFor } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";
import { localeOfPath } from "#domain/locales";
import { JsonLd } from "#app/lib/json-ld";
import { pageMeta } from "#app/lib/page-meta";
import { websiteJsonLd } from "#app/lib/site-json-ld";
import { publicCacheHeaders, publicPageHeaders } from "#app/lib/public-cache";
import { CountySection } from "./county-section";
import { Hero } from "./hero";
import { BlogTeaserSection, CommunityStoriesSection, JoinSection, MapSection, OwnersSection, TopRatedSection } from "./lazy-sections";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, actor, config } = getApp(context);
  // The map's markers are not here: the map fetches them when it comes into view.
  const [countyCounts, topRated, stories, articles, terms] = await Promise.all([
    countPublicSaunasByCounty(db, HOME_COUNTIES),
    topRatedSaunas(db, HOME_TOP_RATED_CARDS),
    communityStories(db, HOME_COMMUNITY_STORIES),
    listPublishedArticles(db, 3),
    platformTerms(db),
  ]);
  const locale = localeOfPath(new URL(request.url).pathname);
  return data(
    { messages: messagesFor(locale, "home"), countyCounts, topRated, stories, articles, commissionRate: terms.commissionRate, mapTileUrl: config.mapTileUrl, baseUrl: config.baseUrl },
    { headers: publicCacheHeaders(actor) },
  );
}

export const headers = publicPageHeaders;

export function meta({ data, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const t = (key: string, values?: Record<string, string>) => translate(locale, data?.messages, key, values);
  return pageMeta({ baseUrl: data?.baseUrl ?? "", path: "/", locale, title: t("meta.title", { product: PRODUCT_NAME }), description: t("meta.description") });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { countyCounts, topRated, stories, articles, commissionRate, mapTileUrl } = loaderData;
  const locale = useLocale();
  return (
    <MessagesProvider namespace="home" messages={loaderData.messages}>
      <JsonLd data={websiteJsonLd(loaderData.baseUrl, locale)} />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <CountySection counts={countyCounts} />
        <MapSection tileUrl={mapTileUrl} />
        <TopRatedSection saunas={topRated} />
        <CommunityStoriesSection stories={stories} />
        <OwnersSection commissionRate={commissionRate} />
        <BlogTeaserSection articles={articles} />
        <JoinSection />
      </main>
      <Footer />
    </MessagesProvider>
  );
}
