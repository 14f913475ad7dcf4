// Builds the Hono app: static files, better-auth, then React Router for every page.
// server/index.ts (production) and server/dev.ts (development) start it; tests build it too.
import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { HASHED_IMAGE } from "#domain/built-images";
import { localeOfPath } from "#domain/locales";
import { appContext } from "./app-context";
import type { Auth } from "./auth/auth";
import { ANONYMOUS, type Actor } from "./auth/actor";
import { createSessionCache, type SessionCache, type SessionLookup } from "./auth/session-cache";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { resolveClientAddress, withClientAddress } from "./http/client-address";
import { formGate, type ParsedForm, type RequestProblem } from "./http/form-gate";
import { healthRoutes } from "./http/health";
import { inRequestLocale } from "./i18n/request-locale";
import { MEMBER_API_PATH, memberApi } from "./http/member-api";
import { memberMarker } from "./http/member-marker";
import type { Logger } from "./http/logger";
import { requestLog } from "./http/request-log";
import { originCheck } from "./http/origin-check";
import { bodyLimitFor } from "./http/request-limits";
import { renderAsCacheAsks, type PageCache } from "./http/page-cache";
import type { PageCacheSync } from "./http/page-cache-sync";
import { securityHeaders } from "./http/security-headers";
import { STRIPE_WEBHOOK_PATH, stripeWebhook } from "./http/stripe-webhook";
import type { PaymentProvider } from "./integrations/payments/payment-provider";
import { configuredPhotoObjects } from "./integrations/storage/configured-photo-objects";
import { photoStorageOn, type PhotoObjects } from "./integrations/storage/photo-storage";
import { servePhotos } from "./integrations/storage/serve-photos";
import { projectRoot } from "./project-root";

export type AppDeps = {
  /** Anonymous public pages from memory (http/page-cache.ts), kept in step by NOTIFY. */
  pageCache?: { cache: PageCache; sync: PageCacheSync };
  config: Config;
  db: Db;
  auth: Auth;
  getBuild: () => ServerBuild | Promise<ServerBuild>;
  mode: "production" | "development";
  /** Structured request log with request ids (http/request-log.ts); none in most tests. */
  logger?: Logger;
  /** /healthz and /readyz (http/health.ts); `stopping` is true once SIGTERM came. */
  health?: { stopping: () => boolean };
  /** Where photos are kept; by default as configured (integrations/storage). */
  photoObjects?: PhotoObjects;
  /** Card payments (decision 012): absent without STRIPE_SECRET_KEY, and guests pay at the sauna. */
  payments?: { provider: PaymentProvider; wake?: () => void };
  /** Who each request's session cookie belongs to (auth/session-cache.ts); by default one of its own. */
  sessionCache?: SessionCache;
};

type Env = {
  Bindings: HttpBindings;
  Variables: { requestId: string; clientAddress: string; cspNonce: string; parsedForm: ParsedForm | undefined; requestProblem: RequestProblem | undefined; sharedRender?: boolean };
};

/** Pages rendered for a signed-in user carry their name and data: never stored by a cache. */
const PRIVATE_CACHE_CONTROL = "private, no-store";

export function createApp(deps: AppDeps) {
  const { config, db, auth } = deps;
  const app = new Hono<Env>();
  const dev = deps.mode === "development";
  // One per process: any route that needs the request's actor asks it (one primary-key read when cached).
  const sessions = deps.sessionCache ?? createSessionCache(db, auth);

  if (deps.logger) {
    const logger = deps.logger;
    app.use(requestLog(logger));
    app.onError((error, c) => {
      logger.error({ reqId: c.get("requestId"), err: error }, "unhandled error");
      return c.text("Internal Server Error", 500);
    });
  }
  if (deps.health) app.route("/", healthRoutes({ db, stopping: deps.health.stopping }));
  app.use(securityHeaders({ https: config.baseUrl.startsWith("https://"), mapTileOrigin: tileOrigin(config.mapTileUrl), dev }));
  // The script-readable marker `se_member=1` follows the session cookie (decision 013).
  app.use(memberMarker({ secure: config.baseUrl.startsWith("https://") }));
  // Pages, JSON and XML go out compressed when the browser asks (cached pages come compressed).
  app.use(compress());
  app.use(async (c, next) => {
    const socket = c.env?.incoming?.socket?.remoteAddress;
    c.set("clientAddress", resolveClientAddress(socket, c.req.header("x-forwarded-for") ?? null, config.trustedProxies));
    await next();
  });
  app.use((c, next) => {
    const { maxBytes, message } = bodyLimitFor(c.req.path);
    return bodyLimit({
      maxSize: maxBytes,
      // The browser is still sending: read and drop the rest first, so it gets this answer rather
      // than a reset connection (show the 413 as a clear message). A body too large even
      // to drop is cut off with the connection.
      onError: async (c) => {
        const drained = await discardBody(c.req.raw.body, MAX_DISCARDED_BYTES);
        return c.text(message, 413, drained ? undefined : { Connection: "close" });
      },
    })(c, next);
  });
  // Stripe's events come from Stripe, not from our pages: verified by signature, before the origin check.
  const payments = deps.payments;
  if (payments) app.post(STRIPE_WEBHOOK_PATH, stripeWebhook({ db, provider: payments.provider, applied: payments.wake }));
  app.use(originCheck(config.baseUrl));

  if (!dev) {
    const clientDir = path.relative(process.cwd(), path.join(projectRoot(), "build/client"));
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        // Scripts and styles are compressed at build time (scripts/precompress-assets.ts).
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        // Content-hashed illustrations (scripts/built-images-plugin.ts) never change. The file
        // found may be the precompressed copy (…svg.br).
        onFound: (file, c) =>
          c.header("Cache-Control", HASHED_IMAGE.test(file.replace(/\.(br|gz|zst)$/, "")) ? "public, max-age=31536000, immutable" : "public, max-age=3600"),
      }),
    );
  }
  // Photos: on this machine's disk or in a shared bucket (PHOTO_STORAGE_URL), same URLs either way.
  const photoObjects = deps.photoObjects ?? configuredPhotoObjects(config);
  const photoStorage = photoStorageOn(photoObjects);
  app.use("/uploads/*", servePhotos(photoObjects));

  app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(withClientAddress(c.req.raw, c.get("clientAddress"))));
  // A member's own bits of the shared public pages (decision 013): never through the page cache.
  app.get(MEMBER_API_PATH, memberApi({ sessions, db, secure: config.baseUrl.startsWith("https://") }));

  // Created once: in development the build changes with every edit, so it is looked up per request.
  const handleRequest = createRequestHandler(dev ? () => deps.getBuild() : loadOnce(deps.getBuild), deps.mode);

  if (deps.pageCache) app.use(deps.pageCache.cache.middleware);
  app.use(formGate());
  app.all("*", async (c) => {
    const parsed = c.get("parsedForm");
    // The form gate has read the body; React Router reads it again from these bytes.
    const bytes = parsed?.bytes ?? (c.req.method === "POST" ? await c.req.arrayBuffer() : null);
    const render = (actor: Actor) => {
      const context = new RouterContextProvider();
      context.set(appContext, {
        db, auth, config, actor, photoStorage, payments: payments?.provider ?? null,
        clientAddress: c.get("clientAddress"),
        cspNonce: c.get("cspNonce"),
        form: parsed?.form ?? null,
        requestProblem: c.get("requestProblem") ?? null,
      });
      const request = bytes ? new Request(c.req.raw.url, { method: "POST", headers: c.req.raw.headers, body: bytes }) : c.req.raw;
      // Error messages reach the page in its language (server/i18n/error-text.ts, decision 021).
      return inRequestLocale(localeOfPath(new URL(c.req.raw.url).pathname), () => handleRequest(request, context));
    };

    let lookup: SessionLookup = { actor: ANONYMOUS, cookies: [] };
    const response = await renderAsCacheAsks(c, async (asVisitor) => {
      if (!asVisitor) lookup = await sessions.actorForRequest(c.req.raw.headers);
      return render(lookup.actor);
    });
    const { actor, cookies: renewed } = lookup;
    // Whoever changed something sees the change on their next page, even a cached one.
    if (deps.pageCache && c.req.method === "POST" && response.status < 400) await deps.pageCache.sync.barrier();

    // better-auth renews a session cookie as it is used (or clears a dead one); pass its Set-Cookie through.
    if (renewed.length === 0 && actor.kind === "anonymous") return response;
    const headers = new Headers(response.headers);
    for (const cookie of renewed) headers.append("Set-Cookie", cookie);
    if (actor.kind === "user") headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  return app;
}

/** How much of an oversized request body is read and dropped before answering 413. */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

/** Reads a body to its end without keeping it; false when it could not be read or was too long. */
async function discardBody(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<boolean> {
  if (!body || body.locked) return false;
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  }
}

/** The production build, loaded on first use and kept. */
function loadOnce(getBuild: () => ServerBuild | Promise<ServerBuild>): () => Promise<ServerBuild> {
  let build: Promise<ServerBuild> | undefined;
  return () => (build ??= Promise.resolve(getBuild()));
}

function tileOrigin(url: string): string {
  try {
    return new URL(url.replace(/[{}]/g, "")).origin;
  } catch {
    return "";
  }
}
