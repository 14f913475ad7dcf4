// `npm run test:cluster`: the app scaled out with real parts (issue 13). Starts its own PostgreSQL
// (Debian's binaries, a temp data dir, a free port), a local S3-protocol server for photos, three
// app processes (the built app, started as `npm start` starts it) and HAProxy (Debian's package)
// with health checks on /readyz, then proves, printing the figures:
//   1. migrations ran once although the three processes started together;
//   2. a session made on one process works on the others;
//   3. a photo uploaded through one process is served by all;
//   4. 50 parallel bookings for the last seat, spread over every process: exactly one wins;
//   5. the sign-in rate limits hold across processes;
//   6. an edit through one process shows on a cached public page of another within the bound;
//   7. a revoked session is refused on its next request in every process, although each had it
//      in its session cache (sign-out, password change, suspension, account deletion);
//   8. stopping one process mid-load loses no acknowledged booking, and the balancer routes around it.
// All traffic stays on 127.0.0.1; every loop is bounded. Exits non-zero on the first failed check.
import { createHash, randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { startTimesFor, todayInIreland } from "#domain/session-slots";
import { actorForUser } from "#server/auth/actor";
import { createAuth } from "#server/auth/auth";
import { openPostgres, type Database } from "#server/db/client";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { adminRoles, profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { suspendUser } from "#server/features/admin/admin-users.service";
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from "#server/testing/local-s3";
import { countBy, form, inParallel, request, signIn, visitorAddress } from "./cluster/http";
import { serverStates, startHaproxy, startPostgres, waitFor, type Balancer, type Postgres } from "./cluster/processes";
import { exited, startChild, stopChild, tail, type Child } from "./bench/child-process";
import { freePort } from "./bench/http";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");
const PROCESSES = 3;
const GUESTS = 50;
const PASSWORD = "Cluster-Steam-2026";
/** The cache bound the README states: a change reaches every process's cache through NOTIFY. */
const CACHE_BOUND_MS = 2000;
const OVERALL_TIMEOUT_MS = 6 * 60_000;

type App = { name: string; port: number; url: string; child: Child; dataDir: string };

let passed = 0;
let failed = 0;
function check(what: string, ok: boolean, figures: string) {
  console.log(`${ok ? "✓" : "✗"} ${what}\n    ${figures}`);
  if (ok) passed++;
  else {
    failed++;
    throw new Error(`Check failed: ${what}`);
  }
}

const cleanup: (() => Promise<unknown>)[] = [];
let apps: App[] = [];
let balancer: Balancer | undefined;

async function main() {
  if (!existsSync(serverEntry)) {
    console.log("build/server/index.js is missing: building first (npm run build) …");
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-cluster-"));
  cleanup.push(async () => rmSync(work, { recursive: true, force: true }));

  const started = Date.now();
  const pg: Postgres = await startPostgres("sauna_eire_cluster");
  cleanup.push(() => pg.stop());
  console.log(`PostgreSQL: ${pg.version} at ${pg.url}`);
  const s3: LocalS3 = await startLocalS3();
  cleanup.push(() => s3.close());
  console.log(`Photos: ${s3.photoStorageUrl} (s3rver, S3 wire protocol)`);

  const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
  const servers = ports.map((port, i) => ({ name: `app${i + 1}`, port }));
  balancer = await startHaproxy(servers, work);
  cleanup.push(() => stopChild(balancer!.child, 5000));
  const base = balancer.base;
  console.log(`HAProxy: ${base} → ${servers.map((s) => `${s.name} :${s.port}`).join(", ")}; health check GET /readyz every 500 ms`);

  // --- The app processes, all at once on an empty database --------------------------------------
  const secret = randomBytes(48).toString("base64url");
  const appEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...LOCAL_S3_CREDENTIALS,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      DATABASE_POOL_SIZE: "5",
      BETTER_AUTH_SECRET: secret,
      BASE_URL: base,
      TRUSTED_PROXIES: "127.0.0.1",
      PHOTO_STORAGE_URL: s3.photoStorageUrl,
      SHUTDOWN_DRAIN_SECONDS: "2",
      SHUTDOWN_TIMEOUT_SECONDS: "10",
      LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? "warn",
    };
    delete env.NODE_ENV;
    delete env.SMTP_URL;
    return env;
  };
  apps = servers.map(({ name, port }) => {
    const dataDir = path.join(work, name);
    return { name, port, url: `http://127.0.0.1:${port}`, dataDir, child: startChild(name, process.execPath, [serverEntry], { cwd: root, env: appEnv(port, dataDir) }) };
  });
  cleanup.push(() => Promise.all(apps.map((a) => stopChild(a.child))));
  await Promise.all(apps.map((a) => waitFor(`${a.name} ready`, async () => {
    if (a.child.child.exitCode !== null) throw new Error(`${a.name} exited:\n${tail(a.child)}`);
    return (await fetch(`${a.url}/readyz`)).status === 200;
  }, Number(process.env.CLUSTER_START_TIMEOUT_MS ?? 180_000))));
  await waitFor("HAProxy seeing every process UP", async () => Object.values(await serverStates(balancer!)).every((s) => s === "UP"), 20_000);
  console.log(`${PROCESSES} app processes ready and UP in HAProxy after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

  const db: Database = await openPostgres(pg.url, { max: 4 });
  cleanup.push(() => db.close());
  const journal = JSON.parse(readFileSync(path.join(root, "server/db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };
  const migrationRows = await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const waited = apps.filter((a) => a.child.output.join("").includes("Another process is applying migrations")).map((a) => a.name);
  check(
    "1. Migrations applied once by three processes starting together (advisory lock)",
    migrationRows[0].n === journal.entries.length,
    `${journal.entries.length} migrations in the journal, ${migrationRows[0].n} rows in drizzle.__drizzle_migrations; waited for the lock: ${waited.join(", ") || "none (one finished before the others asked)"}`,
  );

  // --- Data: an owner with two saunas, fifty guests (made as the app makes them) -----------------
  const auth = createAuth(db.db, { authSecret: secret, baseUrl: base, databaseUrl: pg.url });
  const makeUser = async (email: string, name: string) => {
    await auth.api.signUpEmail({ body: { email, name, password: PASSWORD } });
    const [row] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row.id;
  };
  const ownerId = await makeUser("owner@cluster.sauna-eire.ie", "Orla Owner");
  await db.db.update(profiles).set({ isOwner: true }).where(eq(profiles.id, ownerId));
  const guests = await inParallel(Array.from({ length: GUESTS }, (_, i) => async () => ({
    email: `guest${i}@cluster.sauna-eire.ie`, id: await makeUser(`guest${i}@cluster.sauna-eire.ie`, `Guest ${i}`),
  })), 4);
  const filler = await makeUser("filler@cluster.sauna-eire.ie", "Fionn Filler");
  const saunaValues = { type: "Wood-Fired", county: "Galway", location: "Salthill", status: "active", isPublished: true, latitude: 53.26, longitude: -9.07, ownerId, ownerVerified: true, pricePrivate: 45, priceShared: 25 };
  const [lastSeatSauna] = await db.db.insert(saunas).values({ ...saunaValues, name: "Last Seat Sauna", capacity: 4 }).returning();
  const [loadSauna] = await db.db.insert(saunas).values({ ...saunaValues, name: "Busy Weekend Sauna", capacity: 12 }).returning();
  void filler;

  // --- 2. Sessions --------------------------------------------------------------------------------
  const guest0 = guests[0];
  const made = await signIn(apps[0].url, base, guest0.email, PASSWORD, visitorAddress(1));
  const seen = await Promise.all(apps.map(async (a) => {
    const reply = await request(`${a.url}/api/auth/get-session`, { cookie: made.cookie });
    return { app: a.name, email: (JSON.parse(reply.body || "null") as { user?: { email?: string } } | null)?.user?.email };
  }));
  check(
    "2. A session made on one process works on the others",
    made.reply.status === 200 && seen.every((s) => s.email === guest0.email),
    `signed in on app1 (${made.reply.status}); get-session → ${seen.map((s) => `${s.app}: ${s.email ?? "no session"}`).join(", ")}`,
  );

  // --- 3. A photo ---------------------------------------------------------------------------------
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#c2703d" } }).png().toBuffer();
  const upload = new FormData();
  upload.set("intent", "photo");
  upload.set("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
  // Through the balancer (the app checks that a form comes from the site's own address); the
  // answer's X-Served-By names the process that stored it.
  const uploaded = await request(`${base}/my-account/settings`, { method: "POST", cookie: made.cookie, origin: base, body: upload });
  const [profile] = await db.db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, guest0.id));
  const photoUrl = profile?.avatarUrl ?? "";
  const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex").slice(0, 16);
  const served = await Promise.all([...apps.map((a) => ({ name: a.name, url: a.url })), { name: "balancer", url: base }].map(async (a) => {
    const response = await fetch(`${a.url}${photoUrl}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { name: a.name, status: response.status, sha: sha(bytes), bytes, cache: response.headers.get("cache-control") };
  }));
  // The app re-encodes every upload (issue 19: metadata dropped, size bounded), so what is served
  // is not the uploaded PNG: the proof is that every process serves the same stored image, and
  // that it is still the photo sent (same size, same colour).
  const image = served[0].status === 200 ? await sharp(served[0].bytes).stats().then(async (stats) => ({ ...(await sharp(served[0].bytes).metadata()), red: Math.round(stats.channels[0].mean) })).catch(() => null) : null;
  check(
    "3. A photo uploaded through one process is served by all",
    uploaded.status === 200 && /^\/uploads\/avatars\//.test(photoUrl) && image?.width === 96 && Math.abs((image?.red ?? 0) - 0xc2) <= 4
      && served.every((s) => s.status === 200 && s.sha === served[0].sha && s.cache === "public, max-age=31536000, immutable"),
    `uploaded through ${uploaded.servedBy} (${uploaded.status}) as ${photoUrl} (PNG, sha256 ${sha(png)}); stored as ${image?.format ?? "nothing readable"} ${image?.width}×${image?.height}, red ${image?.red}; ${served.map((s) => `${s.name}: ${s.status} ${s.sha}`).join(", ")}; Cache-Control: ${served[0].cache}`,
  );

  // --- 4. The last seat ---------------------------------------------------------------------------
  const date = todayInIreland(new Date(Date.now() + 45 * 86_400_000));
  const time = startTimesFor(null, date)[0];
  const fillerSignIn = await signIn(base, base, "filler@cluster.sauna-eire.ie", PASSWORD, visitorAddress(2));
  const firstThree = await request(`${base}/api/bookings`, {
    method: "POST", cookie: fillerSignIn.cookie, origin: base,
    body: form({ saunaId: lastSeatSauna.id, date, time, bookingType: "shared", guests: 3 }),
  });
  if (firstThree.status !== 200) throw new Error(`Booking 3 of 4 seats failed: ${firstThree.status} ${firstThree.body.slice(0, 300)}`);
  const sessions = await inParallel(guests.map((g, i) => async () => ({ ...g, cookie: (await signIn(base, base, g.email, PASSWORD, visitorAddress(10 + i))).cookie })), 6);
  const race = await Promise.all(sessions.map((g) => request(`${base}/api/bookings`, {
    method: "POST", cookie: g.cookie, origin: base,
    body: form({ saunaId: lastSeatSauna.id, date, time, bookingType: "shared", guests: 1 }),
  })));
  const winners = race.filter((r) => r.status === 200);
  const [{ seats }] = await rows<{ seats: number }>(db, sql`select coalesce(sum(guests), 0)::int as seats from bookings where sauna_id = ${lastSeatSauna.id} and status = 'confirmed'`);
  check(
    "4. 50 parallel bookings for the last seat, spread over every process: exactly one wins",
    winners.length === 1 && race.filter((r) => r.status === 409).length === GUESTS - 1 && seats === 4 && new Set(race.map((r) => r.servedBy)).size === PROCESSES,
    `answers ${JSON.stringify(countBy(race, (r) => String(r.status)))}; by process ${JSON.stringify(countBy(race, (r) => r.servedBy))}; won on ${winners[0]?.servedBy}; seats booked ${seats} of 4`,
  );

  // --- 5. Sign-in rate limits -----------------------------------------------------------------------
  const attacker = "192.0.2.200";
  const tries = [];
  for (let i = 0; i < 6; i++) tries.push((await signIn(base, base, `nobody${i}@cluster.sauna-eire.ie`, "Wrong-Password-1", attacker)).reply);
  const perAddressOk = tries.slice(0, 3).every((r) => r.status === 401) && tries.slice(3).every((r) => r.status === 429);
  // Per account: ten wrong passwords from ten addresses over the processes lock the account everywhere.
  const target = guests[GUESTS - 1];
  const wrong = [];
  for (let i = 0; i < 10; i++) wrong.push((await signIn(base, base, target.email, "Wrong-Password-1", visitorAddress(100 + i))).reply);
  const rightAfter = await Promise.all(apps.map((a, i) => signIn(a.url, base, target.email, PASSWORD, visitorAddress(200 + i))));
  const lockedEverywhere = rightAfter.every((r) => r.reply.status === 429 && r.reply.body.includes("Too many failed sign-ins"));
  check(
    "5. The sign-in rate limits hold across processes",
    perAddressOk && lockedEverywhere && new Set(tries.map((r) => r.servedBy)).size === PROCESSES,
    `one address, 6 wrong sign-ins round robin (${tries.map((r) => `${r.servedBy}:${r.status}`).join(" ")}) → the 4th on is refused (3 per 10 s, counted in table rate_limit); ` +
      `one account, 10 wrong passwords from 10 addresses (${JSON.stringify(countBy(wrong, (r) => r.servedBy))}) → the right password is refused on ${rightAfter.filter((r) => r.reply.status === 429).length} of ${PROCESSES} processes (429)`,
  );

  // --- 6. Cached public pages ---------------------------------------------------------------------
  const page = `/sauna/${lastSeatSauna.id}`;
  for (const a of apps) for (let i = 0; i < 2; i++) await request(`${a.url}${page}`); // cached on every process
  const ownerSignIn = await signIn(base, base, "owner@cluster.sauna-eire.ie", PASSWORD, visitorAddress(300));
  const newPrice = 75; // prices go in steps of €5
  const before = await request(`${apps[1].url}${page}`);
  const editStarted = Date.now();
  const edit = await request(`${base}/dashboard/settings?sauna=${lastSeatSauna.id}`, {
    method: "POST", cookie: ownerSignIn.cookie, origin: base,
    body: form({ intent: "prices", saunaId: lastSeatSauna.id, privateSession: newPrice, sharedSession: 25 }),
  });
  const editedMs = Date.now() - editStarted;
  const [saved] = await db.db.select({ price: saunas.pricePrivate }).from(saunas).where(eq(saunas.id, lastSeatSauna.id));
  if (edit.status !== 200 || saved.price !== newPrice) throw new Error(`The owner's price change failed: ${edit.status}, price ${saved.price}: ${edit.body.slice(0, 400)}`);
  const others = apps.filter((a) => a.name !== edit.servedBy);
  const visibleAfter: Record<string, number> = {};
  await Promise.all(others.map((a) => waitFor(`the new price on ${a.name}`, async () => {
    const reply = await request(`${a.url}${page}`);
    if (!reply.body.includes(`€${newPrice}`)) return false;
    visibleAfter[a.name] = Date.now() - editStarted;
    return true;
  }, 70_000, 25)));
  check(
    `6. An edit through one process shows on another's cached public page within ${CACHE_BOUND_MS} ms`,
    edit.status === 200 && saved.price === newPrice && !before.body.includes(`€${newPrice}`) && others.length === PROCESSES - 1 &&
      Object.values(visibleAfter).every((ms) => ms <= CACHE_BOUND_MS),
    `owner changed the private price to €${newPrice} through ${edit.servedBy} (${edit.status}, ${editedMs} ms); ` +
      `${Object.entries(visibleAfter).map(([name, ms]) => `${name} showed it after ${ms} ms`).join(", ")} (page cache dropped by NOTIFY; PAGE_CACHE_TTL_SECONDS=60 is the worst case)`,
  );

  // --- 7. Revoked sessions ---------------------------------------------------------------------------
  // Each member's session is first used twice on every process straight (not through HAProxy), so
  // every process's session cache holds it; then it is revoked a different way, through one
  // process or from outside them all; then the very next request to each process must be refused:
  // /my-account sends a visitor to /auth.
  const adminId = await makeUser("admin@cluster.sauna-eire.ie", "Áine Admin");
  await db.db.insert(adminRoles).values({ userId: adminId, role: "admin" });
  const admin = await actorForUser(db.db, { id: adminId, email: "admin@cluster.sauna-eire.ie", name: "Áine Admin" });
  let address = 400;
  const revocations: { how: string; revoke: (m: { id: string; email: string; cookie: string }) => Promise<string> }[] = [
    {
      how: "sign-out through app1",
      revoke: async (m) => (await request(`${apps[0].url}/api/auth/sign-out`, { method: "POST", cookie: m.cookie, origin: base, headers: { "Content-Type": "application/json" }, body: "{}" })).status.toString(),
    },
    {
      // As Settings asks better-auth (sign-in-details.service.ts), from another device.
      how: "password change on another device through app2, other sessions revoked",
      revoke: async (m) => {
        const other = await signIn(apps[1].url, base, m.email, PASSWORD, visitorAddress(address++));
        const body = JSON.stringify({ currentPassword: PASSWORD, newPassword: "Cluster-Birch-2027", revokeOtherSessions: true });
        const reply = await request(`${apps[1].url}/api/auth/change-password`, { method: "POST", cookie: other.cookie, origin: base, headers: { "Content-Type": "application/json" }, body });
        return reply.status.toString();
      },
    },
    {
      how: "an admin's suspension, from outside the app processes (admin-users.service)",
      revoke: async (m) => {
        await suspendUser(db.db, admin, m.id);
        return "done";
      },
    },
    {
      // A page's form goes through the balancer: React Router refuses an action whose Origin is not the URL's.
      how: "account deletion in Settings, through HAProxy",
      revoke: async (m) => {
        const reply = await request(`${base}/my-account/settings`, { method: "POST", cookie: m.cookie, origin: base, body: form({ intent: "delete", password: PASSWORD }) });
        return `${reply.status} from ${reply.servedBy}`;
      },
    },
  ];
  const rounds = [];
  for (const [i, { how, revoke }] of revocations.entries()) {
    const email = `revoked${i}@cluster.sauna-eire.ie`;
    const id = await makeUser(email, `Revoked ${i}`);
    const { cookie } = await signIn(apps[i % PROCESSES].url, base, email, PASSWORD, visitorAddress(address++));
    const warm = [];
    for (const a of apps) for (let k = 0; k < 2; k++) warm.push({ app: a.name, status: (await request(`${a.url}/my-account`, { cookie })).status });
    const revoked = await revoke({ id, email, cookie });
    const next = [];
    for (const a of apps) {
      const reply = await request(`${a.url}/my-account`, { cookie });
      next.push({ app: a.name, status: reply.status, location: reply.headers.get("location") ?? "" });
    }
    rounds.push({ how, revoked, warm, next });
  }
  check(
    "7. A revoked session is refused on its next request in every process",
    rounds.every((r) => r.warm.every((w) => w.status === 200) && r.next.every((n) => n.status === 302 && n.location.startsWith("/auth?"))) &&
      rounds[1].revoked === "200" && rounds[3].revoked.startsWith("302 "),
    rounds.map((r) => `${r.how} (${r.revoked}): /my-account before ${r.warm.map((w) => `${w.app}:${w.status}`).join(" ")}; next request ${r.next.map((n) => `${n.app}:${n.status} → ${n.location.split("?")[0]}`).join(", ")}`).join("\n    "),
  );

  // --- 8. One process stops mid-load ----------------------------------------------------------------
  const loadDates = Array.from({ length: 8 }, (_, d) => todayInIreland(new Date(Date.now() + (60 + d) * 86_400_000)));
  const slots = loadDates.flatMap((d) => startTimesFor(null, d).map((t) => ({ date: d, time: t })));
  const REQUESTS = 240;
  const victim = apps[PROCESSES - 1];
  let answered = 0;
  let stopAt = 0;
  let victimExit: Promise<number | null> | undefined;
  const loadStarted = Date.now();
  const results = await inParallel(Array.from({ length: REQUESTS }, (_, k) => async () => {
    const guest = sessions[k % GUESTS];
    // Distinct guest and session for every request, at most a few per session: no refusal is expected.
    const slot = slots[k % slots.length];
    let outcome: { status: number; bookingId?: string; servedBy: string; at: number };
    try {
      const reply = await request(`${base}/api/bookings`, {
        method: "POST", cookie: guest.cookie, origin: base,
        body: form({ saunaId: loadSauna.id, date: slot.date, time: slot.time, bookingType: "shared", guests: 1 }),
      });
      const bookingId = reply.status === 200 ? (JSON.parse(reply.body) as { bookingId?: string }).bookingId : undefined;
      outcome = { status: reply.status, bookingId, servedBy: reply.servedBy, at: Date.now() - loadStarted };
    } catch (error) {
      outcome = { status: 0, servedBy: `error: ${(error as Error).message}`, at: Date.now() - loadStarted };
    }
    if (++answered === Math.floor(REQUESTS / 4)) {
      stopAt = Date.now() - loadStarted;
      victim.child.child.kill("SIGTERM");
      victimExit = exited(victim.child);
    }
    return outcome;
  }), 10);
  const exitCode = await victimExit;
  const acknowledged = results.filter((r) => r.status === 200 && r.bookingId).map((r) => r.bookingId!);
  const stored = acknowledged.length ? await db.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, acknowledged)) : [];
  const failures = results.filter((r) => r.status !== 200);
  await waitFor(`HAProxy marking ${victim.name} DOWN`, async () => (await serverStates(balancer!))[victim.name]?.startsWith("DOWN") ?? false, 10_000, 100);
  const states = await serverStates(balancer);
  const after = await inParallel(Array.from({ length: 30 }, () => () => request(`${base}/saunas`)), 5);
  const afterStop = results.filter((r) => r.at > stopAt + 4000);
  check(
    "8. Stopping one process mid-load loses no acknowledged booking; the balancer routes around it",
    stored.length === acknowledged.length && failures.length === 0 && exitCode === 0 &&
      after.every((r) => r.status === 200 && r.servedBy !== victim.name) && afterStop.every((r) => r.servedBy !== victim.name),
    `${REQUESTS} bookings through HAProxy, 10 at a time, in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s; SIGTERM to ${victim.name} after ${stopAt} ms (it drained and exited with code ${exitCode}); ` +
      `acknowledged ${acknowledged.length}, all ${stored.length} in the database; failed ${failures.length}${failures.length ? ` ${JSON.stringify(countBy(failures, (r) => `${r.status} ${r.servedBy}`))}` : ""}; by process ${JSON.stringify(countBy(results, (r) => r.servedBy))}; ` +
      `HAProxy now: ${JSON.stringify(states)}; 30 page loads after: ${JSON.stringify(countBy(after, (r) => `${r.servedBy}:${r.status}`))}`,
  );
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

const overall = setTimeout(() => {
  console.error(`The cluster test did not finish within ${OVERALL_TIMEOUT_MS / 60_000} minutes.`);
  void finish(1);
}, OVERALL_TIMEOUT_MS);

async function finish(code: number) {
  clearTimeout(overall);
  for (const step of cleanup.reverse()) {
    try {
      await step();
    } catch {
      // keep cleaning up
    }
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(code);
}

main().then(
  () => finish(failed ? 1 : 0),
  (error: unknown) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    for (const a of apps) console.error(`\n--- last output of ${a.name} ---\n${tail(a.child)}`);
    if (balancer) console.error(`\n--- last output of HAProxy ---\n${tail(balancer.child)}`);
    if (!failed) failed = 1;
    void finish(1);
  },
);
