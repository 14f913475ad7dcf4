// What the server answers over plain HTTP, as curl or a search engine sees it.
import { describe, expect, it } from "vitest";
import { baseUrl } from "./harness";

describe("HTTP", () => {
  it("answers an unknown path with the 404 page and status 404", async () => {
    const res = await fetch(`${baseUrl()}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
  });

  it("refuses a form post from another site", async () => {
    const res = await fetch(`${baseUrl()}/auth`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=sign-in&email=a%40b.ie&password=x",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("another site");
  });

  it("refuses an oversized body with 413 and a clear message", async () => {
    const res = await fetch(`${baseUrl()}/auth`, {
      method: "POST",
      headers: { Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded" },
      body: "x=" + "a".repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("too large");
  });

  it("answers a GET on an address that only takes form posts with 405 and the method it takes", async () => {
    for (const path of ["/api/favourites", "/api/claims", "/api/contact-host", "/api/verification-email"]) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(405);
      expect(res.headers.get("allow"), path).toBe("POST");
      expect(await res.text(), path).toContain("only takes forms");
    }
  });

  it("sends security headers", async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("answers a malformed sign-in post with a 400 message, not a 500", async () => {
    const res = await fetch(`${baseUrl()}/auth`, {
      method: "POST",
      headers: { Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=sign-in&email=not-an-email",
    });
    expect(res.status).toBe(400);
  });
});
