import { describe, expect, it } from "vitest";
import { LOCALES, localeOfPath, localizePath, pathWithoutLocale } from "./locales";

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
  });

  // What a browser would read as another site's address (decision 007): `//host`, `/\host`, and
  // the same with tabs or line breaks between, which browsers drop. None may come out of the
  // helpers, whatever the language, so a language link or a return path never leaves the site.
  const offSite = /^[/\\][/\\\t\n\r]/;
  const paths = [
    "//evil.example", "///evil.example", "/\\evil.example", "\\/evil.example", "\\\\evil.example", "/\t/evil.example", "/\n\\evil.example",
    "/ga//evil.example", "/ga///evil.example", "/ga/\\evil.example", "/ga/\\/evil.example", "/ga/\t/evil.example", "/ga//evil.example?x=1#y",
    "/ga//evil.example.data", "//ga//evil.example",
  ];
  it.each(paths)("keeps %j on this site in every language", (path) => {
    expect(pathWithoutLocale(path)).not.toMatch(offSite);
    for (const locale of LOCALES) {
      const localized = localizePath(path, locale);
      expect(localized).not.toMatch(offSite);
      expect(new URL(localized, "https://sauna-eire.ie").origin).toBe("https://sauna-eire.ie");
    }
  });

  it("reads a doubled slash after the language as the same page on this site", () => {
    expect(pathWithoutLocale("/ga//evil.example")).toBe("/evil.example");
    expect(localizePath("/ga//evil.example", "en")).toBe("/evil.example");
    expect(localizePath("//evil.example?x=1", "ga")).toBe("/ga/evil.example?x=1");
    expect(localizePath("/\\evil.example", "en")).toBe("/evil.example");
  });
});
