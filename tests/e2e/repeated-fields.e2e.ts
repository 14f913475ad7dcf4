// One request must never freeze the server (issue 19): a form that repeats one field tens of
// thousands of times once took a minute to read, and every other visitor, /healthz included,
// waited with it. Now it is refused with a 4xx and the health check keeps answering while it is
// in flight: signed out (/auth) and signed in (the owner's Calendar, admin Saunas), on the
// embedded database and on PostgreSQL.
import http from "node:http";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, startAppServerOnPostgres, type AppServer } from "./app-server";
import { DEMO, DEMO_PASSWORD } from "./harness";

/** One name this many times: within the 1 MB body limit for each body below. */
const REPEATS = 80_000;
/** How long the health check may take to answer: far more than it needs, far less than the old parse. */
const HEALTH_BOUND_MS = 10_000;

type Account = "visitor" | "owner" | "admin";
const HOSTILE: { what: string; path: string; account: Account; body: string }[] = [
  { what: "a sign-in form repeating one field", path: "/auth", account: "visitor", body: "intent=sign-in&" + "x=&".repeat(REPEATS) },
  { what: "the Calendar's blackout dates", path: "/dashboard/calendar.data", account: "owner", body: "intent=blackout&" + "dates=&".repeat(REPEATS) },
  { what: "admin Saunas' amenities", path: "/admin/saunas.data", account: "admin", body: "intent=update&" + "amenities=&".repeat(REPEATS) },
];

let clientNumber = 1;
/** Each request poses as its own client, so better-auth's per-address limit never interferes. */
const client = () => `198.51.100.${clientNumber++}`;

/** Posts a form; `written` settles once all of it has left this process, `status` with the answer. */
function postForm(url: string, body: string, cookie: string | null) {
  let written!: () => void;
  const sent = new Promise<void>((resolve) => (written = resolve));
  const status = new Promise<number>((resolve, reject) => {
    const request = http.request(url, {
      method: "POST",
      headers: {
        Origin: new URL(url).origin,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
        "X-Forwarded-For": client(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
    }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end(body, () => written());
  });
  return { sent, status };
}

/** /healthz's status, or why there was none. */
async function healthCheck(baseUrl: string): Promise<number | string> {
  try {
    return (await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(HEALTH_BOUND_MS) })).status;
  } catch {
    return `no answer within ${HEALTH_BOUND_MS / 1000} s`;
  }
}

async function session(app: AppServer, intent: "sign-in" | "sign-up", email: string, password: string): Promise<string> {
  const res = await fetch(`${app.baseUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.baseUrl, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client() },
    body: new URLSearchParams({ intent, email, password, fullName: "Flood Tester" }).toString(),
  });
  expect(res.status).toBe(302);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function expectRefusedWhileHealthy(app: AppServer, cookies: Record<Account, string | null>) {
  for (const hostile of HOSTILE) {
    const { sent, status } = postForm(app.baseUrl + hostile.path, hostile.body, cookies[hostile.account]);
    await sent;
    // Asked once the whole body is on its way: the server is reading it, or has answered it.
    const health = [await healthCheck(app.baseUrl), await healthCheck(app.baseUrl), await healthCheck(app.baseUrl)];
    expect({ what: hostile.what, health }).toEqual({ what: hostile.what, health: [200, 200, 200] });
    expect({ what: hostile.what, status: await status }).toEqual({ what: hostile.what, status: 413 });
  }
}

describe("a form repeating one field on the embedded database", () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await startAppServer();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("is refused while /healthz keeps answering, signed out and signed in", async () => {
    await expectRefusedWhileHealthy(app, {
      visitor: null,
      owner: await session(app, "sign-in", DEMO.owner, DEMO_PASSWORD),
      admin: await session(app, "sign-in", DEMO.admin, DEMO_PASSWORD),
    });
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("a form repeating one field on PostgreSQL", () => {
  let app: AppServer & { databaseUrl: string };
  beforeAll(async () => {
    app = await startAppServerOnPostgres(`sauna_eire_flood_${process.pid}`);
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  it("is refused while /healthz keeps answering, signed out and signed in", async () => {
    // PostgreSQL deployments have no demo accounts: an owner and an administrator of our own.
    const ownerEmail = `flood-owner-${Date.now()}@example.ie`;
    const adminEmail = `flood-admin-${Date.now()}@example.ie`;
    const owner = await session(app, "sign-up", ownerEmail, "Flood-Steam-77");
    const admin = await session(app, "sign-up", adminEmail, "Flood-Steam-77");
    const db = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
    await db`update profiles set is_owner = true where id = (select id from "user" where email = ${ownerEmail})`;
    await db`insert into admin_roles (user_id, role) select id, 'admin' from "user" where email = ${adminEmail}`;
    await db.end();
    await expectRefusedWhileHealthy(app, { visitor: null, owner, admin });
  }, 120_000);
});
