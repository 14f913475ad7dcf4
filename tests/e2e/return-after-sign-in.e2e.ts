// The return path after signing in or up never leaves the site (decision 007), checked on what is
// finally sent: the Location of the 302, after the path has been put in the sign-in page's
// language. And a page whose address a browser could read as another site's (a 404 at
// /ga//evil.example) links to itself in the other language on this site, not to //evil.example.
import { describe, expect, it } from "vitest";
import { baseUrl, DEMO, DEMO_PASSWORD, newPage, setUpBrowser, visit } from "./harness";

setUpBrowser();

/** ?redirectTo= values as they arrive in a link, encoded or not: known bypasses, with and without a language. */
const PAYLOADS = [
  "%2Fga%2F%2Fevil.example",
  "/ga//evil.example",
  "%2Fga%2F%2F%2Fevil.example",
  "%2Fga%2F%5Cevil.example",
  "/ga/%5C/evil.example",
  "%2Fga%2F%09%2Fevil.example",
  "%2Fga%2F.%2F%2Fevil.example",
  "%2Fga%2F%2Fevil.example%3Fx%3D1%23y",
  "//evil.example",
  "%2F%2Fevil.example",
  "%2F%5Cevil.example",
  "%5C%5Cevil.example",
  "%2F%09%2Fevil.example",
  "https://evil.example",
  "https%3A%2F%2Fevil.example",
  "%252F%252Fevil.example",
  "%2Fga%2Fhttps%3A%2F%2Fevil.example",
];

/** Each sign-in and sign-up from its own address: better-auth limits each client. */
let client = 10;

async function postAuth(prefix: "" | "/ga", payload: string, body: Record<string, string>): Promise<Response> {
  return fetch(`${baseUrl()}${prefix}/auth?redirectTo=${payload}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `198.51.100.${client++}` },
    body: new URLSearchParams(body).toString(),
  });
}

/** A Location a browser follows without leaving the site. */
function expectOnSite(location: string | null, what: string) {
  expect(location, what).not.toBeNull();
  expect(location!, what).toMatch(/^\/(?![/\\])/);
  expect(new URL(location!, baseUrl()).origin, what).toBe(new URL(baseUrl()).origin);
}

describe("Return after signing in", () => {
  it.each(["", "/ga"] as const)("keeps every hostile redirectTo on the site, signing in and up on %j/auth", async (prefix) => {
    let n = 0;
    for (const payload of PAYLOADS) {
      const signedIn = await postAuth(prefix, payload, { intent: "sign-in", email: DEMO.guest, password: DEMO_PASSWORD });
      expect(signedIn.status, `sign in, ${payload}`).toBe(302);
      expectOnSite(signedIn.headers.get("location"), `sign in, ${payload}`);
      const email = `return-${prefix.slice(1) || "en"}-${n++}-${Date.now()}@example.ie`;
      const signedUp = await postAuth(prefix, payload, { intent: "sign-up", fullName: "Return Tester", email, password: "Return-Steam-77" });
      expect(signedUp.status, `sign up, ${payload}`).toBe(302);
      expectOnSite(signedUp.headers.get("location"), `sign up, ${payload}`);
    }
  }, 300_000);

  it("still returns to the page that asked, in the sign-in page's language", async () => {
    const english = await postAuth("", "%2Fsaunas%3Fcounty%3DCork", { intent: "sign-in", email: DEMO.guest, password: DEMO_PASSWORD });
    expect(english.headers.get("location")).toBe("/saunas?county=Cork");
    const irish = await postAuth("/ga", "%2Fsaunas%3Fcounty%3DCork", { intent: "sign-in", email: DEMO.guest, password: DEMO_PASSWORD });
    expect(irish.headers.get("location")).toBe("/ga/saunas?county=Cork");
  });
});

describe("Language links on an address that looks like another site's", () => {
  it.each([
    ["/ga//evil.example", "English"],
    ["/ga///evil.example", "English"],
    ["//evil.example", "Gaeilge"],
  ])("on the 404 at %s, every language link stays on the site", async (address, other) => {
    const page = await newPage();
    const response = await visit(page, `${baseUrl()}${address}`);
    expect(response?.status()).toBe(404);
    const links = page.locator("a[hreflang]");
    expect(await links.count()).toBeGreaterThan(0);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) expectOnSite(href, `${address}: ${href}`);
    // Followed, the other language's link lands on this site.
    await page.getByRole("link", { name: other, exact: true }).first().click();
    await page.waitForLoadState("domcontentloaded");
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
  });
});
