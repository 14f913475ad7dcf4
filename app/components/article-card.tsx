import Clock from "lucide-react/icons/clock";
import Flame from "lucide-react/icons/flame";
import { Link } from "react-router";
import { formatDate } from "#domain/format-date";
import type { ArticleSummary } from "#server/features/articles/articles.service";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/cn";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";

/** An article's image, or a warm placeholder when it has none. */
export function ArticleImage({ src, className, eager = false }: { src: string | null; className?: string; eager?: boolean }) {
  return src ? (
    <img src={src} alt="" loading={eager ? "eager" : "lazy"} decoding="async" width={800} height={500} className={cn("size-full object-cover", className)} />
  ) : (
    <div className={cn("flex size-full items-center justify-center bg-gradient-to-br from-ember-500/80 via-cedar-700 to-sea-900", className)}>
      <Flame className="size-10 text-white/70" aria-hidden="true" />
    </div>
  );
}

/** What an article is and how long it takes: its category, reading time and date, on a card and atop its page. */
export function ArticleMeta({ article, className, iconClassName }: {
  article: Pick<ArticleSummary, "category" | "readMinutes" | "publishedAt">;
  /** The line's type size and spacing. */
  className: string;
  iconClassName: string;
}) {
  const t = useT("common");
  const locale = useLocale();
  return (
    <div className={cn("flex flex-wrap items-center gap-3", className)}>
      <Badge>{article.category}</Badge>
      <span className="inline-flex items-center gap-1">
        <Clock className={iconClassName} aria-hidden="true" />
        {t("article.readMinutes", { minutes: article.readMinutes })}
      </span>
      <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
    </div>
  );
}

/** Article cards in a grid (`className`: its spacing and columns), each a list item. */
export function ArticleCards({ articles, className, headingLevel }: { articles: ArticleSummary[]; className: string; headingLevel?: 2 | 3 }) {
  return (
    <ul className={className}>
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** A blog card: image, category, read time, title, excerpt and 'Read More'. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT("common");
  const href = useLocalePath()(`/blog/${article.slug}`);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="aspect-[16/10] overflow-hidden bg-sand-100">
        <ArticleImage src={article.image} className="transition duration-500 group-hover:scale-105" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <ArticleMeta article={article} className="text-xs text-muted" iconClassName="size-3.5" />
        <Heading className="mt-3 font-serif text-xl leading-snug text-cedar-900">
          <Link to={href} className="hover:text-ember-700">{article.title}</Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-muted">{article.excerpt}</p>
        <Link to={href} aria-label={t("article.readMoreAbout", { title: article.title })} className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-ember-700 hover:underline">
          {t("article.readMore")}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
