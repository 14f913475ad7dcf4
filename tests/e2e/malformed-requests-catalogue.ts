// What the malformed-request catalogue (malformed-requests.e2e.ts) reads from the app's source and
// sends (the role matrix reads the routes and intents from here too): the routes and how React Router addresses them, which areas they belong to, the field
// names, intents and upload fields their actions know, and the hostile parts of its requests.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathWithoutLocale } from "#domain/locales";
import { PHOTO_DAMAGED, PHOTO_TOO_MANY_PIXELS } from "#domain/photos";
import { FORM_MAX_FIELDS, FORM_MAX_REPEATS } from "#server/http/form-field-limits";
import { gifScriptPolyglot, pixelBomb, truncatedPng } from "#server/testing/test-photos";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** A route of the route table: its URL pattern (e.g. "/sauna/:id"), its module, and whether it is an index route. */
export type Route = { pattern: string; file: string; index: boolean };

export function routeTable(entries: readonly RouteEntry[], parent = ""): Route[] {
  return entries.flatMap((r): Route[] => {
    const here = r.path ? `${parent}/${r.path}`.replace(/\/+/g, "/") : parent || "/";
    return [...(r.children ? routeTable(r.children, here) : []), ...(r.index || r.path ? [{ pattern: here, file: r.file, index: Boolean(r.index) }] : [])];
  });
}

/**
 * Who gets past an area's guard, and so walks it signed in: the owner of the sauna aimed at for
 * the host's pages, a super admin (who passes every role check) for the admin area, a guest for
 * the rest. In this order the hostile values go out, as the admin's moderation acts on the sauna
 * the host's pages work on.
 */
export type Area = "guest" | "owner" | "superAdmin";
export const AREA_ORDER: readonly Area[] = ["guest", "owner", "superAdmin"];

/** The area of a route, in any language (`/ga/dashboard` is the host's as `/dashboard` is). */
export function areaOf(pattern: string): Area {
  const page = pathWithoutLocale(pattern);
  if (/^\/(dashboard|onboard)(\/|$)/.test(page)) return "owner";
  if (/^\/admin(\/|$)/.test(page)) return "superAdmin";
  return "guest";
}

/**
 * What a hostile client puts where a route expects an id, a slug or a path; among them 36
 * characters that a loose pattern took for a UUID (zeros, dashes) and PostgreSQL doesn't.
 */
const PARAM_VALUES = ["not-a-uuid", "00000000-0000-0000-0000-000000000000", "0".repeat(36), "-".repeat(36), "%00", "..%2F..%2Fetc%2Fpasswd", "%E0%A4%A", "x".repeat(2000), "%3Cscript%3E"];

/** The route's addresses: the aimed sauna's id in every parameter first, then hostile ones. */
export function concreteUrls(pattern: string, realId: string): string[] {
  if (!pattern.includes(":") && !pattern.includes("*")) return [pattern];
  const fill = (value: string) =>
    pattern.replace(/:[a-zA-Z]+\??/g, value).replace(/\*/g, `deep/${value}`);
  const urls = [realId, ...PARAM_VALUES].map(fill);
  if (/:[a-zA-Z]+\?$/.test(pattern)) urls.push(pattern.replace(/\/:[a-zA-Z]+\?$/, ""));
  return urls;
}

/** Where React Router's client fetches a page's data and posts its forms: <path>.data (the home page: /_root.data). */
export function dataUrl(pagePath: string): string {
  return pagePath === "/" ? "/_root.data" : `${pagePath}.data`;
}

/**
 * Where a form posts to reach this route's action: an index route shares its address with its
 * layout, and React Router runs the index route's action only when told `?index` (its client
 * posts to e.g. /dashboard.data?index); without it the post goes to the layout.
 */
export function postUrl(url: string, route: Route): string {
  return route.index ? `${url}?index` : url;
}

/** The app's source files under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** A route module and every app module it imports, directly or through others. */
function moduleAndImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+|#app\/[^"]+)"/g)) {
    const base = m[1].startsWith("#app/") ? path.join("app", m[1].slice("#app/".length)) : path.join(path.dirname(file), m[1]);
    const found = [base, `${base}.ts`, `${base}.tsx`].find((f) => existsSync(f) && statSync(f).isFile());
    if (found) moduleAndImports(found, seen);
  }
  return seen;
}

const sources = new Map<string, string>();

function routeSource(file: string): string {
  if (!sources.has(file)) sources.set(file, [...moduleAndImports(path.join("app", file))].map((f) => readFileSync(f, "utf8")).join("\n"));
  return sources.get(file)!;
}

export function hasAction(file: string): boolean {
  return /export (?:async )?function action|export const action/.test(readFileSync(path.join("app", file), "utf8"));
}

let fieldNames: string[] | undefined;

/** Every field name the app's forms and actions use, read from its source. */
export function formFieldNames(): string[] {
  if (fieldNames) return fieldNames;
  const source = sourceFiles("app").map((f) => readFileSync(f, "utf8")).join("\n");
  const fields = new Set(["saunaId", "date", "time", "bookingType", "guests", "saved", "cursor", "page", "redirectTo", "entryId"]);
  for (const m of source.matchAll(/name="([a-zA-Z]+)"|textField\(fields, "([a-zA-Z]+)"\)|fields\.([a-zA-Z]+)/g)) fields.add(m[1] ?? m[2] ?? m[3]);
  return (fieldNames = [...fields]);
}

/** intent === "x", intent="x", intent" value="x", intent: "x" (a fetcher's submit), case "x". */
const INTENT = /intent"?\)?(?:\s*[!=]==\s*|=|" value=|:\s*)"([a-z][a-z-]*)"|case "([a-z][a-z-]*)"/g;

/** The intents a route's module and what it imports name (`typeof fields.intent === "string"` is not one). */
export function knownIntents(file: string): string[] {
  const intents = new Set<string>();
  for (const m of routeSource(file).matchAll(INTENT)) intents.add(m[1] ?? m[2]);
  intents.delete("string");
  return [...intents].sort();
}

/**
 * The intents a route's action can act on: those named in its module and in what it imports (its
 * forms and server helpers), plus none and one no action knows. An intent only another route's
 * action knows is, to this route, just an unknown one; sending every intent of the folder (or of
 * the app) to every route made the walk many times longer without reaching anything new.
 */
export function routeIntents(file: string): (string | undefined)[] {
  return [undefined, "no-such-intent", ...knownIntents(file)];
}

/** The fields a route's action reads an upload from (uploadedPhoto or uploadedFiles, in its module or what it imports). */
export function uploadFields(file: string): string[] {
  return [...new Set([...routeSource(file).matchAll(/uploaded(?:Photo|Files)\(fields\.([a-zA-Z]+)\)/g)].map((m) => m[1]))];
}

/** Issue 19: one name past the cap on repeats, and parts past the cap on fields, each refused unread (413). */
export const PAST_THE_CAPS = [
  { what: "one field repeated past the cap", type: "application/x-www-form-urlencoded", body: "dates=&".repeat(FORM_MAX_REPEATS + 1) },
  { what: "parts past the cap", type: "multipart/form-data; boundary=b", body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n\r\n'.repeat(FORM_MAX_FIELDS + 1) + "--b--\r\n" },
];

/**
 * Every query parameter a page reads, malformed. `date` is also a mobile sauna's page's booking
 * date (/sauna/:id?date=, issue 24 item 2), which falls back to today; `sauna` is also the sauna
 * whose sessions /gift-vouchers offers as amounts (issue 25).
 */
export const HOSTILE_QUERY = "?saunaId=%00&date=99999-01-01&cursor=zzz&thread=not-a-uuid&page=-1&q=%F0%9F%94%A5&county=%3Cscript%3E&type=Sauna%00&minPrice=abc&maxPrice=1e309&sort=..%2F&amenities=cold-plunge%2C%3Cscript%3E%2C%2C%00&amenities=x&redirectTo=%2F%09%2Fevil.example&tab=x&sauna=%3Cscript%3E";

/**
 * The window search's parameters ('Free soon', issue 24 item 1: when, on, guests, near, town)
 * with values that pass the form gate (no control characters) and so reach the listing's parser
 * and the search: impossible and far dates, numbers out of range, coordinates off the Earth,
 * a town no list has, markup and a very long value. Every page is asked with each (at the aimed
 * address: malformed-requests.e2e.ts `addresses`); /saunas
 * must still answer 200.
 */
export const HOSTILE_SEARCH_QUERIES = [
  `?when=2026-02-30&on=99999-99-99&guests=-1e9&near=91.5,181&town=%3Cscript%3Ealert(1)%3C%2Fscript%3E&sort=distance&page=1e400`,
  `?when=NEXT-2-HOURS&on=1900-01-01&guests=999&near=NaN,Infinity&town=${"Kinsale%2C".repeat(40)}&amenities=cold-plunge&q=sauna`,
  `?when=tomorrow-morning&on=2026-12-05T10%3A00&guests=6.5&near=53.35,-6.26,7&near=0x10,0&town=&town=Dingle`,
];

/** Hostile images (issue 19), each accepted by its first bytes before every upload was decoded, and what refuses it. */
export const HOSTILE_IMAGES: [what: string, bytes: Uint8Array, message: string][] = [
  ["pixel bomb", pixelBomb(), PHOTO_TOO_MANY_PIXELS],
  ["truncated PNG", await truncatedPng(), PHOTO_DAMAGED],
  ["script behind a GIF header", gifScriptPolyglot(), "photos can be uploaded."],
];

/** A request to Stripe's webhook, and the status it must get. */
export type WebhookRequest = { what: string; method?: string; headers?: Record<string, string>; body?: BodyInit; status: number };

/**
 * What a hostile client sends Stripe's webhook (POST /api/stripe/webhook, there only with card
 * payments on, ahead of the form gate and the origin check: decision 012): Stripe-Signature
 * headers that aren't Stripe's, bodies of every shape, and (`sign`, with the endpoint's secret,
 * which only Stripe holds) signed bodies that still aren't an event. Each is refused with a 400
 * (a signed event about no booking or voucher of ours is taken, 200, and changes nothing),
 * past the body limit a 413, past the header limit a 431; other methods aren't the webhook at all
 * (a GET finds no page, a PUT without an Origin meets the same-origin rule).
 */
export function hostileWebhookRequests(sign: (body: string) => string): WebhookRequest[] {
  const event = JSON.stringify({ id: "evt_hostile", object: "event", type: "checkout.session.completed", created: Math.floor(Date.now() / 1000), data: { object: { id: "cs_hostile", status: "complete", payment_status: "paid", amount_total: 4500, metadata: { booking_id: "00000000-0000-0000-0000-000000000000" } } } });
  const json = { "content-type": "application/json" };
  const now = Math.floor(Date.now() / 1000);
  const signatures: [string, string][] = [
    ["empty", ""],
    ["garbage", "garbage"],
    ["no values", "t=,v1="],
    ["a made-up v1", `t=${now},v1=${"0".repeat(64)}`],
    ["many v1s", `t=${now},${Array.from({ length: 150 }, (_, i) => `v1=${i.toString(16).padStart(64, "0")}`).join(",")}`],
    ["a long header", `t=${now},v1=${"a".repeat(6000)}`],
    ["a timestamp far ahead", `t=99999999999,v1=${"0".repeat(64)}`],
    ["a negative timestamp", `t=-1,v1=${"0".repeat(64)}`],
    ["v0 only (test-mode scheme)", `t=${now},v0=${"0".repeat(64)}`],
    ["signed for another body", sign(`${event} `)],
  ];
  const signedNonEvents = ["", "not json", "null", "[]", "{}", '"evt"', "1e309", "[".repeat(5000) + "]".repeat(5000),
    JSON.stringify({ id: "evt_no_type", created: now, data: { object: { id: "x" } } }),
    JSON.stringify({ id: "evt_no_object", type: "checkout.session.completed", created: now, data: {} }),
    JSON.stringify({ id: "evt_text_amount", type: "checkout.session.completed", created: now, data: { object: { id: "cs_x", amount_total: "45.00" } } }),
    JSON.stringify({ id: "evt_text_refund", type: "charge.refunded", created: now, data: { object: { id: "ch_x", amount_refunded: -1 } } }),
    JSON.stringify({ id: { $gt: "" }, type: "account.updated", created: now, data: { object: { id: "acct_x" } } }),
    // Past Stripe's largest amount (eight digits): no event Stripe sends (decision 012).
    JSON.stringify({ id: "evt_absurd_amount", type: "checkout.session.completed", created: now, data: { object: { id: "cs_x", status: "complete", payment_status: "paid", amount_total: 10 ** 15 } } }),
    JSON.stringify({ id: "evt_absurd_refund", type: "charge.refunded", created: now, data: { object: { id: "ch_x", payment_intent: "pi_x", amount_refunded: 10 ** 15 } } }),
  ];
  // Signed events whose metadata names no booking or voucher of ours (ids that aren't UUIDs):
  // acknowledged (200) and nothing applied.
  const signedStrayIds = ["0".repeat(36), "-".repeat(36)].flatMap((id) => ["booking_id", "gift_voucher_id"].map((key) =>
    JSON.stringify({ id: `evt_stray_${key}_${id[0]}`, object: "event", type: "checkout.session.completed", created: now, data: { object: { id: `cs_stray_${key}_${id[0]}`, status: "complete", payment_status: "paid", amount_total: 4500, metadata: { [key]: id } } } })));
  return [
    { what: "no Stripe-Signature", headers: json, body: event, status: 400 },
    ...signatures.map(([what, signature]): WebhookRequest => ({ what: `Stripe-Signature: ${what}`, headers: { ...json, "stripe-signature": signature }, body: event, status: 400 })),
    { what: "a form body", headers: { "content-type": "application/x-www-form-urlencoded", "stripe-signature": "t=1,v1=0" }, body: "type=checkout.session.completed&id=evt_x", status: 400 },
    { what: "broken multipart", headers: { "content-type": "multipart/form-data; boundary=xyz", "stripe-signature": "t=1,v1=0" }, body: "--xyz\r\nbroken", status: 400 },
    { what: "bytes that aren't UTF-8", headers: { "stripe-signature": "t=1,v1=0" }, body: new Uint8Array([0xff, 0xfe, 0x00, 0xc3, 0x28]), status: 400 },
    { what: "a NUL in the body", headers: { ...json, "stripe-signature": "t=1,v1=0" }, body: '{"id":"evt\u0000"}', status: 400 },
    ...signedNonEvents.map((body): WebhookRequest => ({ what: `signed, not an event: ${body.slice(0, 40)}`, headers: { ...json, "stripe-signature": sign(body) }, body, status: 400 })),
    ...signedStrayIds.map((body): WebhookRequest => ({ what: `signed, metadata not a UUID: ${body.slice(0, 60)}`, headers: { ...json, "stripe-signature": sign(body) }, body, status: 200 })),
    { what: "past the body limit", headers: { ...json, "stripe-signature": "t=1,v1=0" }, body: "x".repeat(2 * 1024 * 1024), status: 413 },
    // Past Node's 16 KB for all the headers: refused before the app sees it.
    { what: "Stripe-Signature past the header limit", headers: { ...json, "stripe-signature": `t=${now},${"v1=0,".repeat(4000)}` }, body: event, status: 431 },
    { what: "GET", method: "GET", status: 404 },
    // Not the webhook, so the same-origin rule applies: no Origin, as Stripe sends none, is refused.
    { what: "PUT", method: "PUT", headers: json, body: event, status: 403 },
  ];
}
