// Admin page titles in the page's language. The admin layout's loader sends the `admin` messages
// once for every admin page (layout.tsx), so a page's meta reads them from the layout's match
// rather than each page sending them again.
import { PRODUCT_NAME } from "#domain/constants";
import { localeOfPath } from "#domain/locales";
import { translate, type MessageKey, type Messages, type Values } from "#domain/messages/translate";

/** The admin messages' `t`, as useT("admin") or serverT(locale, "admin") give it, for helpers that take it. */
export type AdminT = (key: MessageKey<"admin">, values?: Values) => string;

type MetaArgs = { matches: readonly ({ id: string; data?: unknown } | undefined)[]; location: { pathname: string } };

/** `t` for a meta function: the admin messages the layout (English `/admin` or Irish `/ga/admin`) loaded. */
export function adminMetaT({ matches, location }: MetaArgs): AdminT {
  const layout = matches.find((m) => m?.id.endsWith("routes/admin/layout"));
  const messages = (layout?.data as { messages?: Messages } | undefined)?.messages;
  return (key, values) => translate(localeOfPath(location.pathname), messages, key, values);
}

/** "Saunas · Admin · Sauna Éire": the page's own words first, then the area and the product. */
export function adminTitle(t: AdminT, ...page: string[]): { title: string }[] {
  return [{ title: [...page, t("meta.admin"), PRODUCT_NAME].join(" · ") }];
}
