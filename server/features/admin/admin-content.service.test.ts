import { eq } from "drizzle-orm";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { articles } from "#server/db/schema/articles";
import { adminActivityLog } from "#server/db/schema/profiles";
import { getPublishedArticle, listPublishedArticles } from "#server/features/articles/articles.service";
import { localDiskPhotoStorage } from "#server/integrations/storage/photo-storage";
import { createTestUser } from "#server/testing/fixtures";
import { cameraPhoto, expectRefusesHostileImages, expectStoredSafely, realPhoto } from "#server/testing/test-photos";
import { describeOnEachDatabase } from "#server/testing/test-database";
import {
  createArticle, getArticleForAdmin, listArticlesForAdmin, setArticlePublished, updateArticle,
} from "./admin-content.service";

const PNG = await realPhoto("png");
const JPEG = await realPhoto("jpeg");

let n = 0;
function article(overrides: Record<string, string> = {}) {
  n++;
  return {
    title: `Winter Sea Swims ${n}`,
    category: "Guides",
    excerpt: "How to keep warm between dips this winter.",
    body: "Start gently.\n\nTen minutes in the heat, a short dip, then rest.\n\n## After\n\nHot chocolate.",
    ...overrides,
  };
}

describeOnEachDatabase("admin content", (t) => {
  let admin: SignedInUser;
  let uploads: string;
  const storage = () => localDiskPhotoStorage(uploads);
  const fileOf = (url: string) => path.join(uploads, url.replace(/^\/uploads\//, ""));
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
    uploads = mkdtempSync(path.join(os.tmpdir(), "sauna-articles-"));
  });
  afterAll(async () => {
    rmSync(uploads, { recursive: true, force: true });
  });

  it("creates a draft with an image, an address from its title and a worked-out read time; publishing shows it on the blog at once", async () => {
    const fields = article({ title: "Saunas of Dún Laoghaire & Howth" });
    const created = await createArticle(t.db, admin, storage(), fields, { bytes: PNG });
    expect(created.slug).toBe("saunas-of-dun-laoghaire-and-howth");
    const draft = await getArticleForAdmin(t.db, admin, created.id);
    expect(draft).toMatchObject({ title: fields.title, isPublished: false, publishedAt: null, readMinutes: 1, category: "Guides" });
    expect(draft.image).toMatch(/^\/uploads\/articles\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(fileOf(draft.image!))).toBe(true);
    // A draft is not public.
    expect((await listPublishedArticles(t.db)).map((a) => a.slug)).not.toContain(created.slug);
    await expect(getPublishedArticle(t.db, created.slug)).rejects.toMatchObject({ status: 404 });

    expect(await setArticlePublished(t.db, admin, created.id, true)).toMatchObject({ changed: true });
    expect((await listPublishedArticles(t.db, 3))[0]).toMatchObject({ slug: created.slug, image: draft.image, readMinutes: 1 });
    expect(await getPublishedArticle(t.db, created.slug)).toMatchObject({ body: fields.body });

    expect(await setArticlePublished(t.db, admin, created.id, false)).toMatchObject({ changed: true });
    expect((await listPublishedArticles(t.db)).map((a) => a.slug)).not.toContain(created.slug);
    await expect(getPublishedArticle(t.db, created.slug)).rejects.toMatchObject({ status: 404 });

    const log = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, created.id));
    expect(log.map((e) => e.action).sort()).toEqual([`Created article ${fields.title}`, `Published article ${fields.title}`, `Unpublished article ${fields.title}`].sort());
  });

  it("keeps the first publication date when republished, and records nothing when nothing changes", async () => {
    const { id } = await createArticle(t.db, admin, storage(), article());
    await setArticlePublished(t.db, admin, id, true);
    const first = (await getArticleForAdmin(t.db, admin, id)).publishedAt;
    expect(await setArticlePublished(t.db, admin, id, true)).toMatchObject({ changed: false });
    await setArticlePublished(t.db, admin, id, false);
    await setArticlePublished(t.db, admin, id, true);
    expect((await getArticleForAdmin(t.db, admin, id)).publishedAt).toEqual(first);
    const log = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, id));
    expect(log).toHaveLength(4); // created, published, unpublished, published
  });

  it("refuses a title whose address another article has, with a clear message, and keeps no stray image", async () => {
    await createArticle(t.db, admin, storage(), article({ title: "The Forty Foot at Dawn" }));
    const error = await createArticle(t.db, admin, storage(), article({ title: "The Forty-Foot at dawn!" }), { bytes: JPEG }).catch((e) => e);
    expect(error).toMatchObject({ status: 409, message: "Another article already uses the address /blog/the-forty-foot-at-dawn. Please choose a different title." });
    const rows = await t.db.select().from(articles).where(eq(articles.slug, "the-forty-foot-at-dawn"));
    expect(rows).toHaveLength(1);
    expect(rows[0].image).toBeNull();
  });

  it("edits: the address follows the title until first published, then stays; a new image replaces the old file", async () => {
    const { id } = await createArticle(t.db, admin, storage(), article({ title: "Draft Title" }), { bytes: PNG });
    const oldImage = (await getArticleForAdmin(t.db, admin, id)).image!;
    const renamed = await updateArticle(t.db, admin, storage(), id, article({ title: "Better Title", readMinutes: "7" }), { bytes: await cameraPhoto() });
    expect(renamed.slug).toBe("better-title");
    const edited = await getArticleForAdmin(t.db, admin, id);
    expect(edited).toMatchObject({ title: "Better Title", readMinutes: 7 });
    expect(edited.image).toMatch(/\.webp$/);
    expect(existsSync(fileOf(oldImage))).toBe(false);
    await expectStoredSafely(readFileSync(fileOf(edited.image!)));

    // A pixel bomb, a truncated file or a script behind a GIF header is refused; the image stays.
    await expectRefusesHostileImages((bytes) => updateArticle(t.db, admin, storage(), id, article({ title: "Better Title" }), { bytes }), "Only JPG, PNG, GIF or WebP photos can be uploaded.");
    expect((await getArticleForAdmin(t.db, admin, id)).image).toBe(edited.image);

    await setArticlePublished(t.db, admin, id, true);
    expect((await updateArticle(t.db, admin, storage(), id, article({ title: "Best Title" }))).slug).toBe("better-title");
    expect(await getPublishedArticle(t.db, "better-title")).toMatchObject({ title: "Best Title" });

    await updateArticle(t.db, admin, storage(), id, article({ title: "Best Title" }), { remove: true });
    expect((await getArticleForAdmin(t.db, admin, id)).image).toBeNull();
    expect(existsSync(fileOf(edited.image!))).toBe(false);
  });

  it("stores the body as typed: markup stays text", async () => {
    const body = "<script>alert('x')</script>\n\n<b>Bold?</b> No, just text.";
    const { id, slug } = await createArticle(t.db, admin, storage(), article({ body }));
    await setArticlePublished(t.db, admin, id, true);
    expect((await getPublishedArticle(t.db, slug)).body).toBe(body);
  });

  it("refuses bad input per field, a file that isn't an image, and unknown articles", async () => {
    const error = await createArticle(t.db, admin, storage(), { title: "", category: "", excerpt: "short", body: "tiny" }).catch((e) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(Object.keys(error.fieldErrors).sort()).toEqual(["body", "category", "excerpt", "title"]);
    await expect(createArticle(t.db, admin, storage(), article(), { bytes: new TextEncoder().encode("<svg onload=alert(1)>") })).rejects.toThrow("Only JPG, PNG, GIF or WebP photos can be uploaded.");
    await expectRefusesHostileImages((bytes) => createArticle(t.db, admin, storage(), article(), { bytes }), "Only JPG, PNG, GIF or WebP photos can be uploaded.");
    await expect(getArticleForAdmin(t.db, admin, "not-a-uuid")).rejects.toMatchObject({ status: 404 });
    await expect(setArticlePublished(t.db, admin, "00000000-0000-0000-0000-000000000000", true)).rejects.toMatchObject({ status: 404 });
    await expect(updateArticle(t.db, admin, storage(), "00000000-0000-0000-0000-000000000000", article())).rejects.toMatchObject({ status: 404 });
  });

  it("lists drafts and published articles for admins, newest first", async () => {
    const list = await listArticlesForAdmin(t.db, admin, { page: "1" });
    expect(list.total).toBe(5);
    expect(list.rows.some((r) => !r.isPublished) && list.rows.some((r) => r.isPublished)).toBe(true);
    expect(list.rows[0].createdAt.getTime()).toBeGreaterThanOrEqual(list.rows[1].createdAt.getTime());
  });

  it("is refused to a visitor, a guest and an owner", async () => {
    const { id } = await createArticle(t.db, admin, storage(), article());
    for (const actor of [ANONYMOUS, await createTestUser(t), await createTestUser(t, { isOwner: true })]) {
      const status = actor.kind === "anonymous" ? 401 : 403;
      await expect(listArticlesForAdmin(t.db, actor)).rejects.toMatchObject({ status });
      await expect(getArticleForAdmin(t.db, actor, id)).rejects.toMatchObject({ status });
      await expect(createArticle(t.db, actor, storage(), article())).rejects.toMatchObject({ status });
      await expect(updateArticle(t.db, actor, storage(), id, article())).rejects.toMatchObject({ status });
      await expect(setArticlePublished(t.db, actor, id, true)).rejects.toMatchObject({ status });
    }
    expect(await getArticleForAdmin(t.db, admin, id)).toMatchObject({ isPublished: false });
  });
});
