// The sitemap (issue 12): an index pointing to files of at most SITEMAP_FILE_SIZE addresses
// (the protocol allows 50,000), each with the last time something in it changed, so a directory
// of 100,000 saunas is described in a few small files a crawler can fetch one at a time.
import { and, asc, count, desc, eq, gt, max } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { articles } from "#server/db/schema/articles";
import { saunas } from "#server/db/schema/saunas";
import { isPublicSauna } from "#server/features/saunas/sauna-card";

export const SITEMAP_FILE_SIZE = 45_000;

export type SitemapEntry = { path: string; lastModified: Date | null };

/** The sitemap files: the pages file, then one per SITEMAP_FILE_SIZE public saunas. */
export async function sitemapFiles(db: Db): Promise<SitemapEntry[]> {
  const [[{ n }], [{ latest }], [{ newest }]] = await Promise.all([
    db.select({ n: count() }).from(saunas).where(isPublicSauna),
    db.select({ latest: max(saunas.updatedAt) }).from(saunas).where(isPublicSauna),
    db.select({ newest: max(articles.publishedAt) }).from(articles).where(eq(articles.isPublished, true)),
  ]);
  const files = Math.ceil(Number(n) / SITEMAP_FILE_SIZE);
  return [
    { path: "/sitemaps/pages.xml", lastModified: newest ?? latest ?? null },
    ...Array.from({ length: files }, (_, i) => ({ path: `/sitemaps/saunas-${i + 1}.xml`, lastModified: latest ?? null })),
  ];
}

/** Home, the listing, the blog and its articles. */
export async function sitemapPages(db: Db): Promise<SitemapEntry[]> {
  const published = await db
    .select({ slug: articles.slug, publishedAt: articles.publishedAt })
    .from(articles)
    .where(eq(articles.isPublished, true))
    .orderBy(desc(articles.publishedAt));
  return [
    { path: "/", lastModified: null },
    { path: "/saunas", lastModified: null },
    { path: "/blog", lastModified: published[0]?.publishedAt ?? null },
    ...published.map((a) => ({ path: `/blog/${a.slug}`, lastModified: a.publishedAt })),
  ];
}

/** The `file`th file of public saunas (from 1), in id order; null past the last file. */
export async function sitemapSaunas(db: Db, file: number): Promise<SitemapEntry[] | null> {
  if (!Number.isInteger(file) || file < 1) return null;
  // Each file starts after the last id of the one before: read the boundary from the index.
  let after: string | null = null;
  if (file > 1) {
    const [boundary] = await db
      .select({ id: saunas.id })
      .from(saunas)
      .where(isPublicSauna)
      .orderBy(asc(saunas.id))
      .limit(1)
      .offset((file - 1) * SITEMAP_FILE_SIZE - 1);
    if (!boundary) return null;
    after = boundary.id;
  }
  const rows = await db
    .select({ id: saunas.id, updatedAt: saunas.updatedAt })
    .from(saunas)
    .where(after ? and(isPublicSauna, gt(saunas.id, after)) : isPublicSauna)
    .orderBy(asc(saunas.id))
    .limit(SITEMAP_FILE_SIZE);
  if (rows.length === 0 && file > 1) return null;
  return rows.map((r) => ({ path: `/sauna/${r.id}`, lastModified: r.updatedAt }));
}
