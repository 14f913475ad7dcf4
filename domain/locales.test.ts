import { describe, expect, it } from "vitest";
import { localeOfPath, localizePath, pathWithoutLocale } from "./locales";

describe("addresses by language", () => {
  it("reads the language from the first segment only when it names one", () => {
    expect(["/", "/saunas", "/gallery", "/ga-ga", "/en/saunas"].map(localeOfPath)).toEqual(["en", "en", "en", "en", "en"]);
    expect(["/ga", "/ga/", "/ga/saunas", "/ga.data", "/ga/blog/x.data"].map(localeOfPath)).toEqual(["ga", "ga", "ga", "ga", "ga"]);
  });

  it("gives the English page of an Irish address, data requests included", () => {
    expect(pathWithoutLocale("/ga")).toBe("/");
    expect(pathWithoutLocale("/ga/saunas")).toBe("/saunas");
    expect(pathWithoutLocale("/ga.data")).toBe("/_root.data");
    expect(pathWithoutLocale("/ga/saunas.data")).toBe("/saunas.data");
    expect(pathWithoutLocale("/gallery")).toBe("/gallery");
  });

  it("moves a page between languages keeping its query and fragment", () => {
    expect(localizePath("/", "ga")).toBe("/ga");
    expect(localizePath("/?x=1", "ga")).toBe("/ga?x=1");
    expect(localizePath("/saunas?county=Cork&type=Wood-Fired", "ga")).toBe("/ga/saunas?county=Cork&type=Wood-Fired");
    expect(localizePath("/ga/saunas?county=Cork", "en")).toBe("/saunas?county=Cork");
    expect(localizePath("/ga?x=1#map", "en")).toBe("/?x=1#map");
    expect(localizePath("/ga/blog", "ga")).toBe("/ga/blog");
    // Only our own pages: another site's address is left alone.
    expect(localizePath("https://example.com/x", "ga")).toBe("https://example.com/x");
    expect(localizePath("//example.com/x", "ga")).toBe("//example.com/x");
  });
});
