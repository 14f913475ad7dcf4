// The reasons the product stores with a booking it cancels read in the page's language; what a
// host or an administrator typed stays as written, and English pages show the stored words.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CANCELLATION_REASONS } from "#domain/cancellation-reasons";
import { messagesFor } from "#server/i18n/messages";
import { MessagesProvider } from "#app/lib/i18n/i18n";
import type { Locale } from "#domain/locales";
import { useCancellationReason } from "./cancellation-reason";

/** The reason as a page at `path` shows it. */
function shown(path: string, locale: Locale, stored: string | null): string {
  const Reason = () => useCancellationReason()(stored) ?? "(none)";
  const page = createElement(MessagesProvider, { namespace: "members", messages: messagesFor(locale, "members"), children: createElement(Reason) });
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, page));
}

describe("useCancellationReason", () => {
  it("shows each of the product's own reasons exactly as stored on an English page", () => {
    for (const text of Object.values(CANCELLATION_REASONS)) expect(shown("/dashboard/bookings", "en", text)).toBe(text.replace(/'/g, "&#x27;"));
  });

  it("says the product's own reasons in Irish on an Irish page", () => {
    expect(shown("/ga/dashboard/bookings", "ga", CANCELLATION_REASONS.notPaidInTime)).toBe("Scaoilte: níor íocadh in am");
    expect(shown("/ga/dashboard/bookings", "ga", CANCELLATION_REASONS.guestCancelled)).toBe("Curtha ar ceal ag an aoi");
    for (const text of Object.values(CANCELLATION_REASONS)) expect(shown("/ga/dashboard/bookings", "ga", text)).not.toBe(text);
  });

  it("leaves a reason someone typed as they wrote it, in any language", () => {
    expect(shown("/ga/admin/bookings/1", "ga", "The sauna flooded, sorry")).toBe("The sauna flooded, sorry");
    expect(shown("/ga/admin/bookings/1", "ga", null)).toBe("(none)");
  });
});
