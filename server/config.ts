// Configuration is read once from the environment and validated; the app refuses to start
// with a clear message when something is missing or malformed (docs/architecture.md#configuration).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";
import type { PasswordHashing } from "./auth/password-hashing";
import type { FetchPolicy } from "./integrations/site-fetch/address-policy";
import { parsePhotoStorageUrl, type S3Location } from "./integrations/storage/s3-location";

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url({ message: "DATABASE_URL must be a postgres:// URL" }).optional(),
  /** Connections each process keeps to PostgreSQL (plus one for LISTEN); see the README's deployment section. */
  DATABASE_POOL_SIZE: z.coerce.number({ message: "DATABASE_POOL_SIZE must be a whole number from 1 to 100" }).int().min(1).max(100, { message: "DATABASE_POOL_SIZE must be a whole number from 1 to 100" }).default(10),
  /** On SIGTERM: seconds still serving while /readyz says 503, so a load balancer stops sending first. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** On SIGTERM: the longest in-flight requests may take to finish once no new ones are accepted. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** Photos in an S3-compatible bucket (s3://bucket?region=…&endpoint=…); unset: DATA_DIR/uploads. */
  PHOTO_STORAGE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BETTER_AUTH_SECRET: z.string().min(32, { message: "BETTER_AUTH_SECRET must be at least 32 characters" }).optional(),
  BASE_URL: z.string().url({ message: "BASE_URL must be an absolute URL such as https://sauna-eire.ie" }).optional(),
  /** Comma-separated proxy addresses whose X-Forwarded-For we believe. Empty: trust none. */
  TRUSTED_PROXIES: z.string().default(""),
  /** Map tiles for the interactive maps ({z}/{x}/{y}); OpenStreetMap by default. */
  MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** Anonymous public pages served from memory until something they show changes. */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** How long a cached page may be served at most, in seconds, even without a change. */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Load demo data into an empty embedded database (the default); ignored with DATABASE_URL. */
  DEMO_DATA: z.enum(["on", "off"]).default("on"),
  /**
   * Tests only: lets the safe fetcher reach this machine, so an end-to-end test can import an
   * .ics from a local server. Never in production: it opens 127.0.0.0/8 and ::1 to typed URLs.
   */
  SITE_FETCH_ALLOW_LOOPBACK: z.enum(["on", "off"]).default("off"),
  /** SerpApi key for Discover Saunas; unset: no maps search, and the admin page says so. */
  MAPS_SEARCH_API_KEY: z.string().trim().min(1, { message: "MAPS_SEARCH_API_KEY must not be blank" }).optional(),
  /** The maps search provider's address (SerpApi); tests point it at a local server. */
  MAPS_SEARCH_URL: z
    .string()
    .url({ message: "MAPS_SEARCH_URL must be an http(s) URL such as https://serpapi.com" })
    .regex(/^https?:\/\//i, { message: "MAPS_SEARCH_URL must be an http(s) URL such as https://serpapi.com" })
    .default("https://serpapi.com"),
  /** Turns card payments on (decision 012): a Stripe secret key, sk_live_… or sk_test_…. */
  STRIPE_SECRET_KEY: z.string().trim().regex(/^(sk|rk)_(live|test)_\S+$/, { message: "STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)" }).optional(),
  /**
   * Signs the events Stripe sends to /api/stripe/webhook; required with STRIPE_SECRET_KEY. Two,
   * comma-separated, when the platform's events and its connected accounts' events come through
   * two endpoints (Stripe gives each its own secret).
   */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[^\s,]+(\s*,\s*whsec_[^\s,]+)*$/, { message: "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…), or two separated by a comma" })
    .optional(),
  /** Stripe's API address; tests point the official SDK at a local server. */
  STRIPE_API_URL: z
    .string()
    .url({ message: "STRIPE_API_URL must be an http(s) URL such as https://api.stripe.com" })
    .regex(/^https?:\/\//i, { message: "STRIPE_API_URL must be an http(s) URL such as https://api.stripe.com" })
    .default("https://api.stripe.com"),
  /**
   * Tests only; never in production. The payments worker's clock runs this many hours ahead, so
   * an end-to-end test can see a host paid 24 hours after a session without waiting a day.
   */
  TEST_CLOCK_OFFSET_HOURS: z.coerce.number().min(0).max(24 * 400).default(0),
  /**
   * Tests only; never in production. `fast` hashes new passwords with a cheap scrypt instead of
   * better-auth's deliberately slow one (server/auth/password-hashing.ts), to save CI minutes.
   */
  TEST_PASSWORD_HASHING: z.enum(["standard", "fast"]).default("standard"),
  /** Where e-mail goes. Unset: written as .eml files to DATA_DIR/mail instead of being sent. */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.ie:587",
    })
    .optional(),
  /** The From of every message; defaults to no-reply at BASE_URL's host name. */
  MAIL_FROM: z
    .string()
    .refine(isOneAddress, { message: 'MAIL_FROM must be one address, such as "Sauna Éire <no-reply@sauna-eire.ie>"' })
    .optional(),
});

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  shutdown: { drainMs: number; timeoutMs: number };
  logLevel: string;
  /** Where photos are kept when not on this machine's disk (integrations/storage). */
  photoStorage: S3Location | undefined;
  authSecret: string;
  baseUrl: string;
  trustedProxies: string[];
  mapTileUrl: string;
  loadDemoData: boolean;
  pageCache: { enabled: boolean; ttlSeconds: number };
  /** Pass to safeFetch for every user-supplied URL. */
  siteFetchPolicy: FetchPolicy;
  mapsSearchApiKey: string | undefined;
  mapsSearchUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Card payments through Stripe; undefined: bookings are confirmed at once and paid at the sauna. */
  stripe: StripeConfig | undefined;
  /** Tests only: how far ahead the payments worker's clock runs. */
  testClockOffsetMs: number;
  /** Tests only: `fast` makes cheap password hashes (server/auth/password-hashing.ts). */
  passwordHashing: PasswordHashing;
};

export type StripeConfig = { secretKey: string; webhookSecrets: string[]; apiUrl: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (e.g. DATABASE_URL= in a shell or a .env file).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  let authSecret = e.BETTER_AUTH_SECRET;
  if (!authSecret) {
    if (e.DATABASE_URL) {
      throw new ConfigError(
        "BETTER_AUTH_SECRET is required when DATABASE_URL is set (generate one with: openssl rand -base64 48)",
      );
    }
    authSecret = embeddedSecret(dataDir);
  }
  let photoStorage: S3Location | undefined;
  try {
    photoStorage = e.PHOTO_STORAGE_URL ? parsePhotoStorageUrl(e.PHOTO_STORAGE_URL) : undefined;
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  PHOTO_STORAGE_URL: ${(error as Error).message}`);
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set: without it Stripe's events can't be verified, so no payment would ever be confirmed. " +
        "Add an endpoint for <BASE_URL>/api/stripe/webhook in Stripe's dashboard (Developers → Webhooks) and copy its signing secret (whsec_…).",
    );
  }
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000, timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
    logLevel: e.LOG_LEVEL,
    photoStorage,
    authSecret,
    baseUrl,
    trustedProxies: e.TRUSTED_PROXIES.split(",").map((s) => s.trim()).filter(Boolean),
    mapTileUrl: e.MAP_TILE_URL,
    loadDemoData: !e.DATABASE_URL && e.DEMO_DATA === "on",
    pageCache: { enabled: e.PAGE_CACHE === "on", ttlSeconds: e.PAGE_CACHE_TTL_SECONDS },
    siteFetchPolicy: { allowLoopback: e.SITE_FETCH_ALLOW_LOOPBACK === "on" },
    mapsSearchApiKey: e.MAPS_SEARCH_API_KEY,
    mapsSearchUrl: e.MAPS_SEARCH_URL.replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Sauna Éire <no-reply@${new URL(baseUrl).hostname}>`,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecrets: e.STRIPE_WEBHOOK_SECRET!.split(",").map((x) => x.trim()), apiUrl: e.STRIPE_API_URL.replace(/\/$/, "") }
      : undefined,
    testClockOffsetMs: e.TEST_CLOCK_OFFSET_HOURS * 3_600_000,
    passwordHashing: e.TEST_PASSWORD_HASHING,
  };
}

function isOneAddress(value: string): boolean {
  const addresses = addressparser(value);
  return addresses.length === 1 && /^[^@\s]+@[^@\s]+$/.test(addresses[0].address ?? "");
}

/** The embedded default keeps a generated secret in DATA_DIR so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
