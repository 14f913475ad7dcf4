// Builds the Hono app: static files, better-auth, then React Router for every page.
// server/index.ts (production) and server/dev.ts (development) start it; tests build it too.
import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { appContext } from "./app-context";
import { ANONYMOUS, actorForUser, type Actor } from "./auth/actor";
import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { resolveClientAddress, withClientAddress } from "./http/client-address";
import { originCheck } from "./http/origin-check";
import { localDiskPhotoStorage } from "./integrations/storage/photo-storage";
import { securityHeaders } from "./http/security-headers";
import { projectRoot } from "./project-root";

export type AppDeps = {
  config: Config;
  db: Db;
  auth: Auth;
  getBuild: () => ServerBuild | Promise<ServerBuild>;
  mode: "production" | "development";
};

type Env = { Bindings: HttpBindings; Variables: { clientAddress: string } };

const MAX_BODY_BYTES = 1024 * 1024;
/** Pages that take photo uploads (up to 3 photos of 5 MB each, plus the form). */
const UPLOAD_PATHS = [/^\/review(\/|$)/, /^\/my-account\/settings$/];
const MAX_UPLOAD_BODY_BYTES = 16 * 1024 * 1024;

export function createApp(deps: AppDeps) {
  const { config, db, auth } = deps;
  const app = new Hono<Env>();
  const dev = deps.mode === "development";

  app.use(securityHeaders({ https: config.baseUrl.startsWith("https://"), mapTileOrigin: tileOrigin(config.mapTileUrl), dev }));
  app.use(async (c, next) => {
    const socket = c.env?.incoming?.socket?.remoteAddress;
    c.set("clientAddress", resolveClientAddress(socket, c.req.header("x-forwarded-for") ?? null, config.trustedProxies));
    await next();
  });
  const limit = (maxSize: number, label: string) =>
    bodyLimit({
      maxSize,
      // Close the connection: the rest of the oversized body is never read.
      onError: (c) => c.text(`The request is too large (the limit is ${label}).`, 413, { Connection: "close" }),
    });
  const uploadLimit = limit(MAX_UPLOAD_BODY_BYTES, "16 MB");
  const defaultLimit = limit(MAX_BODY_BYTES, "1 MB");
  app.use((c, next) => (UPLOAD_PATHS.some((p) => p.test(c.req.path)) ? uploadLimit : defaultLimit)(c, next));
  app.use(originCheck(config.baseUrl));

  if (!dev) {
    const clientDir = path.relative(process.cwd(), path.join(projectRoot(), "build/client"));
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({ root: clientDir, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }),
    );
  }
  mkdirSync(path.join(config.dataDir, "uploads"), { recursive: true });
  const photoStorage = localDiskPhotoStorage(path.join(config.dataDir, "uploads"));
  const uploadsDir = path.relative(process.cwd(), path.join(config.dataDir, "uploads"));
  app.use("/uploads/*", serveStatic({ root: uploadsDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, "") }));

  app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(withClientAddress(c.req.raw, c.get("clientAddress"))));

  app.all("*", async (c) => {
    const clientAddress = c.get("clientAddress");
    const session = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    let actor: Actor = ANONYMOUS;
    if (session.response?.user) actor = await actorForUser(db, session.response.user);

    const context = new RouterContextProvider();
    context.set(appContext, { db, auth, config, actor, clientAddress, photoStorage });
    const handler = createRequestHandler(await deps.getBuild(), deps.mode);
    const response = await handler(c.req.raw, context);
    // better-auth renews a session cookie as it is used; pass its Set-Cookie through.
    const renewed = session.headers?.getSetCookie?.() ?? [];
    if (renewed.length === 0) return response;
    const headers = new Headers(response.headers);
    for (const cookie of renewed) headers.append("Set-Cookie", cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  return app;
}

function tileOrigin(url: string): string {
  try {
    return new URL(url.replace(/[{}]/g, "")).origin;
  } catch {
    return "";
  }
}
