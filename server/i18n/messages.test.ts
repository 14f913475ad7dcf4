// Every language says everything English says, no more, with the same placeholders, and every
// counted message has each plural form its language needs (Irish: one, two, few, many, other).
// English is the source: each of its keys must also be used by the app (its pages, server or domain).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BOOKING_TYPES, HOME_COUNTIES } from "#domain/constants";
import { GUEST_NOTIFICATION_LABELS, HOST_NOTIFICATION_LABELS } from "#domain/notification-preferences";
import { FREE_WINDOWS } from "#domain/free-windows";
import { AMENITY_FILTERS } from "#domain/amenity-filters";
import { LISTING_SORTS } from "#domain/listing-query";
import { LOCALE_TAG, LOCALES } from "#domain/locales";
import { CATALOGUES } from "#server/i18n/messages";
import type { Message } from "#domain/messages/translate";

const english = CATALOGUES.en;
const namespaces = Object.keys(english) as (keyof typeof english)[];
const placeholders = (message: Message) =>
  [...new Set((typeof message === "string" ? [message] : Object.values(message)).flatMap((text) => [...(text ?? "").matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();

describe.each(LOCALES.filter((l) => l !== "en"))("messages in %s", (locale) => {
  const catalogue = CATALOGUES[locale];
  const categories = new Intl.PluralRules(LOCALE_TAG[locale]).resolvedOptions().pluralCategories;

  it.each(namespaces)("%s has every English key and no other", (namespace) => {
    expect(Object.keys(catalogue[namespace]).sort()).toEqual(Object.keys(english[namespace]).sort());
  });

  it.each(namespaces)("%s: each message has the same placeholders, and counted ones every plural form", (namespace) => {
    const problems: string[] = [];
    for (const [key, source] of Object.entries(english[namespace]) as [string, Message][]) {
      const message = (catalogue[namespace] as Record<string, Message>)[key];
      if (message === undefined) continue;
      if (typeof source !== typeof message) problems.push(`${key}: counted in English, not here (or the other way round)`);
      if (typeof message === "object") {
        const missing = categories.filter((c) => !message[c]);
        if (missing.length) problems.push(`${key}: no ${missing.join(", ")} form`);
      }
      if (placeholders(message).join() !== placeholders(source).join()) problems.push(`${key}: placeholders ${placeholders(message)} instead of ${placeholders(source)}`);
      if (typeof message === "string" ? !message.trim() : Object.values(message).some((text) => !text?.trim())) problems.push(`${key}: empty`);
    }
    expect(problems).toEqual([]);
  });
});

it("Irish plural rules are the five of CLDR (one, two, few, many, other)", () => {
  expect(new Intl.PluralRules("ga-IE").resolvedOptions().pluralCategories.sort()).toEqual(["few", "many", "one", "other", "two"]);
  expect([1, 2, 3, 7, 11].map((n) => new Intl.PluralRules("ga-IE").select(n))).toEqual(["one", "two", "few", "many", "other"]);
});

describe("English messages", () => {
  /** Keys the app builds from a list rather than writing out. */
  const builtKeys = new Set<string>([
    ...FREE_WINDOWS.map((w) => `hero.window.${w}`),
    ...HOME_COUNTIES.flatMap((c) => [`county.${c}`, `county.${c}.blurb`]),
    // E-mails and calendars (server/features/mail, bookings, hosts): one text per kind of thing.
    ...["account", "listing", "payment"].map((about) => `footer.service.${about}`),
    ...Object.keys(GUEST_NOTIFICATION_LABELS).map((toggle) => `toggle.guest.${toggle}`),
    ...Object.keys(HOST_NOTIFICATION_LABELS).map((toggle) => `toggle.host.${toggle}`),
    ...BOOKING_TYPES.flatMap((type) => [`session.${type}`, `ics.kind.${type}`, `ics.feed.title.${type}`]),
    // All Saunas' chips and sort menu.
    ...AMENITY_FILTERS.map((f) => `amenity.${f.slug}`),
    ...LISTING_SORTS.map((sort) => `sort.${sort}`),
  ]);
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(file);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [readFileSync(file, "utf8")] : [];
    });
  // Pages use their messages in app/; e-mails, errors and calendar texts are written in server/ and domain/.
  const code = ["app", "server", "domain"].flatMap((dir) => sources(path.resolve(dir))).join("\n");

  it.each(namespaces.filter((n) => n !== "errors"))("%s: every key is used by the app", (namespace) => {
    const unused = Object.keys(english[namespace]).filter((key) => !builtKeys.has(key) && !code.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });

  /**
   * Errors are found by their English words (decision 021): the domain and services write them,
   * so each message's fixed words must still be written somewhere, or it translates nothing.
   */
  it("errors: every message's words are still written by the domain, the server or the app", () => {
    /** Written by another library (better-auth) or put together from two constants. */
    const notOurWords = new Set(["form.controlCharacters", "auth.invalidCredentials", "auth.userExists"]);
    const unused = (Object.entries(english.errors) as [string, Message][])
      .filter(([key]) => !notOurWords.has(key))
      .filter(([, message]) => (typeof message === "string" ? [message] : [message.one ?? message.other, message.other]).some((text) =>
        (text ?? "").split(/\{\w+\}/).some((words) => words.trim().length >= 4 && !code.includes(words.trim()))))
      .map(([key]) => key);
    expect(unused).toEqual([]);
  });
});
