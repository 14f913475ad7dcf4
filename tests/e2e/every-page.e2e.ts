// Every page of the route table (app/routes.ts), in English and in Irish, as a visitor, a guest,
// a host and an administrator, on a phone (375 px): React takes over the server's page without a
// hydration error (the server and the browser rendering something differently, such as a time in
// another time zone, or Date.now() read while rendering), nothing scrolls sideways, and the link
// preview image each page names (og:image) answers as a JPEG. One browser, one signed-in page per
// person reused for their whole walk, and no screenshots: the walk is long and CI time counts.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes";
import { LOCALES, localizePath, pathWithoutLocale } from "#domain/locales";
import { DEMO, newPage, PHONE, saunaPath, setUpBrowser, signIn } from "./harness";
import { routeTable } from "./malformed-requests-catalogue";

setUpBrowser();

type Role = "visitor" | "guest" | "owner" | "admin";
const ROLES: readonly Role[] = ["visitor", "guest", "owner", "admin"];
const ACCOUNT: Record<Exclude<Role, "visitor">, string> = { guest: DEMO.guest, owner: DEMO.owner, admin: DEMO.superadmin };

/** Everyone walks the public pages; members skip the sign-in pages, which send them home. */
const EVERYONE = ROLES;
const MEMBERS: readonly Role[] = ["guest", "owner", "admin"];

/**
 * A page to walk: its pattern in app/routes.ts, who walks it, and its address, given outright, by
 * a named sauna, or as the first link matching `link` on a page walked before it (a list page
 * leads to its details, so the ids are real ones of the demo data).
 */
type Stop = { route: string; roles: readonly Role[]; path?: string; sauna?: string; link?: RegExp };

const STOPS: Stop[] = [
  { route: "/", roles: EVERYONE, path: "/" },
  { route: "/auth", roles: ["visitor"], path: "/auth" },
  { route: "/auth/forgot-password", roles: ["visitor"], path: "/auth/forgot-password" },
  { route: "/auth/reset-password", roles: ["visitor"], path: "/auth/reset-password" },
  { route: "/saunas", roles: EVERYONE, path: "/saunas" },
  // A mobile sauna (its stops, dates and times) and a fixed one with a gallery.
  { route: "/sauna/:id", roles: EVERYONE, sauna: "Forty Foot Sauna Box" },
  { route: "/sauna/:id", roles: EVERYONE, sauna: "Salthill Prom Sauna" },
  { route: "/blog", roles: EVERYONE, path: "/blog" },
  { route: "/blog/:slug", roles: EVERYONE, link: /^\/blog\/[a-z0-9-]+$/ },
  { route: "/gift-vouchers", roles: EVERYONE, path: "/gift-vouchers" },
  // No voucher can be bought without card payments: the page for a code that is not one.
  { route: "/gift-vouchers/voucher/:code", roles: ["visitor", "guest"], path: "/gift-vouchers/voucher/SAUNA-0000-0000-0000" },
  { route: "/review/:saunaId?", roles: ["guest"], sauna: "Salthill Prom Sauna" },
  { route: "/onboard", roles: ["guest", "owner"], path: "/onboard" },
  // A waitlist offer needs a full session and a freed seat: the page for an offer that is gone.
  { route: "/waitlist/:entryId", roles: ["guest"], path: "/waitlist/00000000-0000-4000-8000-000000000000" },
  // Leaving Checkout needs card payments, which the demo data has not (card-payments and
  // gift-vouchers walk them with Stripe): the page for a booking or voucher there is none of.
  { route: "/checkout/:bookingId/cancelled", roles: ["guest"], path: "/checkout/00000000-0000-4000-8000-000000000000/cancelled" },
  { route: "/gift-vouchers/:voucherId/cancelled", roles: ["guest"], path: "/gift-vouchers/00000000-0000-4000-8000-000000000000/cancelled" },
  { route: "/my-account", roles: MEMBERS, path: "/my-account" },
  { route: "/my-account/gift-vouchers", roles: ["guest"], path: "/my-account/gift-vouchers" },
  { route: "/my-account/gift-vouchers/:voucherId", roles: ["guest"], path: "/my-account/gift-vouchers/00000000-0000-4000-8000-000000000000" },
  { route: "/my-account/bookings", roles: ["guest"], path: "/my-account/bookings" },
  { route: "/my-account/favourites", roles: ["guest"], path: "/my-account/favourites" },
  { route: "/my-account/reviews", roles: ["guest"], path: "/my-account/reviews" },
  { route: "/my-account/messages", roles: ["guest"], path: "/my-account/messages" },
  { route: "/my-account/settings", roles: ["guest"], path: "/my-account/settings" },
  { route: "/dashboard", roles: ["owner"], path: "/dashboard" },
  { route: "/dashboard/bookings", roles: ["owner"], path: "/dashboard/bookings" },
  { route: "/dashboard/messages", roles: ["owner"], path: "/dashboard/messages" },
  { route: "/dashboard/account", roles: ["owner"], path: "/dashboard/account" },
  { route: "/dashboard/calendar", roles: ["owner"], path: "/dashboard/calendar" },
  { route: "/dashboard/reviews", roles: ["owner"], path: "/dashboard/reviews" },
  { route: "/dashboard/settings", roles: ["owner"], path: "/dashboard/settings" },
  { route: "/admin", roles: ["admin"], path: "/admin" },
  { route: "/admin/discovery", roles: ["admin"], path: "/admin/discovery" },
  { route: "/admin/saunas", roles: ["admin"], path: "/admin/saunas" },
  { route: "/admin/owners", roles: ["admin"], path: "/admin/owners" },
  { route: "/admin/owners/:ownerId", roles: ["admin"], link: /^\/admin\/owners\/[^/.]+$/ },
  { route: "/admin/users", roles: ["admin"], path: "/admin/users" },
  { route: "/admin/users/:userId", roles: ["admin"], link: /^\/admin\/users\/[^/.]+$/ },
  { route: "/admin/bookings", roles: ["admin"], path: "/admin/bookings" },
  { route: "/admin/bookings/:bookingId", roles: ["admin"], link: /^\/admin\/bookings\/[^/.]+$/ },
  { route: "/admin/reviews", roles: ["admin"], path: "/admin/reviews" },
  { route: "/admin/payouts", roles: ["admin"], path: "/admin/payouts" },
  { route: "/admin/content", roles: ["admin"], path: "/admin/content" },
  { route: "/admin/content/new", roles: ["admin"], path: "/admin/content/new" },
  { route: "/admin/content/:articleId", roles: ["admin"], link: /^\/admin\/content\/(?!new$)[^/.]+$/ },
  { route: "/admin/reports", roles: ["admin"], path: "/admin/reports" },
  { route: "/admin/settings", roles: ["admin"], path: "/admin/settings" },
  { route: "/*", roles: ["visitor", "guest"], path: "/no-such-page" },
];

/** Pages nobody shares a link to, which name no preview image: signing in, a voucher's code, a 404. */
const NO_PREVIEW = /^\/(auth|gift-vouchers\/voucher\/|\*)/;

/** React's words for a hydration failure, in a development build and in production's numbered errors. */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

describe("the walk's list of pages", () => {
  it("has every page of app/routes.ts", () => {
    const pages = routeTable(routes)
      .filter((r) => r.file.endsWith(".tsx") && !r.file.endsWith("/layout.tsx") && pathWithoutLocale(r.pattern) === r.pattern)
      .map((r) => r.pattern);
    expect(new Set(STOPS.map((s) => s.route))).toEqual(new Set(pages));
  });
});

describe("every page, in both languages, for everyone", () => {
  const pages = new Map<Role, Page>();
  /** Each person's hrefs seen so far, without the language prefix: where the detail pages' ids come from. */
  const links = new Map<Role, Set<string>>();
  const saunas = new Map<string, string>();
  /** Each link-preview image named, with the first page that named it. */
  const previews = new Map<string, string>();
  const publicPagesWithoutPreview: string[] = [];

  beforeAll(async () => {
    for (const name of new Set(STOPS.flatMap((s) => (s.sauna ? [s.sauna] : [])))) saunas.set(name, await saunaPath(name));
    for (const role of ROLES) {
      const page = await newPage(PHONE);
      if (role !== "visitor") await signIn(page, ACCOUNT[role]);
      pages.set(role, page);
      links.set(role, new Set());
    }
  }, 180_000);

  function pathOf(stop: Stop, role: Role): string {
    if (stop.path) return stop.path;
    if (stop.sauna) {
      const path = saunas.get(stop.sauna)!;
      return stop.route.startsWith("/review") ? path.replace(/^\/sauna\//, "/review/") : path;
    }
    const found = [...links.get(role)!].find((href) => stop.link!.test(href));
    if (!found) throw new Error(`No link to ${stop.route} on the pages ${role} walked before it`);
    return found;
  }

  for (const locale of LOCALES) {
    for (const role of ROLES) {
      it(`${role}, in ${locale === "en" ? "English" : "Irish"}`, async () => {
        const page = pages.get(role)!;
        const problems: string[] = [];
        let errors: string[] = [];
        const onPageError = (error: Error) => errors.push(error.message);
        const onConsole = (message: { type(): string; text(): string }) => void (message.type() === "error" && errors.push(message.text()));
        page.on("pageerror", onPageError);
        page.on("console", onConsole);
        try {
          for (const stop of STOPS.filter((s) => s.roles.includes(role))) {
            const path = localizePath(pathOf(stop, role), locale);
            errors = [];
            await walkTo(page, path);
            const hydration = errors.filter((e) => HYDRATION_ERROR.test(e));
            if (hydration.length > 0) problems.push(`${path}: ${hydration.join(" | ").slice(0, 300)}`);
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            if (width > PHONE.width) problems.push(`${path}: ${width} px wide at ${PHONE.width} px`);
            for (const href of await page.evaluate(() => [...document.querySelectorAll("a[href^='/']")].map((a) => a.getAttribute("href")!))) {
              links.get(role)!.add(pathWithoutLocale(href.split(/[?#]/)[0]));
            }
            const preview = await page.evaluate(() => document.querySelector('meta[property="og:image"]')?.getAttribute("content"));
            if (preview) previews.set(preview, previews.get(preview) ?? path);
            else if (role === "visitor" && !NO_PREVIEW.test(stop.route)) publicPagesWithoutPreview.push(path);
          }
        } finally {
          page.off("pageerror", onPageError);
          page.off("console", onConsole);
        }
        expect(problems).toEqual([]);
      }, 300_000);
    }
  }

  it("names a link-preview image on every public page, and each answers as a JPEG", async () => {
    expect(publicPagesWithoutPreview).toEqual([]);
    expect(previews.size).toBeGreaterThan(0);
    const broken: string[] = [];
    for (const [url, firstPage] of previews) {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 200 || res.headers.get("content-type") !== "image/jpeg") {
        broken.push(`${url} (on ${firstPage}): ${res.status} ${res.headers.get("content-type")}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

/**
 * Loads the page afresh (hydration happens only on a full load) and waits until React has taken
 * it over, with every part of it: a section far down a public page hydrates only once it comes
 * on screen (app/components/lazy-section.tsx), so the screen is made as tall as the page for a
 * moment, and the walk waits until React has each section's elements (it keeps its own key on
 * each DOM node it hydrated) and has reported what it found.
 */
async function walkTo(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  // A section folded away on a phone (All Saunas' 'Filters') loads only once it is opened, as a
  // person opening it would.
  for (const summary of await page.locator("details:not([open]):has([data-lazy-section]) > summary").all()) await summary.click();
  const height = await page.evaluate(() => (document.querySelector("[data-lazy-section]") ? document.documentElement.scrollHeight : 0));
  if (height > PHONE.height) {
    await page.setViewportSize({ width: PHONE.width, height: Math.min(height, 30_000) });
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-lazy-section]")].every((section) => {
        const first = section.firstElementChild;
        return !first || Object.keys(first).some((key) => key.startsWith("__reactFiber"));
      }),
    );
    await page.setViewportSize(PHONE);
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}
