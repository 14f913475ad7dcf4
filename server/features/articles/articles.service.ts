// Blog articles for the public site: the home page's teaser, /blog and /blog/{slug}.
import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { articles } from "#server/db/schema/articles";
import { notFound } from "#server/features/errors";

export type ArticleSummary = {
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  category: string;
  readMinutes: number;
  publishedAt: string;
};

export type Article = ArticleSummary & { body: string };

/** Published, and not scheduled for later. */
const isPublicArticle = and(eq(articles.isPublished, true), isNotNull(articles.publishedAt), lte(articles.publishedAt, sql`now()`));

const summaryColumns = {
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  image: articles.image,
  category: articles.category,
  readMinutes: articles.readMinutes,
  publishedAt: articles.publishedAt,
};

/** Newest first; all of them unless a limit is given. */
export async function listPublishedArticles(db: Db, limit?: number): Promise<ArticleSummary[]> {
  const query = db.select(summaryColumns).from(articles).where(isPublicArticle).orderBy(desc(articles.publishedAt), desc(articles.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt!.toISOString() }));
}

/** One published article; an unknown or unpublished slug is NotFound. */
export async function getPublishedArticle(db: Db, slug: string): Promise<Article> {
  const [row] = await db
    .select({ ...summaryColumns, body: articles.body })
    .from(articles)
    .where(and(isPublicArticle, eq(articles.slug, slug)))
    .limit(1);
  if (!row) throw notFound("This article does not exist or is no longer available.");
  return { ...row, publishedAt: row.publishedAt!.toISOString() };
}

/** The article body as paragraphs: blank lines separate them. */
export function articleParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);
}
