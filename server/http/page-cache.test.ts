import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { articles } from "#server/db/schema/articles";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { createPageCache, PAGE_CACHE_CHANNEL, type PageCacheVariables, renderAsCacheAsks, tagsFor } from "./page-cache";
import { connectPageCache } from "./page-cache-sync";

/** An app whose pages count how often they were rendered. */
function appWith(cache: ReturnType<typeof createPageCache>) {
  let renders = 0;
  const app = new Hono<{ Variables: PageCacheVariables }>();
  app.use(async (c, next) => {
    c.set("cspNonce", `nonce-${renders}`);
    await next();
  });
  app.use(cache.middleware);
  // Renders through renderAsCacheAsks as server/app.ts does; a page rendered with a session is
  // private and names its member, as a page that read the session would.
  app.get("*", (c) =>
    renderAsCacheAsks(c, async (asVisitor) => {
      renders++;
      const member = asVisitor ? null : /session_token=(\w+)/.exec(c.req.header("cookie") ?? "")?.[1];
      const personal = member || c.req.query("private") !== undefined;
      return c.html(`<p>render ${renders}${member ? ` for ${member}` : ""}</p>${"x".repeat(3000)}`, 200, { "Cache-Control": personal ? "private, no-store" : "public, max-age=0, s-maxage=60" });
    }));
  return { app, renders: () => renders };
}

describe("page cache", () => {
  it("knows which public pages it may keep and what each shows", () => {
    expect(tagsFor("/")).toEqual(["saunas", "stories", "articles"]);
    expect(tagsFor("/saunas.data")).toEqual(["saunas"]);
    expect(tagsFor("/sauna/5a1c1f9e-0d7e-4a4a-9d8e-1f2a3b4c5d6e")).toEqual(["saunas", "sauna:5a1c1f9e-0d7e-4a4a-9d8e-1f2a3b4c5d6e"]);
    expect(tagsFor("/blog/sauna-etiquette")).toEqual(["articles"]);
    for (const path of ["/my-account", "/dashboard", "/admin", "/auth", "/api/bookings", "/review/x"]) expect(tagsFor(path)).toBeNull();
  });

  it("keeps each language's pages as the English ones, by the same tags", () => {
    expect(tagsFor("/ga")).toEqual(["saunas", "stories", "articles"]);
    expect(tagsFor("/ga.data")).toEqual(["saunas", "stories", "articles"]);
    expect(tagsFor("/ga/saunas.data")).toEqual(["saunas"]);
    expect(tagsFor("/ga/blog/sauna-etiquette")).toEqual(["articles"]);
    for (const path of ["/ga/auth", "/gallery", "/ga/my-account"]) expect(tagsFor(path)).toBeNull();
  });

  it("never gives an English request the Irish copy of a page, nor the other way round, whatever the cookie or Accept-Language", async () => {
    const cache = createPageCache({ enabled: true, ttlMs: 60_000, maxEntries: 10 });
    const { app, renders } = appWith(cache);
    const english = await (await app.request("/saunas?county=Cork", { headers: { "accept-language": "ga-IE,ga;q=0.9" } })).text();
    const irish = await (await app.request("/ga/saunas?county=Cork", { headers: { cookie: "se_lang=en" } })).text();
    expect(english).toContain("render 1");
    expect(irish).toContain("render 2");
    // From now on each from its own entry, for any language cookie or header.
    for (const headers of [{}, { cookie: "se_lang=ga" }, { cookie: "se_lang=en" }, { "accept-language": "ga" }, { "accept-language": "en-IE" }] as Record<string, string>[]) {
      expect(await (await app.request("/saunas?county=Cork", { headers })).text()).toContain("render 1");
      expect(await (await app.request("/ga/saunas?county=Cork", { headers })).text()).toContain("render 2");
    }
    expect(renders()).toBe(2);
    // A change to the saunas drops both languages' copies.
    cache.onNotify("saunas");
    expect(await (await app.request("/ga/saunas?county=Cork")).text()).toContain("render 3");
    expect(await (await app.request("/saunas?county=Cork")).text()).toContain("render 4");
  });

  it("renders a public page once, then serves it compressed with an ETag and 304s", async () => {
    const cache = createPageCache({ enabled: true, ttlMs: 60_000, maxEntries: 10 });
    const { app, renders } = appWith(cache);
    const first = await app.request("/saunas", { headers: { "accept-encoding": "gzip, br" } });
    const second = await app.request("/saunas", { headers: { "accept-encoding": "gzip, br" } });
    expect(renders()).toBe(1);
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    const plain = await app.request("/saunas");
    expect(await plain.text()).toContain("render 1");
    expect((await app.request("/saunas", { headers: { "if-none-match": first.headers.get("etag")! } })).status).toBe(304);
  });

  it("keeps the versions of a page apart, as the app names them from the cookies", async () => {
    // As the app's stylesheet: linked for a browser holding the file, inline for everyone else.
    const variantOf = (cookie: string) => (/se_css=held/.test(cookie) ? "linked" : "inline");
    const cache = createPageCache({ enabled: true, ttlMs: 60_000, maxEntries: 10, variantOf });
    const { app, renders } = appWith(cache);
    const linked = await (await app.request("/blog", { headers: { cookie: "se_css=held" } })).text();
    const inline = await (await app.request("/blog")).text();
    expect(linked).toContain("render 1");
    expect(inline).toContain("render 2");
    // Each from its own entry from now on, a stale cookie getting the inline one.
    expect(await (await app.request("/blog", { headers: { cookie: "se_css=held" } })).text()).toContain("render 1");
    expect(await (await app.request("/blog", { headers: { cookie: "se_css=old" } })).text()).toContain("render 2");
    expect(renders()).toBe(2);
  });

  it("renders a member's miss as the visitor's page and keeps it for everyone, never a private page", async () => {
    const cache = createPageCache({ enabled: true, ttlMs: 60_000, maxEntries: 10 });
    const { app, renders } = appWith(cache);
    // A member first: the visitor's page (nothing of theirs in it), kept…
    const first = await (await app.request("/", { headers: { cookie: "better-auth.session_token=abc; se_member=1" } })).text();
    expect(first).toContain("render 1");
    expect(first).not.toContain("abc");
    expect(cache.stats().entries).toBe(1);
    // …and served to another member and to a visitor without rendering again.
    expect(await (await app.request("/", { headers: { cookie: "theme=dark; __Secure-better-auth.session_token=def" } })).text()).toContain("render 1");
    expect(await (await app.request("/")).text()).toContain("render 1");
    expect(renders()).toBe(1);
    // A page that says it is private is never kept, for a visitor or a member.
    await app.request("/saunas?private");
    await app.request("/saunas?private", { headers: { cookie: "better-auth.session_token=abc" } });
    await app.request("/saunas?private");
    expect(renders()).toBe(4);
    expect(cache.stats().entries).toBe(1);
  });

  it("never reads or fills the cache for a one-time toast", async () => {
    const cache = createPageCache({ enabled: true, ttlMs: 60_000, maxEntries: 10 });
    const { app, renders } = appWith(cache);
    await app.request("/saunas");
    expect(await (await app.request("/saunas", { headers: { cookie: "se_flash=abc" } })).text()).toContain("render 2");
    expect(await (await app.request("/saunas", { headers: { cookie: "better-auth.session_token=abc; se_flash=abc" } })).text()).toContain("render 3");
    expect(await (await app.request("/saunas")).text()).toContain("render 1");
    expect(renders()).toBe(3);
  });

  it("renders a hidden sauna (a 404 for visitors) with the member's session, for them alone", async () => {
    const cache = createPageCache({ enabled: true, ttlMs: 60_000, maxEntries: 10 });
    const id = "5a1c1f9e-0d7e-4a4a-9d8e-1f2a3b4c5d6e";
    const app = new Hono<{ Variables: PageCacheVariables }>();
    app.use(async (c, next) => {
      c.set("cspNonce", "n");
      await next();
    });
    app.use(cache.middleware);
    // As the sauna page does: hidden from visitors, shown to its owner (privately).
    app.get("*", (c) =>
      renderAsCacheAsks(c, async (asVisitor) =>
        !asVisitor && c.req.header("cookie")?.includes("session_token=owner")
          ? c.html("<p>owner's view</p>", 200, { "Cache-Control": "private, no-store" })
          : c.html("<p>Sauna Not Found</p>", 404)));
    expect((await app.request(`/sauna/${id}`)).status).toBe(404);
    const owner = await app.request(`/sauna/${id}`, { headers: { cookie: "better-auth.session_token=owner" } });
    expect(owner.status).toBe(200);
    expect(await owner.text()).toContain("owner's view");
    expect(owner.headers.get("cache-control")).toBe("private, no-store");
    expect((await app.request(`/sauna/${id}`)).status).toBe(404);
    expect((await app.request(`/sauna/${id}`, { headers: { cookie: "better-auth.session_token=someone" } })).status).toBe(404);
    expect(cache.stats().entries).toBe(0);
  });

  it("drops exactly the pages a change concerns, and everything after its time", async () => {
    const cache = createPageCache({ enabled: true, ttlMs: 60_000, maxEntries: 10 });
    const { app, renders } = appWith(cache);
    const id = "5a1c1f9e-0d7e-4a4a-9d8e-1f2a3b4c5d6e";
    for (const path of ["/", "/blog", `/sauna/${id}`]) await app.request(path);
    cache.onNotify(`sauna:${id}`);
    for (const path of ["/", "/blog", `/sauna/${id}`]) await app.request(path);
    expect(renders()).toBe(4);
    cache.onNotify("articles");
    for (const path of ["/", "/blog", `/sauna/${id}`]) await app.request(path);
    expect(renders()).toBe(6);
  });
});

describeOnEachDatabase("page cache notifications", (t) => {
  it("hears from the database what changed, after it commits", async () => {
    const heard: string[] = [];
    const stop = await t.listen(PAGE_CACHE_CHANNEL, (payload) => heard.push(payload));
    const sync = await connectPageCache(createPageCache({ enabled: true, ttlMs: 1000, maxEntries: 1 }), t);
    try {
      const guest = await createTestUser(t);
      const sauna = await createTestSauna(t);
      await sync.barrier();
      heard.length = 0;
      await t.db.insert(reviews).values({ saunaId: sauna.id, userId: guest.userId, rating: 5, comment: "Wonderful heat and a lovely host.", featured: true });
      await t.db.update(saunas).set({ pricePerSession: 55 }).where(eq(saunas.id, sauna.id));
      await t.db.insert(articles).values({ slug: `cache-${Date.now()}`, title: "T", excerpt: "E", body: "B", category: "Guides" });
      await t.db.update(profiles).set({ fullName: "New Name" }).where(eq(profiles.id, guest.userId));
      await sync.barrier();
      expect(heard.filter((p) => !p.startsWith("barrier:"))).toEqual([`sauna:${sauna.id}`, "stories", "saunas", "articles", "saunas"]);
    } finally {
      await sync.stop();
      await stop();
    }
  });
});
