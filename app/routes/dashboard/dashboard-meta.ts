// Page titles of the owner dashboard in the page's language: "Bookings · Owner Dashboard · Sauna
// Éire". The dashboard's messages come once with the layout's data (layout.tsx), so a page's meta
// reads them from the layout's match rather than sending them again.
import { PRODUCT_NAME } from "#domain/constants";
import { localeOfPath } from "#domain/locales";
import { translate, type MessageKey, type Messages } from "#domain/messages/translate";

type Match = { id: string; data?: unknown } | undefined;

/** The dashboard's messages from the layout's data, under /dashboard and /ga/dashboard alike. */
function layoutMessages(matches: readonly Match[]): Messages | undefined {
  const layout = matches.find((m) => m?.id.endsWith("routes/dashboard/layout"));
  return (layout?.data as { messages?: Messages } | undefined)?.messages;
}

/** `[{ title }]` for a dashboard page named by `page` (a "nav.*" key), or the dashboard itself. */
export function dashboardTitle(args: { matches: readonly Match[]; location: { pathname: string } }, page?: MessageKey<"dashboard">) {
  const locale = localeOfPath(args.location.pathname);
  const t = (key: MessageKey<"dashboard">) => translate(locale, layoutMessages(args.matches), key);
  return [{ title: [page && t(page), t("meta.dashboard"), PRODUCT_NAME].filter(Boolean).join(" · ") }];
}
