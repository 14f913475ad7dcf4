// The sitemap: an index pointing to the pages file and to files of saunas, each with
// the last time something in it changed, so a directory of 100,000 saunas is described in small
// files a crawler fetches one at a time. Every query here reads a few index entries: the
// number of public saunas comes from public_sauna_counts, the latest change from an index on
// updated_at, and each file of saunas is a fixed range of ids (no OFFSET), read index-only
// (migration 0017).
import { and, desc, eq, gte, lt, max, sum } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { articles } from "#server/db/schema/articles";
import { publicSaunaCounts } from "#server/db/schema/public-sauna-counts";
import { saunas } from "#server/db/schema/saunas";
import { isPublicSauna } from "#server/features/saunas/sauna-card";

/**
 * Files of saunas hold about this many on average, at most: enough to keep the index short,
 * few enough to read in a millisecond or two. (The protocol allows 50,000 per file.)
 */
export const SITEMAP_FILE_TARGET = 2_000;

/** 2^15 files at most: the protocol allows 50,000 files in an index. */
const MAX_FILES = 2 ** 15;

export type SitemapEntry = { path: string; lastModified: Date | null };

/**
 * How many files the public saunas are split into: the smallest power of two that gives each
 * file SITEMAP_FILE_TARGET saunas or fewer on average (none when there are no public saunas).
 */
export function saunaFileCount(publicSaunas: number): number {
  if (publicSaunas <= 0) return 0;
  let files = 1;
  while (files * SITEMAP_FILE_TARGET < publicSaunas && files < MAX_FILES) files *= 2;
  return files;
}

const uuidFromPrefix = (prefix: number) => `${prefix.toString(16).padStart(4, "0")}0000-0000-0000-0000-000000000000`;

/**
 * The ids of file `file` (from 1) of `files`: an equal share of the id space, from `from`
 * (inclusive) to `to` (exclusive; null for the last file). Sauna ids are random (version 4
 * UUIDs, gen_random_uuid()), so every share holds about as many saunas; each sauna lies in
 * exactly one.
 */
export function saunaFileIds(file: number, files: number): { from: string | null; to: string | null } {
  const width = 0x10000 / files;
  return { from: file === 1 ? null : uuidFromPrefix((file - 1) * width), to: file === files ? null : uuidFromPrefix(file * width) };
}

async function publicSaunaTotal(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: sum(publicSaunaCounts.saunas).mapWith(Number) }).from(publicSaunaCounts);
  return total ?? 0;
}

/** The sitemap files: the pages file, then the files of public saunas. */
export async function sitemapFiles(db: Db): Promise<SitemapEntry[]> {
  const [total, [{ latest }], [{ newest }]] = await Promise.all([
    publicSaunaTotal(db),
    db.select({ latest: max(saunas.updatedAt) }).from(saunas).where(isPublicSauna),
    db.select({ newest: max(articles.publishedAt) }).from(articles).where(eq(articles.isPublished, true)),
  ]);
  return [
    { path: "/sitemaps/pages.xml", lastModified: newest ?? latest ?? null },
    ...Array.from({ length: saunaFileCount(total) }, (_, i) => ({ path: `/sitemaps/saunas-${i + 1}.xml`, lastModified: latest ?? null })),
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
  const files = saunaFileCount(await publicSaunaTotal(db));
  if (file > files) return null;
  const { from, to } = saunaFileIds(file, files);
  const rows = await db
    .select({ id: saunas.id, updatedAt: saunas.updatedAt })
    .from(saunas)
    .where(and(isPublicSauna, from ? gte(saunas.id, from) : undefined, to ? lt(saunas.id, to) : undefined))
    .orderBy(saunas.id);
  return rows.map((r) => ({ path: `/sauna/${r.id}`, lastModified: r.updatedAt }));
}
