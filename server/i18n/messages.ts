// Every language's message files (domain/messages/<locale>/<namespace>.json), read on the server
// only: a page's loader sends the one language it renders in, for the namespaces it shows, so
// the browser never downloads another language's texts nor any text as JavaScript (decision 018).
import { localeOfPath, localizePath, type Locale } from "#domain/locales";
import enShell from "#domain/messages/en/shell.json";
import enHome from "#domain/messages/en/home.json";
import enCommon from "#domain/messages/en/common.json";
import enSaunas from "#domain/messages/en/saunas.json";
import enSauna from "#domain/messages/en/sauna.json";
import enBooking from "#domain/messages/en/booking.json";
import enBlog from "#domain/messages/en/blog.json";
import enAuth from "#domain/messages/en/auth.json";
import enVouchers from "#domain/messages/en/vouchers.json";
import enOnboard from "#domain/messages/en/onboard.json";
import enAccount from "#domain/messages/en/account.json";
import enDashboard from "#domain/messages/en/dashboard.json";
import enAdmin from "#domain/messages/en/admin.json";
import enErrors from "#domain/messages/en/errors.json";
import enEmails from "#domain/messages/en/emails.json";
import enMembers from "#domain/messages/en/members.json";
import gaShell from "#domain/messages/ga/shell.json";
import gaHome from "#domain/messages/ga/home.json";
import gaCommon from "#domain/messages/ga/common.json";
import gaSaunas from "#domain/messages/ga/saunas.json";
import gaSauna from "#domain/messages/ga/sauna.json";
import gaBooking from "#domain/messages/ga/booking.json";
import gaBlog from "#domain/messages/ga/blog.json";
import gaAuth from "#domain/messages/ga/auth.json";
import gaVouchers from "#domain/messages/ga/vouchers.json";
import gaOnboard from "#domain/messages/ga/onboard.json";
import gaAccount from "#domain/messages/ga/account.json";
import gaDashboard from "#domain/messages/ga/dashboard.json";
import gaAdmin from "#domain/messages/ga/admin.json";
import gaErrors from "#domain/messages/ga/errors.json";
import gaEmails from "#domain/messages/ga/emails.json";
import gaMembers from "#domain/messages/ga/members.json";
import { translate, type Catalogues, type MessageKey, type Messages, type Namespace, type Values } from "#domain/messages/translate";

/**
 * Typed against English: a language missing a key, or giving a counted message as a plain text,
 * fails the type check (and server/i18n/messages.test.ts says which).
 */
export const CATALOGUES: Record<Locale, Catalogues> = {
  en: { shell: enShell, home: enHome, common: enCommon, saunas: enSaunas, sauna: enSauna, booking: enBooking, blog: enBlog, auth: enAuth, vouchers: enVouchers, onboard: enOnboard, account: enAccount, dashboard: enDashboard, admin: enAdmin, errors: enErrors, emails: enEmails, members: enMembers },
  ga: { shell: gaShell, home: gaHome, common: gaCommon, saunas: gaSaunas, sauna: gaSauna, booking: gaBooking, blog: gaBlog, auth: gaAuth, vouchers: gaVouchers, onboard: gaOnboard, account: gaAccount, dashboard: gaDashboard, admin: gaAdmin, errors: gaErrors, emails: gaEmails, members: gaMembers },
};

/**
 * The messages of one namespace in one language, as a page's data carries them; only the keys
 * starting with one of `only` when a page shows just a part of another area (a dialog).
 */
export function messagesFor(locale: Locale, namespace: Namespace, only?: string[]): Messages {
  const messages = CATALOGUES[locale][namespace] as Messages;
  if (!only) return messages;
  return Object.fromEntries(Object.entries(messages).filter(([key]) => only.some((start) => key.startsWith(start))));
}

/** The language of a request: its address says it (`/ga/…`, and `/ga/….data` for a page's data). */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/**
 * `t(key, values)` on the server, for what an action or loader says itself: toasts, messages a
 * fetcher shows, e-mails. Pass `requestLocale(request)` for a reply, the recipient's stored
 * language for an e-mail.
 */
export function serverT<N extends Namespace>(locale: Locale, namespace: N): (key: MessageKey<N>, values?: Values) => string {
  const messages = messagesFor(locale, namespace);
  return (key, values) => translate(locale, messages, key, values);
}

/** A path of ours in the request's language, for redirects: `/my-account` from an Irish page is `/ga/my-account`. */
export function inRequestLanguage(request: Request, path: string): string {
  return localizePath(path, requestLocale(request));
}
