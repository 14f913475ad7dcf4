import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import type { ArticleSummary } from "#server/features/articles/articles.service";
import { buttonVariants } from "#app/components/ui/button";
import { ArticleCard } from "#app/components/article-card";
import { SectionHeading } from "./section-heading";

/** Blog teaser: the three latest published articles and 'View All Articles'. */
export function BlogTeaserSection({ articles }: { articles: ArticleSummary[] }) {
  return (
    <section aria-labelledby="blog-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id="blog-heading"
        eyebrow="From the journal"
        title="Sauna Guides & Stories"
        description="Rituals, sea swims and the people keeping Ireland warm."
        action={
          <Link to="/blog" className={buttonVariants({ variant: "outline", className: "self-start sm:self-auto" })}>
            View All Articles
            <ArrowRight aria-hidden="true" />
          </Link>
        }
      />
      {articles.length > 0 ? (
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">New articles are on their way.</p>
      )}
    </section>
  );
}
