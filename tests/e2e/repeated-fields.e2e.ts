// One request must never freeze the server (issue 19): a form that repeats one field tens of
// thousands of times once took a minute to read, and every other visitor, /healthz included,
// waited with it. Now it is refused with a 4xx and the health check keeps answering while it is
// in flight: signed out (/auth) and signed in (the owner's Calendar, admin Saunas), on the
// embedded database and on PostgreSQL.
import http from "node:http";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { type AppServer, setUpApp, startAppServer, startAppServerOnPostgres } from "./app-server";
import { DEMO, DEMO_PASSWORD, sessionCookie } from "./harness";

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

const signIn = (app: AppServer, email: string, password: string) => sessionCookie(app, { email, password }, client());
const signUp = (app: AppServer, email: string, password: string) => sessionCookie(app, { email, password, fullName: "Flood Tester" }, client());

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
  const app = setUpApp(() => startAppServer());

  it("is refused while /healthz keeps answering, signed out and signed in", async () => {
    await expectRefusedWhileHealthy(app, {
      visitor: null,
      owner: await signIn(app, DEMO.owner, DEMO_PASSWORD),
      admin: await signIn(app, DEMO.admin, DEMO_PASSWORD),
    });
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("a form repeating one field on PostgreSQL", () => {
  const app = setUpApp(() => startAppServerOnPostgres(`sauna_eire_flood_${process.pid}`), 120_000);

  it("is refused while /healthz keeps answering, signed out and signed in", async () => {
    // PostgreSQL deployments have no demo accounts: an owner and an administrator of our own.
    const ownerEmail = `flood-owner-${Date.now()}@example.ie`;
    const adminEmail = `flood-admin-${Date.now()}@example.ie`;
    const owner = await signUp(app, ownerEmail, "Flood-Steam-77");
    const admin = await signUp(app, adminEmail, "Flood-Steam-77");
    const db = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
    await db`update profiles set is_owner = true where id = (select id from "user" where email = ${ownerEmail})`;
    await db`insert into admin_roles (user_id, role) select id, 'admin' from "user" where email = ${adminEmail}`;
    await db.end();
    await expectRefusedWhileHealthy(app, { visitor: null, owner, admin });
  }, 120_000);
});
