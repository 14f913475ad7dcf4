// Every language's message files (app/messages/<locale>/<namespace>.json), read on the server
// only: a page's loader sends the one language it renders in, for the namespaces it shows, so
// the browser never downloads another language's texts nor any text as JavaScript (decision 018).
import type { Locale } from "#domain/locales";
import enHome from "#app/messages/en/home.json";
import enShell from "#app/messages/en/shell.json";
import gaHome from "#app/messages/ga/home.json";
import gaShell from "#app/messages/ga/shell.json";
import type { Catalogues, Messages, Namespace } from "./translate";

/**
 * Typed against English: a language missing a key, or giving a counted message as a plain text,
 * fails the type check (and app/messages/messages.test.ts says which).
 */
export const CATALOGUES: Record<Locale, Catalogues> = {
  en: { shell: enShell, home: enHome },
  ga: { shell: gaShell, home: gaHome },
};

/** The messages of one namespace in one language, as a page's data carries them. */
export function messagesFor(locale: Locale, namespace: Namespace): Messages {
  return CATALOGUES[locale][namespace] as Messages;
}
