// Every route of the route table, sent a catalogue of malformed and hostile requests, signed out
// and signed in, on the embedded database and (when TEST_DATABASE_URL is set) on PostgreSQL:
// nothing may answer with a 5xx (issue 7), and /healthz answers all along (issue 19). Routes come
// from app/routes.ts and field names and intents from the app's own source, so a new route or
// form is covered without anyone remembering to add it here. Signed in, each area is walked by
// someone its guard lets in (a guest, the owner of the sauna aimed at, a super admin), so hostile
// values reach every action. Card payments are on (a local Stripe server), so the actions that go
// to Stripe ('Connect Stripe') get there too. Each request is sent where it can find something new: what the
// form gate refuses before any route code runs goes once per route, the hostile addresses to
// each loader as someone who gets past its guard, and field values only to actions.
import { pathWithoutLocale } from "#domain/locales";
import { randomUUID } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import routes from "#app/routes";
import { PHOTO_MAX_PIXELS } from "#domain/photos";
import { CONTROL_CHARACTERS_MESSAGE } from "#domain/text";
import { FORM_UNREADABLE } from "#server/http/form-gate";
import { STRIPE_WEBHOOK_PATH } from "#server/http/stripe-webhook";
import { DEFAULT_BODY_LIMIT } from "#server/http/request-limits";
import { type AppServer, setUpApp, setUpDataDir, startAppServer, startAppServerOnPostgres } from "./app-server";
import { DEMO, DEMO_PASSWORD, sessionCookie } from "./harness";
import { cardPaymentsEnv, setUpLocalStripe } from "./card-payments-app";
import {
  AREA_ORDER, areaOf, concreteUrls, dataUrl, formFieldNames, hasAction, HOSTILE_IMAGES, HOSTILE_QUERY, HOSTILE_SEARCH_QUERIES, hostileWebhookRequests, PAST_THE_CAPS,
  postUrl, routeIntents, routeTable, uploadFields, type Area, type Route,
} from "./malformed-requests-catalogue";

/** Who sends a request: nobody signed in, or one of the signed-in people, each by their cookie. */
type Cookies = Record<Area, string>;

type Planned = {
  route: Route;
  /** Whose cookie goes with it: null when signed out. */
  as: Area | null;
  method: string;
  url: string;
  what: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** The empty form a route's action is first sent (where only the action runs): refused at its guard, it gets no more. */
  probe?: true;
  /** Hostile values (or hostile images) in the action's fields. */
  values?: true;
};

type Sent = Omit<Planned, "body" | "headers"> & { status: number; location: string | null; body: string };

/**
 * Values that have broken forms before: wrong types, out of range, huge, markup, paths, and
 * (issue 19) line breaks and a tab, which the gate lets through for textareas. The long one fills
 * every field and still fits under the body limit, so it reaches the actions' own checks. (A NUL
 * stops at the gate whatever the route: it is one of the gate's shapes, sent once per route.)
 */
function fieldValues(fieldCount: number): string[] {
  const long = "x".repeat(Math.floor((0.8 * DEFAULT_BODY_LIMIT.maxBytes) / fieldCount));
  return ["", "abc", "-1", "1e309", "99999-01-01", "25:99", long, "<script>alert(1)</script>", "00000000-0000-0000-0000-000000000000",
    "a\r\nBcc: x@example.ie\tb\u2028c", draftWithEscapedControls()];
}

/**
 * A field that carries JSON (the onboarding wizard's draft): a draft complete in every other
 * way, whose description holds a NUL and an ESC written as JSON escapes, which the form gate
 * can't see in the text; once decoded they must be refused (400), not reach PostgreSQL.
 */
function draftWithEscapedControls(): string {
  return JSON.stringify({
    id: randomUUID(), claimType: "new", step: 5, confirmed: true,
    saunaDetails: {
      name: "Catalogue Sauna", description: "a\u0000b\u001b[31m", type: "barrel", capacity: "6", duration: "90", amenities: [], photos: [],
      location: { address: "The Prom, Salthill", county: "Galway", eircode: "", latitude: "", longitude: "" },
    },
    pricing: { privateSession: "40", offPeakDiscount: false },
    availability: { schedule: { 1: [{ start: "09:00", end: "21:00" }] }, icsUrl: "" },
    payments: { stripeConnected: true, businessName: "Catalogue Saunas Ltd", vatNumber: "" },
  });
}

/**
 * What a valid article says besides its image: an article's text is checked before its image is
 * stored, so without it a hostile image never reaches the photo check. The other uploads (a
 * profile photo, a listing photo) are checked with no other field.
 */
const ARTICLE_TEXT = { title: "Catalogue article", category: "Guides", excerpt: "A summary of the article.", body: "An article long enough to be saved." };

const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

/**
 * GETs of a route's addresses, plain and with a hostile query, as a page and as React Router's
 * data: at the aimed sauna's address, and (`everyAddress`) at each hostile one too. The window
 * search's hostile queries go to the aimed address only: a loader reads its query once its path
 * has led it to something, and a hostile path is turned away before that.
 */
function addresses(route: Route, as: Area | null, saunaId: string, everyAddress: boolean): Planned[] {
  const [aimed, ...hostile] = concreteUrls(route.pattern, saunaId);
  const get = (page: string, queries: [what: string, query: string][]) =>
    [page, dataUrl(page)].flatMap((url) => queries.map(([what, query]): Planned => ({ route, as, method: "GET", url: url + query, what })));
  const plainAndHostile: [string, string][] = [["plain", ""], ["hostile query", HOSTILE_QUERY]];
  return [
    ...get(aimed, [...plainAndHostile, ...HOSTILE_SEARCH_QUERIES.map((query): [string, string] => ["hostile search query", query])]),
    ...(everyAddress ? hostile.flatMap((page) => get(page, plainAndHostile)) : []),
  ];
}

/**
 * What the form gate refuses before any route code runs (415, 400, 405, 413): the same for every
 * route, so sent once per route, at the aimed address, as a page and as data.
 */
function gateShapes(route: Route, saunaId: string): Planned[] {
  const [aimed] = concreteUrls(route.pattern, saunaId);
  return [aimed, dataUrl(aimed)].flatMap((url): Planned[] => {
    const post = postUrl(url, route);
    return [
      { route, as: null, method: "POST", url: post, what: "JSON body", headers: { "content-type": "application/json" }, body: '{"saunaId":1}' },
      { route, as: null, method: "POST", url: post, what: "no content type", body: new Uint8Array([1, 2, 3]) },
      { route, as: null, method: "POST", url: post, what: "broken multipart", headers: { "content-type": "multipart/form-data; boundary=xyz" }, body: "--xyz\r\nContent-Disposition: form-data\r\n\r\nbroken" },
      { route, as: null, method: "POST", url: post, what: "NUL in a field", headers: urlencoded, body: "saunaId=a%00b" },
      ...["DELETE", "PUT", "PATCH"].map((method): Planned => ({ route, as: null, method, url: post, what: "other method", headers: urlencoded, body: "a=1" })),
      ...PAST_THE_CAPS.map((flood): Planned => ({ route, as: null, method: "POST", url: post, what: flood.what, headers: { "content-type": flood.type }, body: flood.body })),
    ];
  });
}

/**
 * What reaches a route's action with no field it expects: an empty form, as a page (the action
 * and then the page's rendering) and as data, where the data one is the probe (its redirect says
 * whether this person was turned away at the guard); and files where text belongs. With
 * `everyAddress`, also at each hostile address, as data. A route without an action refuses
 * every POST alike (405): one empty form says so.
 */
function emptyForms(route: Route, as: Area | null, saunaId: string, everyAddress: boolean): Planned[] {
  const [aimed, ...hostile] = concreteUrls(route.pattern, saunaId);
  const probe: Planned = { route, as, method: "POST", url: postUrl(dataUrl(aimed), route), what: "empty form", headers: urlencoded, body: "", probe: true };
  if (!hasAction(route.file)) return [probe];
  const files = new FormData();
  for (const name of formFieldNames()) files.append(name, new Blob(["not an image"], { type: "image/png" }), "x.png");
  const planned: Planned[] = [probe, { route, as, method: "POST", url: postUrl(aimed, route), what: "empty form", headers: urlencoded, body: "" }];
  for (const page of [aimed, ...(everyAddress ? hostile : [])]) {
    const url = postUrl(dataUrl(page), route);
    if (page !== aimed) planned.push({ route, as, method: "POST", url, what: "empty form", headers: urlencoded, body: "" });
    planned.push({ route, as, method: "POST", url, what: "files where text belongs", body: files });
  }
  return planned;
}

/**
 * Hostile values in every field, each value in every field at once, then every field twice,
 * under no intent and each intent the route's action knows (an unknown intent gets one form: the
 * action turns it away before reading a field); each hostile image in every field the action
 * reads an upload from; and, signed in, the caps on fields and repeats (issue 19's own case was
 * signed in). All sent where React Router's client posts (`.data`), which runs the same action a
 * page's form does, without rendering the page (the empty form above covers that).
 */
function values(route: Route, as: Area | null, saunaId: string): Planned[] {
  const fields = formFieldNames();
  const [aimed] = concreteUrls(route.pattern, saunaId);
  const url = postUrl(dataUrl(aimed), route);
  const planned: Planned[] = [];
  const form = (intent: string | undefined, value: string) => {
    const body = new URLSearchParams();
    for (const name of fields) body.append(name, name === "saunaId" ? saunaId : value);
    if (intent) body.set("intent", intent);
    return body;
  };
  for (const intent of routeIntents(route.file)) {
    const known = intent !== "no-such-intent";
    for (const value of known ? fieldValues(fields.length) : ["abc"]) {
      planned.push({ route, as, method: "POST", url, what: `fields=${JSON.stringify(value.slice(0, 20))} intent=${intent}`, headers: urlencoded, body: form(intent, value), values: true });
    }
    if (!known) continue;
    // Every field twice: a list where one value is expected.
    const twice = new URLSearchParams();
    for (const name of fields) for (const v of ["1", "2"]) twice.append(name, v);
    if (intent) twice.set("intent", intent);
    planned.push({ route, as, method: "POST", url, what: `repeated fields intent=${intent}`, headers: urlencoded, body: twice, values: true });
    const uploads = uploadFields(route.file);
    for (const [what, bytes] of uploads.length > 0 ? HOSTILE_IMAGES : []) {
      const body = new FormData();
      for (const [name, value] of Object.entries({ saunaId, ...ARTICLE_TEXT })) body.set(name, value);
      if (intent) body.set("intent", intent);
      for (const name of uploads) body.append(name, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" }), "photo.png");
      planned.push({ route, as, method: "POST", url, what: `image: ${what} intent=${intent}`, body, values: true });
    }
  }
  if (as) {
    for (const flood of PAST_THE_CAPS) planned.push({ route, as, method: "POST", url, what: flood.what, headers: { "content-type": flood.type }, body: flood.body });
  }
  return planned;
}

/** The guard of an area sent this person away: to sign in, or home with a message, or 401/403. */
function turnedAway(s: Sent): boolean {
  if (s.status === 401 || s.status === 403) return true;
  // A `.data` request is told of a redirect in React Router's own format (202), not by a 3xx.
  const to = s.status === 202 ? /"redirect","([^"]*)"/.exec(s.body)?.[1] : s.status >= 300 && s.status < 400 ? s.location : null;
  return to !== null && to !== undefined && (to === "/" || to.startsWith("/auth"));
}

/** The request got past the gate and the guard to the action's own code (its 4xx included). */
function reachedAction(s: Sent): boolean {
  if (s.status >= 500 || [405, 413, 415].includes(s.status) || turnedAway(s)) return false;
  return !(s.status === 400 && (s.body.includes(CONTROL_CHARACTERS_MESSAGE) || s.body.includes(FORM_UNREADABLE)));
}

function endsSession(r: Planned): boolean {
  return isDeletion(r) || (r.method === "POST" && pathWithoutLocale(r.url).startsWith("/auth/sign-out"));
}

function isDeletion(r: Planned): boolean {
  return (r.body instanceof URLSearchParams || r.body instanceof FormData) && r.body.get("intent") === "delete";
}

/**
 * The whole catalogue as a visitor (`cookies` null), or signed in, each area as the person its
 * guard lets in (a guest elsewhere; the guest also knocks once at each other area's door). The
 * visitor is sent everything: every address, the gate's shapes, the actions' forms. Signed in,
 * what the gate refuses before knowing anyone is not sent again, and the hostile addresses only
 * of the routes that turned the visitor away (`guarded`: the others' were walked already). In
 * steps: the addresses and probes; then hostile values to every action its person got past the
 * guard of, area by area (the host's before the admin's, whose moderation acts on the same
 * sauna); deleting things after that; and signing out last, so no session ends half-way.
 */
async function catalogue(app: AppServer, saunaId: string, cookies: Cookies | null, guarded: Set<string> = new Set()): Promise<Sent[]> {
  const table = routeTable(routes);
  const personFor = (route: Route): Area | null => (cookies ? areaOf(route.pattern) : null);
  const first: Planned[] = [];
  for (const route of table) {
    const everyAddress = !cookies || guarded.has(route.file);
    first.push(...addresses(route, personFor(route), saunaId, everyAddress), ...emptyForms(route, personFor(route), saunaId, everyAddress));
    if (!cookies) first.push(...gateShapes(route, saunaId));
    if (cookies && areaOf(route.pattern) !== "guest") {
      const [aimed] = concreteUrls(route.pattern, saunaId);
      first.push({ route, as: "guest", method: "GET", url: aimed, what: "guest at another area's door" });
      if (hasAction(route.file)) first.push({ route, as: "guest", method: "POST", url: postUrl(aimed, route), what: "guest at another area's door", headers: urlencoded, body: "" });
    }
  }
  const unique = [...new Map(first.map((r) => [`${r.as} ${r.method} ${r.url} ${r.what}`, r])).values()];
  const sent = await send(app, unique.filter((r) => !endsSession(r)), cookies);

  const turnedAwayFrom = new Set(sent.filter((s) => s.probe && turnedAway(s)).map((s) => s.route.file));
  const later = [...unique.filter(endsSession)];
  const byArea = new Map<Area | "signed out", Planned[]>();
  for (const route of table) {
    if (!hasAction(route.file)) continue;
    const reaches = pathWithoutLocale(route.pattern).startsWith("/auth/sign-out") || !turnedAwayFrom.has(route.file);
    if (!reaches) continue;
    for (const r of values(route, personFor(route), saunaId)) {
      if (endsSession(r)) later.push(r);
      else byArea.set(r.as ?? "signed out", [...(byArea.get(r.as ?? "signed out") ?? []), r]);
    }
  }
  for (const area of ["signed out", ...AREA_ORDER] as const) sent.push(...(await send(app, byArea.get(area) ?? [], cookies)));
  sent.push(...(await send(app, later.filter(isDeletion), cookies)));
  sent.push(...(await send(app, later.filter((r) => !isDeletion(r)), cookies)));
  return sent;
}

/**
 * Sends a few at a time: enough to be quick, not so many that the server's queue hides a crash
 * or the run crowds out the machine. Meanwhile /healthz is asked again and again: its answers
 * (each must be 200) show no request of the step held the server up for everyone.
 */
async function send(app: AppServer, planned: Planned[], cookies: Cookies | null): Promise<Sent[]> {
  // Forms stay URLSearchParams until fetch sends them: serialising every form up front (hundreds
  // of MB with the long values) blocked the event loop for longer than the server keeps an idle
  // connection open. Building the requests still keeps this process busy for a moment, while the
  // server closes the connections left idle by the last step; let fetch see those closes first.
  await new Promise((resolve) => setTimeout(resolve, 250));
  const sent: Sent[] = [];
  let next = 0;
  const worker = async () => {
    while (next < planned.length) {
      const { body: requestBody, headers, ...r } = planned[next++];
      const cookie = r.as && cookies ? cookies[r.as] : null;
      const res = await fetchOnce(app.baseUrl + r.url, {
        method: r.method,
        redirect: "manual",
        headers: { Origin: app.baseUrl, "X-Forwarded-For": "198.51.100.77", ...(cookie ? { Cookie: cookie } : {}), ...headers },
        body: requestBody,
      });
      // Bodies worth keeping: a failure's, React Router's data (small: it tells redirects and
      // field messages), and answers to hostile images (their message is asserted).
      const keep = res.status >= 500 || r.url.includes(".data") || r.what.startsWith("image:");
      const body = keep ? (await res.text()).slice(0, r.what.startsWith("image:") ? undefined : 2000) : (await res.arrayBuffer(), "");
      sent.push({ ...r, url: r.url.slice(0, 120), status: res.status, location: res.headers.get("location"), body });
    }
  };
  let done = false;
  const health: number[] = [];
  const watch = async () => {
    do {
      health.push((await fetchOnce(`${app.baseUrl}/healthz`, {})).status);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } while (!done);
  };
  const watching = watch();
  await Promise.all(Array.from({ length: 4 }, worker));
  done = true;
  await watching;
  healthAnswers.push(...health);
  return sent;
}

/** Every answer /healthz gave while the catalogue was being sent. */
const healthAnswers: number[] = [];

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

/** Fresh X-Forwarded-For addresses for signing up and in: better-auth limits each client. */
let client = 80;

async function signUp(app: AppServer, who: string): Promise<{ email: string; cookie: string }> {
  const email = `catalogue-${who}-${Date.now()}@example.ie`;
  return { email, cookie: await sessionCookie(app, { email, password: "Catalogue-Steam-77", fullName: "Catalogue Tester" }, `198.51.100.${client++}`) };
}

const signIn = (app: AppServer, email: string, password: string) => sessionCookie(app, { email, password }, `198.51.100.${client++}`);

/** The sauna the owner's dashboard runs: the one every request aims at. */
async function ownersSauna(app: AppServer, ownerCookie: string): Promise<string> {
  const page = await (await fetch(`${app.baseUrl}/dashboard/settings`, { headers: { Cookie: ownerCookie } })).text();
  const saunaId = /name="saunaId" value="([0-9a-f-]{36})"/.exec(page)?.[1];
  expect(saunaId).toBeDefined();
  return saunaId!;
}

/** The embedded database's demo owner and super admin (two people), and a new guest. */
async function demoPeople(app: AppServer): Promise<{ saunaId: string; cookies: Cookies }> {
  const owner = await signIn(app, DEMO.owner, DEMO_PASSWORD);
  const cookies = { guest: (await signUp(app, "guest")).cookie, owner, superAdmin: await signIn(app, DEMO.superadmin, DEMO_PASSWORD) };
  return { saunaId: await ownersSauna(app, owner), cookies };
}

/**
 * PostgreSQL deployments have no demo data: three new accounts, made the owner of one published
 * sauna and a super admin in the database, as the demo data does.
 */
async function peopleOnPostgres(app: AppServer, databaseUrl: string): Promise<{ saunaId: string; cookies: Cookies }> {
  const [guest, owner, superAdmin] = [await signUp(app, "guest"), await signUp(app, "owner"), await signUp(app, "super-admin")];
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [ownerRow] = await db`update "user" set email_verified = true where email = ${owner.email} returning id`;
  const [adminRow] = await db`update "user" set email_verified = true where email = ${superAdmin.email} returning id`;
  await db`update profiles set is_owner = true, is_verified = true, payments_connected = true where id = ${ownerRow.id}`;
  await db`insert into admin_roles (user_id, role) values (${adminRow.id}, 'super_admin')`;
  // Mobile, as the demo owner's first sauna (the Forty Foot Sauna Box) is: a mobile sauna's stops
  // (Sauna Settings' stop-add, stop-update, stop-remove) read their fields only for one.
  const [sauna] = await db`insert into saunas (name, type, county, status, is_published, is_claimed, owner_id, owner_verified)
    values ('Catalogue Sauna', 'Mobile', 'Cork', 'active', true, true, ${ownerRow.id}, true) returning id`;
  await db.end();
  return { saunaId: sauna.id as string, cookies: { guest: guest.cookie, owner: owner.cookie, superAdmin: superAdmin.cookie } };
}

/** No 5xx; and the statuses that show the gate refused what it should and the rest reached the routes' own loaders and actions. */
function expectNoServerErrors(sent: Sent[], statusesSeen: number[]) {
  expect(sent.length).toBeGreaterThan(1000);
  const statuses = new Set(sent.map((s) => s.status));
  for (const status of statusesSeen) expect(statuses).toContain(status);
  expect(sent.filter((s) => s.status >= 500).map(({ method, url, what, status, body }) => ({ method, url, what, status, body: body.slice(0, 300) }))).toEqual([]);
  expect(sent.filter((s) => PAST_THE_CAPS.some((f) => f.what === s.what) && s.status !== 413)).toEqual([]);
  // The window search's parameters are ignored or clamped, never refused: /saunas is a page as usual.
  expect(sent.filter((s) => s.what === "hostile search query" && s.route.pattern === "/saunas" && s.status !== 200).map((s) => `${s.url} ${s.status}`)).toEqual([]);
}

/**
 * Signed in, every action's hostile values reached the action itself, in every area: none was
 * turned away at a guard, so the walk proves something about each action and not only its guard.
 */
function expectEveryActionReached(signedIn: Sent[]) {
  const valuesSent = signedIn.filter((s) => s.values && !s.what.startsWith("image:"));
  const unreached = routeTable(routes)
    .filter((route) => hasAction(route.file) && !pathWithoutLocale(route.pattern).startsWith("/auth/sign-out"))
    .filter((route) => !valuesSent.some((s) => s.route.file === route.file && reachedAction(s)))
    .map((route) => route.pattern);
  expect(unreached).toEqual([]);
  for (const area of AREA_ORDER) {
    const ofArea = valuesSent.filter((s) => s.as === area);
    // The NUL value stops at the gate (400) by design: one value in eleven. Far fewer reaching
    // would mean a session ended or a guard closed part-way.
    expect(ofArea.filter(reachedAction).length, `${area}: ${ofArea.length} sent`).toBeGreaterThan(0.8 * ofArea.length);
  }
}

/**
 * Each hostile image was refused in plain words wherever a signed-in person reached a photo
 * check (a guest's profile photo, the host's listing photos, an admin's article image), and
 * nothing stored under /uploads, to be served, is one of them.
 */
async function expectHostileImagesRefused(signedIn: Sent[], dataDir: string) {
  for (const area of AREA_ORDER) {
    for (const [what, , message] of HOSTILE_IMAGES) {
      const refused = signedIn.filter((s) => s.as === area && s.what.startsWith(`image: ${what} `) && s.status === 400 && s.body.includes(message));
      expect(refused.length, `${area}: ${what}`).toBeGreaterThan(0);
    }
  }
  const uploads = path.join(dataDir, "uploads");
  for (const file of readdirSync(uploads, { recursive: true, encoding: "utf8" }).map((f) => path.join(uploads, f)).filter((f) => statSync(f).isFile())) {
    // Decodes whole within the pixel limit: not a bomb, not truncated, not a script.
    const stored = sharp(file, { failOn: "error", limitInputPixels: PHOTO_MAX_PIXELS });
    expect(["webp", "jpeg"], file).toContain((await stored.metadata()).format);
    await stored.raw().toBuffer();
  }
}

/** One line for the run's log: how much was sent, and how much of it reached an action. */
function summary(pass: string, sent: Sent[]): string {
  const reached = (area: Area | null) => {
    const valuesSent = sent.filter((s) => s.values && s.as === area);
    return `${valuesSent.filter(reachedAction).length} of ${valuesSent.length}`;
  };
  const areas = sent.some((s) => s.as) ? AREA_ORDER.map((a) => `${a} ${reached(a)}`).join(", ") : reached(null);
  return `${pass}: ${sent.length} requests; hostile values that reached an action: ${areas}`;
}

async function walkSignedOutAndIn(app: AppServer, saunaId: string, cookies: Cookies, dataDir: string) {
  healthAnswers.length = 0;
  const signedOut = await catalogue(app, saunaId, null);
  console.info(summary("signed out", signedOut));
  expectNoServerErrors(signedOut, [200, 400, 404, 405, 413, 415]);
  // The routes whose guard turned the visitor away: only signed in do their loaders see the hostile addresses.
  const guarded = new Set(signedOut.filter((s) => s.method === "GET" && s.what === "plain" && turnedAway(s)).map((s) => s.route.file));
  const signedIn = await catalogue(app, saunaId, cookies, guarded);
  console.info(summary("signed in", signedIn));
  expectNoServerErrors(signedIn, [200, 400, 404, 405, 413]);
  expectEveryActionReached(signedIn);
  await expectHostileImagesRefused(signedIn, dataDir);
  // The health check answered all along (asked every second or so, between and during the steps).
  expect(healthAnswers.length).toBeGreaterThan(10);
  expect(healthAnswers.filter((status) => status !== 200)).toEqual([]);
  expect((await fetch(app.baseUrl + "/")).status).toBe(200);
}

/**
 * Stripe's webhook, which the route table doesn't list (the app mounts it ahead of the origin
 * check and the form gate when card payments are on), sent what a hostile client sends, with no
 * Origin as Stripe sends none: each gets its own status, none a 5xx, and the app still answers.
 * `webhookSecret` is the local Stripe's, which signs the bodies that are signed but no event.
 */
async function expectWebhookRefusesHostileRequests(app: AppServer, webhookSecret: string) {
  const requests = hostileWebhookRequests((payload) => Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
  const answers: { what: string; status: number }[] = [];
  for (const { what, method = "POST", headers, body } of requests) {
    const res = await fetchOnce(app.baseUrl + STRIPE_WEBHOOK_PATH, { method, headers: { "X-Forwarded-For": "198.51.100.78", ...headers }, body });
    await res.arrayBuffer();
    answers.push({ what, status: res.status });
  }
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  expect(answers).toEqual(requests.map(({ what, status }) => ({ what, status })));
  expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
}

describe("malformed requests on the embedded database", () => {
  const dataDir = setUpDataDir("sauna-eire-malformed-");
  const stripe = setUpLocalStripe();
  const app = setUpApp(() => startAppServer({ dataDir: dataDir.path, env: cardPaymentsEnv(stripe.server) }));

  // Before the walk, which acts on the demo owner's sauna as its owner and as a super admin.
  it("refuse a sauna name with a line break in the host's Sauna Settings, saying why (issue 19)", async () => {
    const cookie = await signIn(app, DEMO.owner, DEMO_PASSWORD);
    const saunaId = await ownersSauna(app, cookie);
    const details = { intent: "details", saunaId, name: "Inj sauna\r\nBcc: everyone@example.ie", description: "A sauna.", type: "Sea View", address: "The Prom", county: "Galway" };
    const res = await fetch(`${app.baseUrl}/dashboard/settings`, {
      method: "POST", headers: { Origin: app.baseUrl, Cookie: cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(details),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please keep this on one line, without line breaks or tabs.");
    expect(await (await fetch(`${app.baseUrl}/dashboard/settings`, { headers: { Cookie: cookie } })).text()).not.toContain("Bcc: everyone@example.ie");
  });

  it("refuse what isn't an event Stripe signed at Stripe's webhook, each with its status and never a 5xx", async () => {
    await expectWebhookRefusesHostileRequests(app, stripe.server.webhookSecret);
  });

  it("never answer 5xx, signed out or signed in as a guest, the sauna's owner and a super admin", async () => {
    const { saunaId, cookies } = await demoPeople(app);
    await walkSignedOutAndIn(app, saunaId, cookies, dataDir.path);
  }, 600_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("malformed requests on PostgreSQL", () => {
  const dataDir = setUpDataDir("sauna-eire-malformed-");
  const stripe = setUpLocalStripe();
  const app = setUpApp(() => startAppServerOnPostgres(`sauna_eire_e2e_${process.pid}`, { dataDir: dataDir.path, env: cardPaymentsEnv(stripe.server) }), 120_000);

  it("refuse what isn't an event Stripe signed at Stripe's webhook, each with its status and never a 5xx", async () => {
    await expectWebhookRefusesHostileRequests(app, stripe.server.webhookSecret);
  });

  it("never answer 5xx, signed out or signed in as a guest, the sauna's owner and a super admin", async () => {
    const { saunaId, cookies } = await peopleOnPostgres(app, app.databaseUrl);
    await walkSignedOutAndIn(app, saunaId, cookies, dataDir.path);
  }, 600_000);
});
