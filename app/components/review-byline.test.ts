// A review's byline names a reviewer who shows no name as 'Anonymous' in the page's language.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "#domain/locales";
import { messagesFor } from "#server/i18n/messages";
import { MessagesProvider } from "#app/lib/i18n/i18n";
import { ReviewByline } from "./review-byline";

const byline = (path: string, locale: Locale, reviewerName: string | null) => {
  const line = createElement(ReviewByline, { reviewerName, createdAt: "2026-11-20T10:00:00Z", rating: 5 });
  const page = createElement(MessagesProvider, { namespace: "members", messages: messagesFor(locale, "members"), children: line });
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, page));
};

describe("ReviewByline", () => {
  it("says 'Anonymous' on an English page and 'Gan ainm' on an Irish one; a name stays as written", () => {
    expect(byline("/sauna/1", "en", null)).toContain(">Anonymous</p>");
    expect(byline("/ga/sauna/1", "ga", null)).toContain(">Gan ainm</p>");
    expect(byline("/ga/sauna/1", "ga", "Aoife Murphy")).toContain(">Aoife Murphy</p>");
  });
});
