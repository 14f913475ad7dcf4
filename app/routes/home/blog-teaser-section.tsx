import type { ArticleSummary } from "#server/features/articles/articles.service";
import { ArticleCards } from "#app/components/article-card";
import { useT } from "#app/lib/i18n/i18n";
import { ShowcaseSection } from "./showcase-section";

/** Blog teaser: the three latest published articles and 'View All Articles'. */
export function BlogTeaserSection({ articles }: { articles: ArticleSummary[] }) {
  const t = useT("home");
  return (
    <ShowcaseSection
      id="blog-heading"
      eyebrow={t("blog.eyebrow")}
      title={t("blog.title")}
      description={t("blog.description")}
      viewAll={{ to: "/blog", label: t("blog.viewAll") }}
      empty={t("blog.empty")}
    >
      {articles.length > 0 ? (
        <ArticleCards articles={articles} className="mt-10 grid gap-6 md:grid-cols-3" />
      ) : null}
    </ShowcaseSection>
  );
}
