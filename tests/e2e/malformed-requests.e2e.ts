// Every route of the route table, sent a catalogue of malformed and hostile requests, signed out
// and signed in, on the embedded database and (when TEST_DATABASE_URL is set) on PostgreSQL:
// nothing may answer with a 5xx (issue 7). Routes come from app/routes.ts and field names and
// intents from the app's own source, so a new route or form is covered without anyone
// remembering to add it here.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes";
import { PHOTO_DAMAGED, PHOTO_MAX_PIXELS, PHOTO_TOO_MANY_PIXELS } from "#domain/photos";
import { FORM_MAX_FIELDS, FORM_MAX_REPEATS } from "#server/http/form-field-limits";
import { gifScriptPolyglot, pixelBomb, truncatedPng } from "#server/testing/test-photos";
import { startAppServer, startAppServerOnPostgres, type AppServer } from "./app-server";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** The route table's URL patterns with their modules, e.g. ["/sauna/:id", "routes/sauna/sauna.tsx"]. */
function routeTable(entries: RouteEntry[], parent = ""): [pattern: string, file: string][] {
  return entries.flatMap((r): [string, string][] => {
    const here = r.path ? `${parent}/${r.path}`.replace(/\/+/g, "/") : parent || "/";
    return [...(r.children ? routeTable(r.children, here) : []), ...(r.index || r.path ? [[here, r.file] as [string, string]] : [])];
  });
}

/** What a hostile client puts where a route expects an id, a slug or a path. */
const PARAM_VALUES = ["not-a-uuid", "00000000-0000-0000-0000-000000000000", "%00", "..%2F..%2Fetc%2Fpasswd", "%E0%A4%A", "x".repeat(2000), "%3Cscript%3E"];

function concreteUrls(pattern: string, realId: string): string[] {
  if (!pattern.includes(":") && !pattern.includes("*")) return [pattern];
  const fill = (value: string) =>
    pattern.replace(/:[a-zA-Z]+\??/g, value).replace(/\*/g, `deep/${value}`);
  const urls = [realId, ...PARAM_VALUES].map(fill);
  if (/:[a-zA-Z]+\?$/.test(pattern)) urls.push(pattern.replace(/\/:[a-zA-Z]+\?$/, ""));
  return urls;
}

/** The app's source files under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function hasAction(file: string): boolean {
  return /export (?:async )?function action|export const action/.test(readFileSync(path.join("app", file), "utf8"));
}

const INTENT = /intent(?:\s*===\s*|=|" value=)"([a-z-]+)"|case "([a-z-]+)"/g;

/** Every field name the app's forms and actions use, read from its source. */
function formFieldNames(): string[] {
  const source = sourceFiles("app").map((f) => readFileSync(f, "utf8")).join("\n");
  const fields = new Set(["saunaId", "date", "time", "bookingType", "guests", "saved", "cursor", "page", "redirectTo"]);
  for (const m of source.matchAll(/name="([a-zA-Z]+)"|textField\(fields, "([a-zA-Z]+)"\)|fields\.([a-zA-Z]+)/g)) fields.add(m[1] ?? m[2] ?? m[3]);
  return [...fields];
}

/**
 * The intents a route's action can act on: those named in its folder (the route module, its
 * forms and server helpers), plus none and one no action knows. An intent another area's action
 * knows is, to this route, just an unknown one; sending every intent to every route made the walk
 * many times longer without reaching anything new.
 */
function routeIntents(file: string): (string | undefined)[] {
  const source = sourceFiles(path.join("app", path.dirname(file))).map((f) => readFileSync(f, "utf8")).join("\n");
  const intents = new Set<string>();
  for (const m of source.matchAll(INTENT)) intents.add(m[1] ?? m[2]);
  return [undefined, "no-such-intent", ...intents];
}

/** Values that have broken forms before: wrong types, out of range, NUL, huge, markup, paths. */
const FIELD_VALUES = ["", "abc", "-1", "1e309", "99999-01-01", "25:99", "a\u0000b", "x".repeat(20_000), "<script>alert(1)</script>", "00000000-0000-0000-0000-000000000000",
  // Issue 19: line breaks and a tab (the gate lets them through, for textareas) in every field.
  "a\r\nBcc: x@example.ie\tb\u2028c"];

/** Issue 19: one name past the cap on repeats, and parts past the cap on fields, each refused unread (413). */
const PAST_THE_CAPS = [
  { what: "one field repeated past the cap", type: "application/x-www-form-urlencoded", body: "dates=&".repeat(FORM_MAX_REPEATS + 1) },
  { what: "parts past the cap", type: "multipart/form-data; boundary=b", body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n\r\n'.repeat(FORM_MAX_FIELDS + 1) + "--b--\r\n" },
];

const HOSTILE_QUERY = "?saunaId=%00&date=99999-01-01&cursor=zzz&thread=not-a-uuid&page=-1&q=%F0%9F%94%A5&county=%3Cscript%3E&type=Sauna%00&minPrice=abc&maxPrice=1e309&sort=..%2F&redirectTo=%2F%09%2Fevil.example&tab=x";

type Sent = { method: string; url: string; what: string; status: number; body: string };

/** Hostile images (issue 19), each accepted by its first bytes before every upload was decoded. */
const HOSTILE_IMAGES: [what: string, bytes: Uint8Array, message: string][] = [
  ["pixel bomb", pixelBomb(), PHOTO_TOO_MANY_PIXELS],
  ["truncated PNG", await truncatedPng(), PHOTO_DAMAGED],
  ["script behind a GIF header", gifScriptPolyglot(), "photos can be uploaded."],
];

/**
 * Each hostile image in every field a route's action reads an upload from (uploadedPhoto or
 * uploadedFiles, in the route module or a ./*.server helper of it), under each intent it knows.
 * A pass of its own, one request at a time: in the catalogue's signed-in pass the session ends at
 * the first POST to /auth/sign-out, long before the upload routes come.
 */
async function imageBombs(app: AppServer, realId: string, cookie: string | null): Promise<Sent[]> {
  const requests: { url: string; what: string; body: FormData }[] = [];
  for (const [pattern, file] of routeTable(routes as RouteEntry[])) {
    const module = readFileSync(path.join("app", file), "utf8");
    const helpers = [...module.matchAll(/from "\.\/([\w.-]+\.server)"/g)].map((m) => readFileSync(path.join("app", path.dirname(file), `${m[1]}.ts`), "utf8"));
    const fields = [...[module, ...helpers].join("\n").matchAll(/uploaded(?:Photo|Files)\(fields\.([a-zA-Z]+)\)/g)].map((m) => m[1]);
    if (fields.length === 0) continue;
    const intents = [undefined, ...new Set([...module.matchAll(/(?:intent === |case )"([a-z-]+)"/g)].map((m) => m[1]))];
    const pagePath = concreteUrls(pattern, realId)[0];
    for (const url of [pagePath, `${pagePath}.data`]) {
      for (const intent of intents) {
        for (const [what, bytes] of HOSTILE_IMAGES) {
          const form = new FormData();
          form.set("saunaId", realId);
          if (intent) form.set("intent", intent);
          for (const name of fields) form.append(name, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" }), "photo.png");
          requests.push({ url, what: `image: ${what} intent=${intent}`, body: form });
        }
      }
    }
  }
  requests.sort((a, b) => Number(isDeletion(a.body)) - Number(isDeletion(b.body)));
  const sent: Sent[] = [];
  for (const r of requests) {
    const res = await fetchOnce(app.baseUrl + r.url, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.baseUrl, "X-Forwarded-For": "198.51.100.79", ...(cookie ? { Cookie: cookie } : {}) },
      body: r.body,
    });
    sent.push({ method: "POST", url: r.url, what: r.what, status: res.status, body: await res.text() });
  }
  return sent;
}

async function catalogue(app: AppServer, realId: string, cookie: string | null): Promise<Sent[]> {
  const fields = formFieldNames();
  const sent: Sent[] = [];
  const requests: { method: string; url: string; what: string; headers?: Record<string, string>; body?: BodyInit }[] = [];
  for (const [pattern, file] of routeTable(routes as RouteEntry[])) {
    for (const pagePath of concreteUrls(pattern, realId)) {
      // React Router's client posts to <path>.data (the home page: /_root.data).
      for (const url of [pagePath, pagePath === "/" ? "/_root.data" : `${pagePath}.data`]) {
        requests.push({ method: "GET", url, what: "plain" });
        requests.push({ method: "GET", url: url + HOSTILE_QUERY, what: "hostile query" });
        requests.push({ method: "POST", url, what: "JSON body", headers: { "content-type": "application/json" }, body: '{"saunaId":1}' });
        requests.push({ method: "POST", url, what: "no content type", body: new Uint8Array([1, 2, 3]) });
        requests.push({ method: "POST", url, what: "broken multipart", headers: { "content-type": "multipart/form-data; boundary=xyz" }, body: "--xyz\r\nContent-Disposition: form-data\r\n\r\nbroken" });
        requests.push({ method: "POST", url, what: "empty form", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
        for (const method of ["DELETE", "PUT", "PATCH"]) requests.push({ method, url, what: "other method", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
        const files = new FormData();
        for (const name of fields) files.append(name, new Blob(["not an image"], { type: "image/png" }), "x.png");
        requests.push({ method: "POST", url, what: "files where text belongs", body: files });
      }
    }
    // Hostile values in every field, once per intent, on the real-id page path.
    const pagePath = concreteUrls(pattern, realId)[0];
    for (const url of [pagePath, pagePath === "/" ? "/_root.data" : `${pagePath}.data`]) {
      for (const flood of PAST_THE_CAPS) requests.push({ method: "POST", url, what: flood.what, headers: { "content-type": flood.type }, body: flood.body });
    }
    // A route without an action answers every POST alike (405), as the requests above show.
    if (!hasAction(file)) continue;
    for (const intent of routeIntents(file)) {
      for (const value of FIELD_VALUES) {
        const form = new URLSearchParams();
        for (const name of fields) form.append(name, name === "saunaId" ? realId : value);
        if (intent) form.set("intent", intent);
        requests.push({ method: "POST", url: pagePath, what: `fields=${JSON.stringify(value.slice(0, 20))} intent=${intent}`, headers: { "content-type": "application/x-www-form-urlencoded" }, body: form });
      }
      // Every field twice: a list where one value is expected.
      const twice = new URLSearchParams();
      for (const name of fields) for (const v of ["1", "2"]) twice.append(name, v);
      if (intent) twice.set("intent", intent);
      requests.push({ method: "POST", url: pagePath, what: `repeated fields intent=${intent}`, headers: { "content-type": "application/x-www-form-urlencoded" }, body: twice });
    }
  }
  // Forms stay URLSearchParams until fetch sends them: serialising every form here (hundreds of
  // MB with the long values) blocked the event loop for longer than the server keeps an idle
  // connection open, so the next pass started on connections the server had already closed.
  // Signing out or deleting the account would end the session half-way: those requests go last.
  requests.sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
  // Building the catalogue above keeps this process busy for seconds, while the server closes
  // the connections left idle by the last run; let fetch see those closes before reusing any.
  await new Promise((resolve) => setTimeout(resolve, 250));
  // A few at a time: enough to be quick, not so many that the server's queue hides a crash.
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++];
      const res = await fetchOnce(app.baseUrl + r.url, {
        method: r.method,
        redirect: "manual",
        headers: { Origin: app.baseUrl, "X-Forwarded-For": "198.51.100.77", ...(cookie ? { Cookie: cookie } : {}), ...r.headers },
        body: r.body,
      });
      const body = res.status >= 500 ? (await res.text()).slice(0, 300) : (await res.arrayBuffer(), "");
      sent.push({ method: r.method, url: r.url.slice(0, 120), what: r.what, status: res.status, body });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return sent;
}

/**
 * fetch, tried a second time when a kept-alive connection turns out to be closed already: on a
 * busy machine the client can reuse a pooled socket the server has just closed as idle, which
 * says nothing about the app. A server that crashed fails the second try too.
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "UND_ERR_SOCKET" && code !== "ECONNRESET") throw error;
    return fetch(url, init);
  }
}

function isDeletion(body: BodyInit | undefined): boolean {
  return (body instanceof URLSearchParams || body instanceof FormData) && body.get("intent") === "delete";
}

function endsSession(request: { method: string; url: string; body?: BodyInit }): boolean {
  return isDeletion(request.body) || (request.method === "POST" && request.url.startsWith("/auth/sign-out"));
}

async function signUp(app: AppServer): Promise<string> {
  const email = `catalogue-${Date.now()}@example.ie`;
  const res = await fetch(`${app.baseUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.baseUrl, "content-type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.78" },
    body: new URLSearchParams({ intent: "sign-up", fullName: "Catalogue Tester", email, password: "Catalogue-Steam-77" }).toString(),
  });
  expect(res.status).toBe(302);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function signIn(app: AppServer, email: string, password: string): Promise<string> {
  const res = await fetch(`${app.baseUrl}/auth`, {
    method: "POST", redirect: "manual", headers: { Origin: app.baseUrl, "content-type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.79" },
    body: new URLSearchParams({ intent: "sign-in", email, password }).toString(),
  });
  expect(res.status).toBe(302);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function firstSaunaId(app: AppServer): Promise<string> {
  const html = await (await fetch(`${app.baseUrl}/saunas`)).text();
  const id = /\/sauna\/([0-9a-f-]{36})/.exec(html)?.[1];
  expect(id).toBeDefined();
  return id!;
}

function expectNoServerErrors(sent: Sent[]) {
  expect(sent.length).toBeGreaterThan(1000);
  // The gate refused what it should, and the rest reached the routes' own loaders and actions.
  const statuses = new Set(sent.map((s) => s.status));
  for (const status of [200, 400, 404, 405, 413, 415]) expect(statuses).toContain(status);
  expect(sent.filter((s) => s.status >= 500)).toEqual([]);
  expect(sent.filter((s) => PAST_THE_CAPS.some((f) => f.what === s.what) && s.status !== 413)).toEqual([]);
}

/**
 * No 5xx for any hostile image, signed out or in; a signed-in guest's reached the photo checks
 * (their profile photo, a listing photo) and were refused in plain words; and nothing stored under
 * /uploads, to be served, is one of them.
 */
async function expectHostileImagesRefused(app: AppServer, realId: string, dataDir: string) {
  expect((await imageBombs(app, realId, null)).filter((s) => s.status >= 500)).toEqual([]);
  const sent = await imageBombs(app, realId, await signUp(app));
  expect(sent.filter((s) => s.status >= 500)).toEqual([]);
  for (const [what, , message] of HOSTILE_IMAGES) {
    const refused = sent.filter((s) => s.what.startsWith(`image: ${what} `) && s.status === 400 && s.body.includes(message));
    expect(refused.length, what).toBeGreaterThan(0);
  }
  const uploads = path.join(dataDir, "uploads");
  for (const file of readdirSync(uploads, { recursive: true, encoding: "utf8" }).map((f) => path.join(uploads, f)).filter((f) => statSync(f).isFile())) {
    // Decodes whole within the pixel limit: not a bomb, not truncated, not a script.
    const stored = sharp(file, { failOn: "error", limitInputPixels: PHOTO_MAX_PIXELS });
    expect(["webp", "jpeg"], file).toContain((await stored.metadata()).format);
    await stored.raw().toBuffer();
  }
}

describe("malformed requests on the embedded database", () => {
  let app: AppServer;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-malformed-"));
  beforeAll(async () => {
    app = await startAppServer({ dataDir });
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("never answer 5xx, signed out or signed in", async () => {
    const realId = await firstSaunaId(app);
    expectNoServerErrors(await catalogue(app, realId, null));
    expectNoServerErrors(await catalogue(app, realId, await signUp(app)));
    await expectHostileImagesRefused(app, realId, dataDir);
    expect((await fetch(app.baseUrl + "/")).status).toBe(200);
  }, 600_000);

  it("refuse a sauna name with a line break in the host's Sauna Settings, saying why (issue 19)", async () => {
    const cookie = await signIn(app, "owner@demo.sauna-eire.ie", "sauna-demo-2026");
    const page = await (await fetch(`${app.baseUrl}/dashboard/settings`, { headers: { Cookie: cookie } })).text();
    const saunaId = /name="saunaId" value="([0-9a-f-]{36})"/.exec(page)?.[1];
    expect(saunaId).toBeDefined();
    const details = { intent: "details", saunaId: saunaId!, name: "Inj sauna\r\nBcc: everyone@example.ie", description: "A sauna.", type: "Sea View", address: "The Prom", county: "Galway" };
    const res = await fetch(`${app.baseUrl}/dashboard/settings`, {
      method: "POST", headers: { Origin: app.baseUrl, Cookie: cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(details),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please keep this on one line, without line breaks or tabs.");
    expect(await (await fetch(`${app.baseUrl}/dashboard/settings`, { headers: { Cookie: cookie } })).text()).not.toContain("Bcc: everyone@example.ie");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("malformed requests on PostgreSQL", () => {
  let app: AppServer;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-malformed-"));
  beforeAll(async () => {
    const started = await startAppServerOnPostgres(`sauna_eire_e2e_${process.pid}`, { dataDir });
    app = started;
    // PostgreSQL deployments have no demo data: one published sauna to aim at.
    const db = postgres(started.databaseUrl, { max: 1, onnotice: () => {} });
    await db`insert into saunas (name, type, county, status, is_published) values ('Catalogue Sauna', 'Wood-Fired', 'Cork', 'active', true)`;
    await db.end();
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("never answer 5xx, signed out or signed in", async () => {
    const realId = await firstSaunaId(app);
    expectNoServerErrors(await catalogue(app, realId, null));
    expectNoServerErrors(await catalogue(app, realId, await signUp(app)));
    await expectHostileImagesRefused(app, realId, dataDir);
  }, 600_000);
});
