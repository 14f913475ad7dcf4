// The language of the request being answered, for the few places that put a text in front of a
// person without being handed the request: attempt() and serviceLoader (64 and 24 routes call
// them with only a function) and better-auth's refusals. Set once per request by the Hono layer
// (server/app.ts) from the address (`/ga/…` is Irish: domain/locales.ts); English outside one,
// as in unit tests and background jobs, whose texts go to a member in their stored language.
import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";

// In development the Hono server (tsx) and the routes (Vite) each load this module: share one
// store, as app-context.ts shares its context.
const shared = globalThis as { __saunaEireRequestLocale?: AsyncLocalStorage<Locale> };
const store = (shared.__saunaEireRequestLocale ??= new AsyncLocalStorage<Locale>());

/** Runs `answer` with `locale` as the request's language. */
export function inRequestLocale<T>(locale: Locale, answer: () => T): T {
  return store.run(locale, answer);
}

/** The language of the request being answered; English outside a request. */
export function currentRequestLocale(): Locale {
  return store.getStore() ?? DEFAULT_LOCALE;
}
