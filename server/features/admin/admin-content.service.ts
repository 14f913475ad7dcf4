// Admin Content: blog articles written, edited, published and unpublished by admins. Published
// articles show on the home page's blog teaser and /blog at once (articles.service.ts reads the
// same rows); unpublished ones are gone from both and their page is a 404 for visitors.
import { count, desc, eq, sql } from "drizzle-orm";
import { ArticleSchema, readMinutesFor, slugFromTitle } from "#domain/article-schema";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { isUniqueViolation } from "#server/db/errors";
import { articles } from "#server/db/schema/articles";
import { conflict, notFound, parseOrInvalid } from "#server/features/errors";
import type { PhotoStorage } from "#server/integrations/storage/photo-storage";
import { recordAdminActivity } from "./activity-log";
import { isUuid } from "#domain/uuid";

export const ARTICLES_PAGE_SIZE = 20;
const ARTICLE_NOT_FOUND = "This article does not exist.";

export type ArticleImageChange = { bytes: Uint8Array } | { remove: true } | null;

export type AdminArticle = typeof articles.$inferSelect;

function articleId(id: string): string {
  if (!isUuid(id)) throw notFound(ARTICLE_NOT_FOUND);
  return id;
}

function slugTaken(slug: string) {
  return conflict(`Another article already uses the address /blog/${slug}. Please choose a different title.`);
}

/** Every article, drafts included, newest first, a page at a time. */
export async function listArticlesForAdmin(db: Db, actor: Actor, query: { page?: unknown } = {}) {
  requireAdmin(actor);
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(query.page)) || 1));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: articles.id, slug: articles.slug, title: articles.title, category: articles.category, image: articles.image,
        readMinutes: articles.readMinutes, isPublished: articles.isPublished, publishedAt: articles.publishedAt, createdAt: articles.createdAt,
      })
      .from(articles)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(ARTICLES_PAGE_SIZE)
      .offset((page - 1) * ARTICLES_PAGE_SIZE),
    db.select({ n: count() }).from(articles),
  ]);
  return { rows, page, pages: Math.max(1, Math.ceil(Number(total.n) / ARTICLES_PAGE_SIZE)), total: Number(total.n) };
}

/** One article, draft or published, for the editor. */
export async function getArticleForAdmin(db: Db, actor: Actor, id: string): Promise<AdminArticle> {
  requireAdmin(actor);
  const [row] = await db.select().from(articles).where(eq(articles.id, articleId(id)));
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  return row;
}

/** Categories in use, for the editor's suggestions. */
export async function articleCategories(db: Db, actor: Actor): Promise<string[]> {
  requireAdmin(actor);
  const rows = await db.selectDistinct({ category: articles.category }).from(articles).orderBy(articles.category);
  return rows.map((r) => r.category);
}

/**
 * A new article, as a draft: its address is made from the title (a clash is refused with a
 * clear message), its read time worked out from the text unless given, its image stored first
 * and removed again if the article can't be saved.
 */
export async function createArticle(db: Db, actor: Actor, storage: PhotoStorage, input: unknown, image: ArticleImageChange = null): Promise<{ id: string; slug: string }> {
  const admin = requireAdmin(actor);
  const fields = parseOrInvalid(ArticleSchema, input);
  const slug = slugFromTitle(fields.title);
  const imageUrl = image && "bytes" in image ? await storage.save(image.bytes, "articles") : null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(articles)
        .values({
          slug, title: fields.title, category: fields.category, excerpt: fields.excerpt, body: fields.body,
          readMinutes: fields.readMinutes ?? readMinutesFor(fields.body), image: imageUrl, isPublished: false,
        })
        .returning({ id: articles.id, slug: articles.slug });
      await recordAdminActivity(tx, admin, { key: "activity.article.created", values: { title: fields.title }, entityType: "article", entityId: row.id });
      return row;
    });
  } catch (error) {
    if (imageUrl) await storage.remove(imageUrl);
    if (isUniqueViolation(error, "articles_slug_unique")) throw slugTaken(slug);
    throw error;
  }
}

/**
 * Saves an edited article. Until it is first published its address follows the title; after
 * that the address stays, so links people shared keep working. A new image replaces the old one,
 * whose file is removed once the change is saved.
 */
export async function updateArticle(db: Db, actor: Actor, storage: PhotoStorage, id: string, input: unknown, image: ArticleImageChange = null): Promise<{ id: string; slug: string }> {
  const admin = requireAdmin(actor);
  const current = await getArticleForAdmin(db, actor, id);
  const fields = parseOrInvalid(ArticleSchema, input);
  const slug = current.publishedAt ? current.slug : slugFromTitle(fields.title);
  const newImage = image && "bytes" in image ? await storage.save(image.bytes, "articles") : null;
  const imageUrl = newImage ?? (image && "remove" in image ? null : current.image);
  try {
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(articles)
        .set({
          slug, title: fields.title, category: fields.category, excerpt: fields.excerpt, body: fields.body,
          readMinutes: fields.readMinutes ?? readMinutesFor(fields.body), image: imageUrl,
        })
        .where(eq(articles.id, current.id))
        .returning({ id: articles.id, slug: articles.slug });
      if (!row) throw notFound(ARTICLE_NOT_FOUND);
      await recordAdminActivity(tx, admin, { key: "activity.article.edited", values: { title: fields.title }, entityType: "article", entityId: row.id });
      return row;
    });
    if (current.image && current.image !== imageUrl) await storage.remove(current.image);
    return saved;
  } catch (error) {
    if (newImage) await storage.remove(newImage);
    if (isUniqueViolation(error, "articles_slug_unique")) throw slugTaken(slug);
    throw error;
  }
}

/**
 * Publishes (shown on the home page and /blog from now on; the first publication sets its date)
 * or unpublishes (gone from both, its page a 404). Asking for the state it is already in changes
 * nothing and records nothing.
 */
export async function setArticlePublished(db: Db, actor: Actor, id: string, published: boolean): Promise<{ changed: boolean; slug: string; title: string }> {
  const admin = requireAdmin(actor);
  const key = articleId(id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(articles)
      .set(published ? { isPublished: true, publishedAt: sql`coalesce(${articles.publishedAt}, now())` } : { isPublished: false })
      .where(sql`${articles.id} = ${key} and ${articles.isPublished} <> ${published}`)
      .returning({ id: articles.id, slug: articles.slug, title: articles.title });
    if (!row) {
      const [existing] = await tx.select({ slug: articles.slug, title: articles.title }).from(articles).where(eq(articles.id, key));
      if (!existing) throw notFound(ARTICLE_NOT_FOUND);
      return { changed: false, ...existing };
    }
    await recordAdminActivity(tx, admin, { key: published ? "activity.article.published" : "activity.article.unpublished", values: { title: row.title }, entityType: "article", entityId: row.id });
    return { changed: true, slug: row.slug, title: row.title };
  });
}
