import type { ArticleSummary } from "#server/features/articles/articles.service";
import { ArticleCards } from "#app/components/article-card";
import { ShowcaseSection } from "./showcase-section";

/** Blog teaser: the three latest published articles and 'View All Articles'. */
export function BlogTeaserSection({ articles }: { articles: ArticleSummary[] }) {
  return (
    <ShowcaseSection
      id="blog-heading"
      eyebrow="From the journal"
      title="Sauna Guides & Stories"
      description="Rituals, sea swims and the people keeping Ireland warm."
      viewAll={{ to: "/blog", label: "View All Articles" }}
      empty="New articles are on their way."
    >
      {articles.length > 0 ? (
        <ArticleCards articles={articles} className="mt-10 grid gap-6 md:grid-cols-3" />
      ) : null}
    </ShowcaseSection>
  );
}
