import { describe, expect, it } from "vitest";
import { safeReturnPath, safeReturnPathIn } from "./auth-schemas";
import { LOCALES } from "./locales";
import { hasControlCharacters } from "./text";

describe("safeReturnPath", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(safeReturnPath("/sauna/5a1c1f9e-0d7e-4a4a-9d8e-1f2a3b4c5d6e")).toBe("/sauna/5a1c1f9e-0d7e-4a4a-9d8e-1f2a3b4c5d6e");
    expect(safeReturnPath("/saunas?county=Cork&type=Sea+View#results")).toBe("/saunas?county=Cork&type=Sea+View#results");
    expect(safeReturnPath("/my-account/bookings")).toBe("/my-account/bookings");
  });

  it("normalises dot segments the way a browser would", () => {
    expect(safeReturnPath("/a/../my-account")).toBe("/my-account");
  });

  // Known open-redirect bypasses (OWASP, PortSwigger and bug-bounty write-ups), as they arrive
  // in ?redirectTo= once the query string has been decoded.
  const bypasses = [
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/ /evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    " /evil",
    "",
    "/\u007f/evil.example",
  ];
  it.each(bypasses)("sends %j home instead of to another site", (value) => {
    const result = safeReturnPath(value);
    // Whatever survives is a plain path that stays on this site when a browser resolves it.
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(hasControlCharacters(result) || /[\t\n\r\\]/.test(result)).toBe(false);
    expect(new URL(result, "https://sauna-eire.ie").origin).toBe("https://sauna-eire.ie");
  });

  // Each checked again as it is finally sent, in each language: a prefix taken away
  // (`/ga//evil.example` in English) or added must not make it another site's address.
  const throughALanguage = [...bypasses, "/ga//evil.example", "/ga///evil.example", "/ga/\\evil.example", "/ga/\\/evil.example", "/ga/.//evil.example", "/ga/%2e%2e//evil.example", "/ga//evil.example?x=1#y"];
  it.each(throughALanguage)("keeps %j on this site once put in either language", (value) => {
    for (const locale of LOCALES) {
      const result = safeReturnPathIn(value, locale);
      expect(result.startsWith("/")).toBe(true);
      expect(/^[/\\][/\\]/.test(result)).toBe(false);
      expect(new URL(result, "https://sauna-eire.ie").origin).toBe("https://sauna-eire.ie");
    }
  });

  it("returns to the page in the sign-in page's language", () => {
    expect(safeReturnPathIn("/saunas?county=Cork", "ga")).toBe("/ga/saunas?county=Cork");
    expect(safeReturnPathIn("/ga/saunas", "en")).toBe("/saunas");
    expect(safeReturnPathIn("/ga//evil.example", "en")).toBe("/evil.example");
    expect(safeReturnPathIn("//evil.example", "ga")).toBe("/ga");
  });

  it("refuses anything that is not a string", () => {
    expect(safeReturnPath(null)).toBe("/");
    expect(safeReturnPath(["/a"])).toBe("/");
  });
});
