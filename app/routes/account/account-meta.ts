// The account's page titles, in the page's language. The account's messages travel once, with
// the layout's data (layout.tsx), so a page's meta() finds them among the matched routes' data
// rather than sending them again itself.
import { PRODUCT_NAME } from "#domain/constants";
import { localeOfPath } from "#domain/locales";
import { translate, type MessageKey, type Messages } from "#domain/messages/translate";

type MetaArgs = { location: { pathname: string }; matches: ReadonlyArray<{ loaderData?: unknown } | undefined> };

/** The account's messages, from whichever matched route's data carries them (the layout's). */
function accountMessages(matches: MetaArgs["matches"]): Messages | undefined {
  for (const match of matches) {
    const data = match?.loaderData;
    if (data && typeof data === "object" && "accountMessages" in data) return data.accountMessages as Messages;
  }
  return undefined;
}

/** `<title>`: the page's name, then the product's ('My Bookings · Sauna Éire'). */
export function accountTitle({ location, matches }: MetaArgs, page: MessageKey<"account">): string {
  const locale = localeOfPath(location.pathname);
  const messages = accountMessages(matches);
  return translate(locale, messages, "meta.title", { page: translate(locale, messages, page), product: PRODUCT_NAME });
}
