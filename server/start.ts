// Start-up shared by production and development: validate configuration, lock and open the
// database, apply migrations (once across processes, db/migrate.ts), load demo data into an
// empty embedded database, start the mail worker and the calendar import, then listen. On
// SIGTERM or SIGINT: drain, finish requests in flight, stop the workers, close the pool
// (http/shutdown.ts). Logs are JSON lines (http/logger.ts).
import { getRequestListener, serve } from "@hono/node-server";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { createLogger } from "./http/logger";
import { createPageCache } from "./http/page-cache";
import { connectPageCache } from "./http/page-cache-sync";
import { gracefulShutdown } from "./http/shutdown";
import { createAuth } from "./auth/auth";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";
import { openPglite, openPostgres, type Database } from "./db/client";
import { loadDemoDataIfEmpty } from "./db/demo-data/load-demo-data";
import { createMailTransport } from "./integrations/mail/create-mail-transport";
import { startMailWorker } from "./integrations/mail/mail-worker";
import { startCalendarImportWorker } from "./integrations/calendar-import/calendar-import-worker";
import { configuredPhotoObjects } from "./integrations/storage/configured-photo-objects";
import { startPaymentsWorker } from "./features/payments/payments-worker";
import { stripePayments } from "./integrations/payments/stripe-payments";
import { startWaitlistWorker } from "./features/waitlist/waitlist-sweep";

export async function startServer(options: {
  getBuild: () => ServerBuild | Promise<ServerBuild>;
  mode: "production" | "development";
  /** In development Vite's middleware answers first and hands on what it does not serve. */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** The page cache's versions of one page (page-cache.ts `variantOf`), from the app's build. */
  pageVariantOf?: (cookieHeader: string) => string;
}) {
  let config;
  let unlock = () => {};
  let database: Database;
  let logger = createLogger();
  try {
    config = loadConfig();
    logger = createLogger({ level: config.logLevel });
    if (config.databaseUrl) {
      database = await openPostgres(config.databaseUrl, { max: config.databasePoolSize, log: (line) => logger.info(line) });
    } else {
      unlock = lockDataDir(config.dataDir);
      database = await openPglite({ dataDir: path.join(config.dataDir, "pglite") });
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  const auth = createAuth(database.db, config);
  if (config.loadDemoData) await loadDemoDataIfEmpty(database.db, auth);

  // Requests only write mail to the outbox; this worker sends it, so no request waits for SMTP.
  const mailTransport = createMailTransport(config);
  const mailWorker = startMailWorker({
    db: database.db,
    transport: mailTransport,
    messageIdHost: new URL(config.baseUrl).hostname,
    log: (line) => logger.warn(line),
  });
  logger.info(`Mail goes to ${mailTransport.description}.`);
  // Hosts' own calendars (.ics) are fetched again every half hour, their busy times blocking sessions.
  const calendarImport = startCalendarImportWorker({ db: database.db, policy: config.siteFetchPolicy, log: (line) => logger.warn(line) });

  // Waitlists (decision 016): holds that ran out, and the lines of sessions that have begun.
  const waitlistWorker = startWaitlistWorker({ db: database.db, now: () => new Date(Date.now() + config.testClockOffsetMs), log: (line) => logger.warn(line) });

  // Card payments (decision 012): Stripe's SDK, and the worker that sweeps unpaid holds and makes
  // refunds and payouts. Without a key guests pay at the sauna and none of this runs.
  const paymentProvider = config.stripe ? stripePayments(config.stripe) : null;
  const paymentsWorker = paymentProvider
    ? startPaymentsWorker({
        db: database.db,
        provider: paymentProvider,
        baseUrl: config.baseUrl,
        now: () => new Date(Date.now() + config.testClockOffsetMs),
        log: (line) => logger.warn(line),
      })
    : null;
  logger.info(paymentProvider ? `Card payments go through Stripe at ${config.stripe!.apiUrl}.` : "Card payments are off: guests pay at the sauna.");

  // The development server renders afresh on every request, so edits show at once.
  const cache = config.pageCache.enabled && options.mode === "production"
    ? createPageCache({ enabled: true, ttlMs: config.pageCache.ttlSeconds * 1000, maxEntries: 5000, variantOf: options.pageVariantOf })
    : null;
  const pageCache = cache ? { cache, sync: await connectPageCache(cache, database) } : undefined;
  const photoObjects = configuredPhotoObjects(config);
  logger.info(`Photos are kept in ${photoObjects.description}.`);
  // Set once the server exists; until then nothing is stopping.
  let stopping = () => false;
  const app = createApp({
    config, db: database.db, auth, getBuild: options.getBuild, mode: options.mode, pageCache, logger, photoObjects,
    payments: paymentProvider ? { provider: paymentProvider, wake: () => paymentsWorker?.wake() } : undefined,
    health: { stopping: () => stopping() },
  });
  const listener = getRequestListener(app.fetch);
  const middleware = options.middleware;
  const createServer = middleware
    ? () => http.createServer((req, res) => middleware(req, res, () => listener(req, res)))
    : undefined;
  const server = serve({ fetch: app.fetch, port: config.port, createServer: createServer as never }, (info) => {
    const where = config.databaseUrl ? "PostgreSQL" : `the embedded database in ${config.dataDir}`;
    logger.info({ port: info.port, poolSize: config.databaseUrl ? config.databasePoolSize : undefined }, `Sauna Éire is listening on ${config.baseUrl} (port ${info.port}), using ${where}.`);
  });
  // Keep idle connections open longer than clients and load balancers do (Node's 5 s default
  // closes sockets that a client is just about to reuse: "other side closed").
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  const shutdown = gracefulShutdown(server as http.Server, {
    drainMs: config.shutdown.drainMs,
    timeoutMs: config.shutdown.timeoutMs,
    log: (line, fields) => logger.info(fields ?? {}, line),
  });
  stopping = shutdown.stopping;
  let stoppingOnce = false;
  const stop = async (signal: string) => {
    if (stoppingOnce) return;
    stoppingOnce = true;
    logger.info({ signal }, "Shutting down");
    await shutdown.begin();
    // The workers finish the messages and calendar imports under way before the database closes.
    await Promise.all([mailWorker.stop(), calendarImport.stop(), paymentsWorker?.stop(), waitlistWorker.stop()]);
    await mailTransport.close();
    await pageCache?.sync.stop();
    await database.close();
    unlock();
    logger.info("Stopped");
    logger.flush();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  return server;
}
