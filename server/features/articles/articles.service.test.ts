import { beforeAll, describe, expect, it } from "vitest";
import { articles } from "#server/db/schema/articles";
import { ServiceError } from "#server/features/errors";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { articleParagraphs, getPublishedArticle, listPublishedArticles } from "./articles.service";

describe("articleParagraphs", () => {
  it("splits on blank lines and joins wrapped lines", () => {
    expect(articleParagraphs("One\nline.\n\n  Two.  \r\n\r\nThree.\n\n\n")).toEqual(["One line.", "Two.", "Three."]);
  });
});

describeOnEachDatabase("articles", (t) => {
  beforeAll(async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const base = { excerpt: "Short.", body: "First paragraph.\n\nSecond paragraph.", category: "Guides", readMinutes: 4 };
    await t.db.insert(articles).values([
      { ...base, slug: "older", title: "Older", isPublished: true, publishedAt: day(1) },
      { ...base, slug: "newer", title: "Newer", isPublished: true, publishedAt: day(5) },
      { ...base, slug: "newest", title: "Newest", isPublished: true, publishedAt: day(9) },
      { ...base, slug: "draft", title: "Draft", isPublished: false },
      { ...base, slug: "scheduled", title: "Scheduled", isPublished: true, publishedAt: new Date(Date.now() + 86_400_000) },
    ]);
  });

  it("lists published articles, newest first, optionally limited", async () => {
    expect((await listPublishedArticles(t.db)).map((a) => a.slug)).toEqual(["newest", "newer", "older"]);
    expect((await listPublishedArticles(t.db, 2)).map((a) => a.slug)).toEqual(["newest", "newer"]);
    expect((await listPublishedArticles(t.db, 1))[0]).toMatchObject({ title: "Newest", category: "Guides", readMinutes: 4, publishedAt: "2026-01-09T00:00:00.000Z" });
  });

  it("opens a published article by slug", async () => {
    expect(await getPublishedArticle(t.db, "newer")).toMatchObject({ title: "Newer", body: "First paragraph.\n\nSecond paragraph." });
  });

  it("treats unknown, draft and scheduled articles as not found", async () => {
    for (const slug of ["nope", "draft", "scheduled", "'; drop table articles; --"]) {
      await expect(getPublishedArticle(t.db, slug)).rejects.toSatisfy((e) => e instanceof ServiceError && e.kind === "not_found");
    }
  });
});
