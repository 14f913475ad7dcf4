// What issue 7 fixed, seen from outside: the return path after sign-in, cross-site and
// source-less posts, the per-route upload limit with its message, private caching of signed-in
// pages, a script policy without 'unsafe-inline', and a conversation that a link cannot start.
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { handMadePng } from "#server/testing/test-photos";
import { baseUrl, DEMO, DEMO_PASSWORD, newPage, sessionCookie, setUpBrowser, visit } from "./harness";

const form = "application/x-www-form-urlencoded";
let clientNumber = 1;
/** Each call poses as its own client, so better-auth's per-address limit never interferes. */
const client = () => `203.0.113.${clientNumber++}`;

async function post(pathname: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(baseUrl() + pathname, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl(), "Content-Type": form, "X-Forwarded-For": client(), ...headers },
    body: new URLSearchParams(body).toString(),
  });
}

/** A new account's session cookie, made through the sign-up form. */
async function newAccount(): Promise<{ email: string; cookie: string }> {
  const email = `hardening-${Date.now()}-${clientNumber}@example.ie`;
  return { email, cookie: await sessionCookie({ baseUrl: baseUrl() }, { email, password: "Hardening-Steam-77", fullName: "Hardy Tester" }, client()) };
}

/** A real PNG of about `bytes` bytes (random pixels, stored without compression). */
function pngOfSize(bytes: number): Buffer {
  const width = 1000;
  const height = Math.ceil(bytes / (width * 3 + 1));
  const rows = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) randomBytes(width * 3).copy(rows, y * (width * 3 + 1) + 1);
  return handMadePng({ width, height, bits: 8 }, rows, 0);
}

describe("sign-in return path", () => {
  it.each(["/\t/evil.example", "//evil.example", "/\\evil.example", "/\n/evil.example", "https://evil.example/"])(
    "signs in and stays on this site for redirectTo=%j",
    async (redirectTo) => {
      const res = await post(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`, { intent: "sign-in", email: DEMO.guest, password: DEMO_PASSWORD });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    },
  );

  it("still returns to a page on this site", async () => {
    const res = await post(`/auth?redirectTo=${encodeURIComponent("/saunas?county=Cork")}`, { intent: "sign-in", email: DEMO.guest, password: DEMO_PASSWORD });
    expect(res.headers.get("location")).toBe("/saunas?county=Cork");
  });
});

describe("requests that change data", () => {
  it("refuses a post that names no site, and one from another site", async () => {
    const bare = await fetch(baseUrl() + "/auth", { method: "POST", headers: { "Content-Type": form }, body: "intent=sign-in" });
    expect(bare.status).toBe(403);
    expect(await bare.text()).toContain("didn't say which site it came from");
    const crossSite = await post("/api/favourites", { saunaId: "x" }, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });

  it("accepts a same-origin post that carries Sec-Fetch-Site instead of Origin", async () => {
    const res = await fetch(baseUrl() + "/auth", {
      method: "POST",
      redirect: "manual",
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": form, "X-Forwarded-For": client() },
      body: new URLSearchParams({ intent: "sign-in", email: DEMO.guest, password: DEMO_PASSWORD }).toString(),
    });
    expect(res.status).toBe(302);
  });

  it("answers a wrong method, a JSON body and a broken form with 405, 415 and 400 in words", async () => {
    const del = await fetch(baseUrl() + "/api/bookings", { method: "DELETE", headers: { Origin: baseUrl() } });
    expect(del.status).toBe(405);
    expect(del.headers.get("allow")).toBe("GET, HEAD, POST");
    const json = await fetch(baseUrl() + "/api/bookings", { method: "POST", headers: { Origin: baseUrl(), "Content-Type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    const broken = await fetch(baseUrl() + "/auth", { method: "POST", headers: { Origin: baseUrl(), "Content-Type": "multipart/form-data; boundary=x" }, body: "garbage" });
    expect(broken.status).toBe(400);
    // A page's problem is shown on the site's own error page.
    const page = await broken.text();
    expect(page).toContain("The form could not be read. Please reload the page and try again.");
    expect(page).toContain("Return to Home");
  });

  it("answers a malformed slot query with 4xx and the product's words", async () => {
    for (const query of ["saunaId=x&date=y", "saunaId=00000000-0000-4000-8000-000000000000&date=99999-01-01", "date=%00"]) {
      const res = await fetch(`${baseUrl()}/api/bookings?${query}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it("starts no conversation from a link: the old ?sauna= address only shows the inbox", async () => {
    const { cookie } = await newAccount();
    const saunas = await (await fetch(baseUrl() + "/saunas")).text();
    const saunaId = /\/sauna\/([0-9a-f-]{36})/.exec(saunas)![1];
    const res = await fetch(`${baseUrl()}/my-account/messages?sauna=${saunaId}`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("No conversations yet");
  });
});

describe("signed-in pages", () => {
  it("are never stored by a shared cache", async () => {
    const { cookie } = await newAccount();
    for (const page of ["/my-account", "/my-account/settings", "/", "/saunas"]) {
      const res = await fetch(baseUrl() + page, { headers: { Cookie: cookie } });
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("run their scripts under a nonce, without 'unsafe-inline'", async () => {
    const res = await fetch(baseUrl() + "/");
    const policy = res.headers.get("content-security-policy")!;
    const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)].map((m) => m[0]);
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

describe("photo uploads", () => {
  setUpBrowser();

  it("answers a too-large upload to the page's .data address with 413 and the photo limit", async () => {
    const { cookie } = await newAccount();
    const body = new FormData();
    body.append("intent", "photo");
    body.append("photo", new Blob([new Uint8Array(7 * 1024 * 1024)], { type: "image/png" }), "huge.png");
    const res = await fetch(baseUrl() + "/my-account/settings.data", { method: "POST", headers: { Origin: baseUrl(), Cookie: cookie }, body });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("This photo is too large. Please choose one of at most 5 MB.");
  });

  it("uploads a 2 MB profile photo from Settings in the browser, and stops a 6 MB one with a clear message", async () => {
    const { email } = await newAccount();
    const page = await newPage();
    await visit(page, "/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("Hardening-Steam-77");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/");
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await visit(page, "/my-account/settings");

    const big = path.join(os.tmpdir(), `photo-6mb-${Date.now()}.png`);
    writeFileSync(big, pngOfSize(6 * 1024 * 1024));
    // The shared drop zone (issue 11): its file input sits behind the 'Choose profile photo' button.
    const photoInput = page.getByRole("region", { name: "Photo" }).locator("input[type=file]");
    await photoInput.setInputFiles(big);
    await page.getByRole("alert").getByText("Each photo can be at most 5 MB.").waitFor();

    const medium = path.join(os.tmpdir(), `photo-2mb-${Date.now()}.png`);
    writeFileSync(medium, pngOfSize(2 * 1024 * 1024));
    await photoInput.setInputFiles(medium);
    await page.getByRole("button", { name: "Save photo" }).click();
    await page.getByText("Photo updated").waitFor();
    const src = await page.getByRole("img", { name: "Your profile photo" }).getAttribute("src");
    expect(src).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const photo = await fetch(baseUrl() + src!);
    expect(photo.status).toBe(200);
    // What is served is the photo re-encoded (issue 19), sized for a profile photo.
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 512 });
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
