// The role matrix (issue 20): every host action (the owner dashboard, onboarding, the host's
// APIs) and every admin action, tried on the running app by five people: a guest, another owner,
// the owner, an admin and a super admin. Routes come from app/routes.ts and intents from each
// route's own source (as in malformed-requests.e2e.ts), so an action added later is tried without
// anyone adding it here. Who may do what is declared once, in WHO_MAY.
//
// Everyone aims at the demo owner's things: their sauna, a booking, a review, a conversation,
// with forms the owner's own succeed with.
// - Someone who may not enter an area is stopped at its door: 401, 403, 404, or sent to sign in
//   or home (never a 2xx, nor a 400 about their input, which would mean the check came late).
// - Another owner enters their own dashboard, which must show nothing of the demo owner's, and
//   gets no success acting on the demo owner's things.
// - Nothing changes for anyone refused: every refused request runs on one copy of the data,
//   whose tables are compared before and after.
// - An allowed person is not refused. Each acts on a fresh copy of the same data (the owner,
//   another owner, the guest and the admin on one, in that order; the super admin on another),
//   so that one person's change (a claim verified, a photo removed) can't refuse the next.
// Card payments are on (a local Stripe server), so 'Connect Stripe' and the way back from Stripe
// are tried for real. On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { scheduleToEdit } from "#domain/availability";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import routes from "#app/routes";
import { actorForUser } from "#server/auth/actor";
import { createAuth } from "#server/auth/auth";
import { openPglite, openPostgres, type Database, type Db } from "#server/db/client";
import { loadDemoDataIfEmpty } from "#server/db/demo-data/load-demo-data";
import { articles } from "#server/db/schema/articles";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { messageThreads } from "#server/db/schema/messages";
import { reviews } from "#server/db/schema/reviews";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunas } from "#server/db/schema/saunas";
import { addBlackoutDates } from "#server/features/hosts/host-calendar.service";
import { uploadListingPhoto } from "#server/features/hosts/listing-photos.service";
import { localDiskPhotoStorage } from "#server/integrations/storage/photo-storage";
import { startLocalStripe } from "#server/testing/local-stripe/server";
import { realPhoto } from "#server/testing/test-photos";
import { type AppServer, newPostgresDatabase, startAppServer } from "./app-server";
import { cardPaymentsEnv } from "./card-payments-app";
import { hasAction, knownIntents, routeTable } from "./malformed-requests-catalogue";
import { DEMO, DEMO_PASSWORD, sessionCookie } from "./harness";

// Another owner: the demo's Kerry host, who runs saunas of their own.
const ACTORS = { guest: DEMO.guest, otherOwner: "host.kerry@demo.sauna-eire.ie", owner: DEMO.owner, admin: DEMO.admin, superAdmin: DEMO.superadmin } as const;
type ActorName = keyof typeof ACTORS;
const EVERYONE = Object.keys(ACTORS) as ActorName[];
const OWNERS: ActorName[] = ["owner", "otherOwner"];
const ADMINS: ActorName[] = ["admin", "superAdmin"];

/**
 * Who may do what. `may`: who may act there on the demo owner's things; `enters`: who may open
 * the pages there (default: the same people), and sees only their own. The longest matching path
 * wins; "path#intent" rules one action of a route. Everyone else must be refused.
 */
const WHO_MAY: Record<string, { may: ActorName[]; enters?: ActorName[] }> = {
  // A host runs only their own saunas: another owner has a dashboard, but not this owner's.
  "/dashboard": { may: ["owner"], enters: OWNERS },
  // Each owner's own profile, payment details and notifications: nobody else's is reachable.
  "/dashboard/account": { may: OWNERS },
  // Any member may list a sauna or claim one; the draft photo aimed at is the owner's own.
  "/onboard": { may: EVERYONE },
  "/onboard#remove-photo": { may: ["owner"], enters: EVERYONE },
  "/api/claims": { may: EVERYONE },
  "/admin": { may: ADMINS },
  // Super admin only.
  "/admin/discovery": { may: ["superAdmin"] },
};

/**
 * Routes that are not host or admin actions: public pages, signing in, the guest's own account
 * and the guest's APIs (each with its own tests). A new route must be put here or in WHO_MAY.
 */
const OUTSIDE_THE_MATRIX = [
  "/", "/auth", "/saunas", "/sauna", "/blog", "/sitemap.xml", "/sitemaps", "/robots.txt", "/review", "/my-account", "/calendar", "/*",
  "/api/favourites", "/api/bookings", "/api/contact-host", "/api/map-markers", "/api/verification-email", "/checkout",
  // Gift vouchers: a buyer's own purchase and returns, and a voucher for whoever holds its code (their own tests).
  "/gift-vouchers", "/api/gift-voucher-balance",
  // 'Tell me when booking opens' on a sauna whose host is still setting up card payments: a member's own request.
  "/api/booking-open-alerts",
  // The guest's waitlist (decision 016): joining, and their own offer page; its refusals are the service tests'.
  "/api/waitlist", "/waitlist",
  // Every page in Irish (issue 26, decision 020): the same route modules, guards and actions as
  // the English ones this matrix walks; the malformed-request walk covers their addresses too.
  "/ga",
];

const under = (pattern: string, prefix: string) => pattern === prefix || pattern.startsWith(prefix === "/" ? "/\u0000" : `${prefix}/`);

function ruleFor(pattern: string, intent?: string) {
  const keys = Object.keys(WHO_MAY).filter((k) => !k.includes("#") && under(pattern, k)).sort((a, b) => b.length - a.length);
  if (keys.length === 0) return null;
  const rule = WHO_MAY[`${keys[0]}#${intent}`] ?? WHO_MAY[keys[0]];
  return { may: rule.may, enters: rule.enters ?? rule.may };
}

type Page = { pattern: string; resource: boolean };
type Action = Page & { intents: (string | undefined)[] };
type Scope = { pages: Page[]; actions: Action[] };

/** The host and admin routes, each with the intents its action knows (none: no action). */
function scope(): Scope {
  const pages: Page[] = [];
  const actions: Action[] = [];
  for (const { pattern, file } of routeTable(routes)) {
    // A layout and its index share a path (/dashboard): the index, listed first, is what answers there.
    if (!ruleFor(pattern) || pages.some((p) => p.pattern === pattern)) continue;
    const source = readFileSync(path.join("app", file), "utf8");
    // A resource route (a CSV, an API) answers at its own address; a page's data is at <path>.data.
    const page = { pattern, resource: !/export default function/.test(source) };
    pages.push(page);
    if (hasAction(file)) actions.push({ ...page, intents: [undefined, ...knownIntents(file)] });
  }
  return { pages, actions };
}

/** The demo owner's things everyone aims at, and a few others the admin pages take. */
type Targets = {
  ownerId: string; saunaId: string; saunaName: string; saunaPhotos: string[]; bookingId: string; reviewId: string; threadId: string;
  closedDate: string; draftPhoto: string; schedule: string; claimId: string; claimantId: string; memberId: string; articleId: string;
};

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The demo data, a closed date in the owner's calendar and a draft photo of theirs, through the services. */
async function seed(db: Db, uploadsDir: string): Promise<Targets> {
  await loadDemoDataIfEmpty(db, createAuth(db, { authSecret: "role-matrix-seed-secret-that-is-long-enough-0123456789", baseUrl: "http://localhost" }));
  const userId = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const ownerId = await userId(ACTORS.owner);
  const owner = await actorForUser(db, { id: ownerId, email: ACTORS.owner, name: "" });
  // The owner's sauna where a guest wrote to them (the demo's Salthill Prom Sauna).
  const [thread] = await db.select({ id: messageThreads.id, saunaId: messageThreads.saunaId }).from(messageThreads).where(eq(messageThreads.hostId, ownerId)).limit(1);
  const [sauna] = await db.select().from(saunas).where(and(eq(saunas.id, thread.saunaId), eq(saunas.ownerVerified, true)));
  const [booking] = await db.select({ id: bookings.id }).from(bookings)
    .where(and(eq(bookings.saunaId, sauna.id), eq(bookings.status, "confirmed"), gt(bookings.startsAt, new Date()))).orderBy(asc(bookings.startsAt)).limit(1);
  const [review] = await db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.saunaId, sauna.id), eq(reviews.status, "published"))).limit(1);
  const [claim] = await db.select({ id: saunaClaims.id, userId: saunaClaims.userId }).from(saunaClaims).where(eq(saunaClaims.status, "pending")).limit(1);
  const [article] = await db.select({ id: articles.id }).from(articles).limit(1);
  const closedDate = isoDate(new Date(Date.now() + 40 * DAY));
  await addBlackoutDates(db, owner, sauna.id, { dates: [closedDate], reason: "Role matrix" });
  const { url: draftPhoto } = await uploadListingPhoto(db, owner, localDiskPhotoStorage(uploadsDir), PHOTO);
  const targets = {
    ownerId, saunaId: sauna.id, saunaName: sauna.name, saunaPhotos: sauna.images, bookingId: booking?.id, reviewId: review?.id, threadId: thread?.id,
    closedDate, draftPhoto, schedule: JSON.stringify(scheduleToEdit(sauna.weeklySchedule)), claimId: claim?.id, claimantId: claim?.userId ?? "", memberId: await userId("niamh@demo.sauna-eire.ie"), articleId: article?.id,
  };
  for (const [name, value] of Object.entries(targets)) expect(value, `the demo data has no ${name} to aim at`).toBeTruthy();
  expect(sauna.images.length, "the owner's sauna needs two photos: one for the owner to remove, one for the admins").toBeGreaterThan(1);
  return targets;
}

/** The form every action gets: each field the host and admin forms use, aimed at the demo owner's things. */
function formFor(t: Targets, pattern: string, intent: string | undefined): FormData {
  const fields = new URLSearchParams([
    ["saunaId", t.saunaId], ["bookingId", t.bookingId], ["reviewId", t.reviewId], ["threadId", t.threadId], ["claimId", t.claimId],
    ["articleId", t.articleId], ["hostId", t.ownerId], ["date", t.closedDate], ["dates", t.closedDate],
    // A listing photo: the sauna's own in Sauna Settings (the first) and in the admin's Edit Sauna
    // (the last: the owner, acting first on the same copy, has removed the first), the draft's in onboarding.
    ["url", pattern.startsWith("/dashboard") ? t.saunaPhotos[0] : pattern.startsWith("/admin") ? t.saunaPhotos.at(-1)! : t.draftPhoto], ...t.saunaPhotos.map((p) => ["photos", p]),
    ["reason", "Checking who may do this."], ["body", "Hello from the role matrix."], ["reply", "Thank you for coming to see us!"],
    ["action", "suspend"], ["transition", "approve"], ["featured", "true"],
    ["name", "Renamed by the role matrix"], ["description", "A sauna renamed to see who may change it."], ["type", "Wood-Fired"], ["county", "Galway"],
    ["address", "The Prom, Salthill"], ["capacity", "6"], ["pricePerSession", "40"],
    ["privateSession", "40"], ["sharedSession", "20"], ["groupSession", "30"], ["duration", "90"],
    ["fullName", "Renamed Host"], ["phone", "+353 91 555 0100"], ["businessName", "Matrix Saunas Ltd"],
    ["commissionPercent", "20"], ["freeCancellationHours", "48"], ["title", "Renamed by the role matrix"],
    ["icsUrl", ""], ["schedule", t.schedule], ["from", "pending"], ["website", "https://example.ie"], ["location", "Galway"], ["searchType", "sauna"],
  ]);
  if (intent) fields.set("intent", intent);
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  form.append("photo", new Blob([PHOTO as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), "sauna.jpg");
  return form;
}

const PHOTO = await realPhoto("jpeg", { width: 800, height: 600 });

/**
 * Where a page's loader and action answer: <path>.data, as the app's own client navigations and
 * forms ask (the same loaders and actions as a full page, without rendering one each time).
 */
function urlFor(t: Targets, { pattern, resource }: Page): string {
  const values: Record<string, string> = { bookingId: t.bookingId, ownerId: t.claimantId, userId: t.memberId, articleId: t.articleId };
  const url = pattern.replace(/:(\w+)\??/g, (_, name: string) => values[name] ?? t.saunaId) + (resource ? "" : ".data");
  // The dashboard shows the sauna picked with ?sauna=: another owner must not get this owner's.
  return url.startsWith("/dashboard") ? `${url}?sauna=${t.saunaId}` : url;
}

/**
 * What must happen: stopped at the area's door; no success on the demo owner's things (for those
 * who enter the area); allowed; or shown a page of their own with nothing of the demo owner's.
 */
type Expected = "stopped" | "refused" | "allowed" | "sees-only-their-own";
type Probe = { actor: ActorName; method: "GET" | "POST"; url: string; what: string; expect: Expected; form?: () => FormData };

const expected = (rule: { may: ActorName[]; enters: ActorName[] }, actor: ActorName, method: "GET" | "POST"): Expected =>
  rule.may.includes(actor) ? "allowed" : !rule.enters.includes(actor) ? "stopped" : method === "GET" ? "sees-only-their-own" : "refused";

function probes(t: Targets, { pages, actions }: Scope): Probe[] {
  const list: Probe[] = [];
  for (const page of pages) {
    const rule = ruleFor(page.pattern)!;
    for (const actor of EVERYONE) list.push({ actor, method: "GET", url: urlFor(t, page), what: `GET ${page.pattern}`, expect: expected(rule, actor, "GET") });
  }
  for (const action of actions) {
    for (const intent of action.intents) {
      const rule = ruleFor(action.pattern, intent)!;
      for (const actor of EVERYONE) {
        const what = `POST ${action.pattern} intent=${intent ?? "(none)"}`;
        list.push({ actor, method: "POST", url: urlFor(t, action), what, expect: expected(rule, actor, "POST"), form: () => formFor(t, action.pattern, intent) });
      }
    }
  }
  return list;
}

type Answer = { status: number; location: string | null; body: string };

/**
 * A <path>.data redirect as the browser follows it: React Router answers 202 with the redirect in
 * its turbo-stream body, e.g. [{"_1":2,"_3":4,…},"redirect","/","status",302,…] (key → value index).
 */
function singleFetchRedirect(res: Response, body: string): Answer | null {
  if (res.status !== 202 || res.headers.get("x-remix-response") !== "yes") return null;
  const list = JSON.parse(body.split("\n")[0]) as unknown[];
  const fields = list.find((item): item is Record<string, number> => Boolean(item) && typeof item === "object" && !Array.isArray(item));
  if (!fields) return null;
  const field = (name: string) => Object.entries(fields).find(([key]) => list[Number(key.slice(1))] === name)?.[1];
  const location = field("redirect");
  return location === undefined ? null : { status: Number(list[field("status")!]), location: String(list[location]), body };
}

/** A permission check's no: 401, 403, 404, or sent to sign in or home. */
function stopped({ status, location }: Answer): boolean {
  if (status === 401 || status === 403 || status === 404) return true;
  return status >= 300 && status < 400 && location !== null && (location === "/" || location.startsWith("/auth"));
}

/** Anything but a success: a 4xx, or sent to sign in or home (a success may redirect elsewhere). */
function notASuccess(answer: Answer): boolean {
  return (answer.status >= 400 && answer.status < 500) || stopped(answer);
}

const signIn = (app: AppServer, actor: ActorName) => sessionCookie(app, { email: ACTORS[actor], password: DEMO_PASSWORD }, clientOf(actor));

const clientOf = (actor: ActorName) => `198.51.100.${120 + EVERYONE.indexOf(actor)}`;

/** Sends the probes, a few at a time (one at a time where `inOrder`): which went wrong, and which allowed ones succeeded. */
async function send(app: AppServer, list: Probe[], t: Targets, { inOrder = false } = {}): Promise<{ failures: string[]; succeeded: string[] }> {
  const cookies = Object.fromEntries(await Promise.all([...new Set(list.map((p) => p.actor))].map(async (a) => [a, await signIn(app, a)] as const)));
  // What would show the demo owner's things (the sauna's id is in the address itself).
  const markers = [t.saunaName, t.bookingId, t.threadId, t.reviewId];
  const failures: string[] = [];
  const succeeded: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const p = list[next++];
      const res = await fetch(app.baseUrl + p.url, {
        method: p.method, redirect: "manual", body: p.form?.(),
        headers: { Origin: app.baseUrl, Cookie: cookies[p.actor], "X-Forwarded-For": clientOf(p.actor) },
      });
      const body = await res.text();
      const answer = singleFetchRedirect(res, body) ?? { status: res.status, location: res.headers.get("location"), body };
      const said = `${p.actor} ${p.what} → ${answer.status}${answer.location ? ` ${answer.location}` : ""}`;
      const why = () => `(${answer.body.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").slice(0, 160)})`;
      if (answer.status >= 500) failures.push(`${said}: a server error`);
      else if (p.expect === "stopped" && !stopped(answer)) failures.push(`${said}: should have been stopped at the door ${why()}`);
      else if (p.expect === "refused" && !notASuccess(answer)) failures.push(`${said}: should have been refused ${why()}`);
      else if ((p.expect === "allowed" || p.expect === "sees-only-their-own") && stopped(answer)) failures.push(`${said}: should have been allowed ${why()}`);
      else if (p.expect === "sees-only-their-own" && markers.some((m) => answer.body.includes(m))) failures.push(`${said}: shows the demo owner's ${markers.find((m) => answer.body.includes(m))}`);
      else if (p.expect === "allowed" && !notASuccess(answer)) succeeded.push(`${p.actor} ${p.what}`);
    }
  };
  await Promise.all(Array.from({ length: inOrder ? 1 : 4 }, worker));
  return { failures, succeeded };
}

/** Every table's rows as one fingerprint each, leaving out what signing in and the mail worker change. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const tables = rowsOf(await db.execute(sql.raw("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1")))
    .map((r) => String(r.name))
    .filter((name) => !["session", "verification", "rate_limit", "sign_in_failures", "mail_request_counts"].includes(name));
  const prints: Record<string, string> = {};
  for (const name of tables) {
    // The mail worker sends (and so updates) queued mail at any time: compare which mail there is.
    const from = name === "mail_outbox" ? "(select id, kind, recipient, subject from mail_outbox)" : `"${name}"`;
    const [row] = rowsOf(await db.execute(sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as h from ${from} t`)));
    prints[name] = `${row.n} rows, ${row.h}`;
  }
  return prints;
}

/** One database kind: where its copies live and how to open them, start the app on them, and drop them. */
type Copies = {
  seed: () => Promise<{ targets: Targets; before: Record<string, string> }>;
  copy: (name: "refused" | "allowed") => Promise<void>;
  /** "seed": the seeded data itself, once its copies are made. `env`: the app's further settings. */
  start: (name: "refused" | "allowed" | "seed", env: Record<string, string>) => Promise<AppServer>;
  /** The copy's fingerprint, with the app stopped where the database allows only one process. */
  fingerprint: (name: "refused") => Promise<Record<string, string>>;
  remove: () => Promise<void>;
};

function embeddedCopies(): Copies {
  const root = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-matrix-"));
  const dir = (name: string) => path.join(root, name);
  const open = (name: string): Promise<Database> => openPglite({ dataDir: path.join(dir(name), "pglite") });
  return {
    seed: async () => {
      const database = await open("seed");
      try {
        const targets = await seed(database.db, path.join(dir("seed"), "uploads"));
        return { targets, before: await fingerprint(database.db) };
      } finally {
        await database.close();
      }
    },
    copy: async (name) => cpSync(dir("seed"), dir(name), { recursive: true }),
    start: (name, env) => startAppServer({ dataDir: dir(name), env }),
    fingerprint: async (name) => {
      const database = await open(name);
      try {
        return await fingerprint(database.db);
      } finally {
        await database.close();
      }
    },
    remove: async () => rmSync(root, { recursive: true, force: true }),
  };
}

function postgresCopies(): Copies {
  const prefix = `sauna_eire_matrix_${process.pid}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-matrix-pg-"));
  const made: { url: string; drop: () => Promise<void> }[] = [];
  const urls: Record<string, string> = {};
  return {
    seed: async () => {
      const base = await newPostgresDatabase(`${prefix}_seed`);
      made.push(base);
      const database = await openPostgres(base.url, { max: 2 });
      try {
        const targets = await seed(database.db, path.join(dataDir, "uploads"));
        return { targets, before: await fingerprint(database.db) };
      } finally {
        await database.close();
      }
    },
    copy: async (name) => {
      const copy = await newPostgresDatabase(`${prefix}_${name.toLowerCase()}`, { template: `${prefix}_seed` });
      made.push(copy);
      urls[name] = copy.url;
    },
    start: (name, env) => startAppServer({ databaseUrl: urls[name] ?? made[0].url, dataDir, env }),
    fingerprint: async (name) => {
      const database = await openPostgres(urls[name], { max: 1 });
      try {
        return await fingerprint(database.db);
      } finally {
        await database.close();
      }
    },
    remove: async () => {
      for (const m of made) await m.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Actions formFor's form succeeds with when the right person sends it: the same forms refused
 * to everyone else above were real ones, not ones their input alone would have failed.
 */
const SUCCEEDS = [
  ...["bookings intent=cancel", "messages intent=(none)", "reviews intent=(none)", "reviews intent=remove", "calendar intent=blackout", "calendar intent=reopen",
    "calendar intent=feed-revoke", "settings intent=details", "settings intent=prices", "settings intent=amenities", "settings intent=photo-add",
    "settings intent=photo-remove", "account intent=profile"].map((action) => `owner POST /dashboard/${action}`),
  "owner POST /onboard intent=remove-photo",
  "otherOwner POST /dashboard/account intent=profile",
  // 'Connect Stripe': each owner's own account from Account, anyone's from onboarding.
  ...OWNERS.map((owner) => `${owner} POST /dashboard/account intent=connect`),
  ...EVERYONE.map((actor) => `${actor} POST /onboard intent=connect`),
  ...ADMINS.flatMap((admin) =>
    ["saunas intent=status", "saunas intent=update", "saunas/photos intent=photo-add", "saunas/photos intent=photo-remove", "saunas intent=featured", "owners/:ownerId intent=reject", "users/:userId intent=suspend", "reviews intent=feature",
      "content intent=publish", "payouts intent=mark-paid", "settings intent=(none)"].map((action) => `${admin} POST /admin/${action}`)),
];

describe("the role matrix", () => {
  it("has a rule for every route: host and admin routes in WHO_MAY, the rest declared outside it", () => {
    const unruled = routeTable(routes).map(({ pattern }) => pattern).filter((p) => !ruleFor(p) && !OUTSIDE_THE_MATRIX.some((o) => under(p, o)));
    expect(unruled, "say in WHO_MAY (or OUTSIDE_THE_MATRIX) who may use these").toEqual([]);
    // The source was read: the actions known today are all there.
    const { pages, actions } = scope();
    const known = (pattern: string) => actions.find((a) => a.pattern === pattern)?.intents ?? [];
    expect(pages.map((p) => p.pattern)).toEqual(expect.arrayContaining(["/dashboard", "/dashboard/bookings/export.csv", "/onboard", "/api/claims", "/admin", "/admin/discovery", "/admin/users/:userId"]));
    expect(known("/dashboard/settings")).toEqual(expect.arrayContaining(["details", "amenities", "prices", "sessions", "calendar-import", "photo-add", "photo-remove", "photo-order"]));
    expect(known("/dashboard/calendar")).toEqual(expect.arrayContaining(["blackout", "reopen", "cancel-booking", "feed-link", "feed-revoke"]));
    expect(known("/dashboard/bookings")).toContain("cancel");
    expect(known("/dashboard/reviews")).toContain("remove");
    expect(known("/dashboard/account")).toEqual(expect.arrayContaining(["profile", "payments", "connect", "stripe-dashboard", "notifications", "photo"]));
    expect(known("/onboard")).toEqual(expect.arrayContaining(["photo", "remove-photo", "publish", "connect"]));
    expect(known("/admin/saunas")).toEqual(expect.arrayContaining(["status", "featured", "update", "extract"]));
    expect(known("/admin/owners/:ownerId")).toEqual(expect.arrayContaining(["verify", "reject"]));
    expect(known("/admin/users/:userId")).toEqual(expect.arrayContaining(["suspend", "restore"]));
    expect(known("/admin/discovery")).toEqual(expect.arrayContaining(["search", "add"]));
  });

  for (const kind of ["embedded", "postgres"] as const) {
    describe.runIf(kind === "embedded" || process.env.TEST_DATABASE_URL)(`on the ${kind === "embedded" ? "embedded database" : "PostgreSQL"}`, () => {
      const copies = kind === "embedded" ? embeddedCopies() : postgresCopies();
      afterAll(() => copies.remove());

      it("refuses everyone but who WHO_MAY names, changing nothing, and lets those it names act", async () => {
        const stripe = await startLocalStripe();
        onTestFinished(() => stripe.close());
        const env = cardPaymentsEnv(stripe);
        const { targets, before } = await copies.seed();
        const all = probes(targets, scope());
        for (const name of ["refused", "allowed"] as const) await copies.copy(name);

        // Every page and every refused action, on one copy: nothing may change.
        let app = await copies.start("refused", env);
        const refused = await send(app, all.filter((p) => p.method === "GET" || p.expect === "stopped" || p.expect === "refused"), targets);
        await app.stop();
        expect(refused.failures).toEqual([]);
        expect(await copies.fingerprint("refused")).toEqual(before);

        // The allowed actions: the owner, another owner, the guest and the admin on a fresh copy…
        app = await copies.start("allowed", env);
        const allowed = (actor: ActorName) => all.filter((p) => p.method === "POST" && p.expect === "allowed" && p.actor === actor);
        const failures: string[] = [];
        const succeeded: string[] = [];
        const record = (r: { failures: string[]; succeeded: string[] }) => (failures.push(...r.failures), succeeded.push(...r.succeeded));
        for (const actor of ["owner", "otherOwner", "guest", "admin"] as const) record(await send(app, allowed(actor), targets, { inOrder: true }));
        await app.stop();
        // …and the super admin on the seeded data itself, so that the admin's changes can't refuse them.
        app = await copies.start("seed", env);
        record(await send(app, allowed("superAdmin"), targets, { inOrder: true }));
        await app.stop();
        expect(failures).toEqual([]);
        // The forms were real enough to do something: refusing them above meant something.
        expect(succeeded).toEqual(expect.arrayContaining(SUCCEEDS));
      }, 300_000);
    });
  }
});
