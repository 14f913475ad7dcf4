// Public pages, rendered once for signed-out visitors and served from memory. A page
// stays until something it shows changes — the database tells every process with NOTIFY
// 'page_cache' (triggers of migration 0012: saunas, reviews, articles, profiles) — or until its
// time is up. Public pages show nothing of the member's own (that comes from GET /api/me,
// decision 013), so a request with a session may be answered from the cache, but it never fills
// it: nothing rendered with a session is ever shared. A page a session finds missing (or that an
// anonymous render would answer with a 404, never kept: an owner's or admin's hidden sauna) is
// rendered for that session alone. A one-time toast never reads or fills the cache.
//
// Each entry keeps its body gzip- and brotli-compressed, an ETag for 304s, and the nonce its
// inline scripts were rendered with (security-headers.ts sends that nonce again), so a hit costs
// no rendering, no compression and no database query.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { pathWithoutLocale } from "#domain/locales";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export const PAGE_CACHE_CHANNEL = "page_cache";

/** What a cached page shows, named as the NOTIFY payloads name it. */
export type PageTag = "saunas" | "stories" | "articles" | `sauna:${string}`;

/**
 * The public pages that may be cached, with what each shows. React Router's data requests for
 * the same pages (`<path>.data`) are cached alike.
 */
export function tagsFor(pathname: string): PageTag[] | null {
  // /ga/saunas shows what /saunas shows; the whole path (language and all) keys the entry.
  const english = pathWithoutLocale(pathname);
  const path = english.endsWith(".data") ? english.slice(0, -".data".length) : english;
  if (path === "/" || path === "/_root") return ["saunas", "stories", "articles"];
  if (path === "/saunas" || path === "/api/map-markers") return ["saunas"];
  const sauna = /^\/sauna\/([0-9a-f-]{36})$/.exec(path);
  if (sauna) return ["saunas", `sauna:${sauna[1]}`];
  if (path === "/blog" || /^\/blog\/[a-z0-9-]+$/.test(path)) return ["articles"];
  if (path === "/sitemap.xml" || /^\/sitemaps\/[a-z0-9-]+\.xml$/.test(path)) return ["saunas"];
  if (path === "/robots.txt") return [];
  return null;
}

type Entry = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  nonce: string;
  tags: PageTag[];
  expires: number;
};

export type PageCacheOptions = {
  enabled: boolean;
  ttlMs: number;
  maxEntries: number;
  /**
   * The versions a page is rendered in for everyone alike, named from the request's cookies: the
   * stylesheet inline or linked (app/lib/site-stylesheet.ts). Each is kept apart.
   */
  variantOf?: (cookieHeader: string) => string;
};

/**
 * `sharedRender`: set by the cache on a member's miss, asking the app to render the page as a
 * visitor sees it; the app sets it false when it rendered with the member's session after all.
 */
export type PageCacheVariables = { cspNonce: string; sharedRender?: boolean };

/** The one-time toast: the page shows it once, so it is rendered afresh and never kept. */
const FLASH_COOKIE = /(?:^|;\s*)se_flash=/;
/** A session (better-auth): may read the cache, never fills it. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Renders a request as the page cache asked: `render(true)` renders the page as a visitor sees it,
 * `render(false)` with the request's own session. On a member's miss the visitor's page is
 * rendered (and then kept); when that is not found it may still be theirs to see (an owner's
 * hidden sauna, their bookings at a sauna gone from the directory), so it is rendered with their
 * session after all, for them alone.
 */
export async function renderAsCacheAsks<E extends { Variables: PageCacheVariables }>(
  c: Context<E>,
  render: (asVisitor: boolean) => Promise<Response>,
): Promise<Response> {
  const vars = c as unknown as Context<{ Variables: PageCacheVariables }>;
  if (!vars.get("sharedRender")) return render(false);
  const shared = await render(true);
  if (shared.status !== 404) return shared;
  vars.set("sharedRender", false);
  return render(false);
}

export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;

  function invalidate(tag: string) {
    for (const [key, entry] of entries) if ((entry.tags as string[]).includes(tag)) entries.delete(key);
  }

  function remember(key: string, entry: Entry) {
    // Oldest first out: a Map keeps insertion order, and a hit re-inserts its entry.
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  const middleware: MiddlewareHandler<{ Variables: PageCacheVariables }> = async (c, next) => {
    const method = c.req.method;
    if (!options.enabled || (method !== "GET" && method !== "HEAD")) return next();
    const url = new URL(c.req.url);
    const tags = tagsFor(url.pathname);
    const cookie = c.req.header("cookie") ?? "";
    if (!tags || FLASH_COOKIE.test(cookie)) return next();
    const session = SESSION_COOKIE.test(cookie);
    const key = `${options.variantOf?.(cookie) ?? ""} ${url.pathname}${url.search}`;

    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) {
      hits++;
      entries.delete(key);
      entries.set(key, cached);
      c.set("cspNonce", cached.nonce);
      return respond(cached, c.req.header("accept-encoding") ?? "", c.req.header("if-none-match"), method);
    }
    misses++;
    // A member's miss is rendered as a visitor's page (public pages carry nothing of the member's:
    // decision 013) and kept for everyone, so pages only members visit are cached too; see
    // renderAsCacheAsks, through which the app renders.
    if (session) c.set("sharedRender", true);
    await next();
    // Rendered with a session: theirs alone, whatever its headers say.
    if (session && c.get("sharedRender") !== true) return;
    const res = c.res;
    // Only a shared, successful page without cookies is kept (routes opt in with public caching).
    if (res.status !== 200 || res.headers.has("set-cookie") || !/\bpublic\b/.test(res.headers.get("cache-control") ?? "")) return;
    const body = Buffer.from(await res.arrayBuffer());
    const compressible = /^(text\/|application\/(json|xml|javascript)|image\/svg)/.test(res.headers.get("content-type") ?? "");
    const [gz, br] = compressible && body.length > 1024
      ? await Promise.all([gzipAsync(body, { level: 6 }), brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })])
      : [null, null];
    const entry: Entry = {
      status: res.status,
      headers: [...res.headers].filter(([name]) => !["content-length", "content-encoding", "etag", "vary"].includes(name)),
      body,
      gzip: gz,
      br,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      nonce: c.get("cspNonce"),
      tags,
      expires: Date.now() + options.ttlMs,
    };
    remember(key, entry);
    c.res = respond(entry, c.req.header("accept-encoding") ?? "", c.req.header("if-none-match"), method);
  };

  return {
    middleware,
    /** Drops every page showing what the NOTIFY payload names; "barrier:…" payloads are ignored. */
    onNotify(payload: string) {
      if (payload === "all") entries.clear();
      else invalidate(payload);
    },
    stats: () => ({ entries: entries.size, hits, misses }),
    clear: () => entries.clear(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

function respond(entry: Entry, acceptEncoding: string, ifNoneMatch: string | undefined, method: string): Response {
  const headers = new Headers(entry.headers);
  headers.set("ETag", entry.etag);
  headers.set("Vary", "Accept-Encoding, Cookie");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === entry.etag)) {
    return new Response(null, { status: 304, headers });
  }
  let body: Buffer = entry.body;
  if (entry.br && /\bbr\b/.test(acceptEncoding)) {
    body = entry.br;
    headers.set("Content-Encoding", "br");
  } else if (entry.gzip && /\bgzip\b/.test(acceptEncoding)) {
    body = entry.gzip;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.length));
  return new Response(method === "HEAD" ? null : new Uint8Array(body), { status: entry.status, headers });
}
