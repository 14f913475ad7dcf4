import { data } from "react-router";
import { ServiceError } from "#server/features/errors";
import { errorInLanguage, fieldErrorsInLanguage } from "#server/i18n/error-text";
import { currentRequestLocale } from "#server/i18n/request-locale";

export type Attempt<T> =
  | { ok: true; value: T }
  | { ok: false; error: string; fieldErrors: Record<string, string>; status: number };

/**
 * Runs a service call from an action: a ServiceError (the user's input or permissions) becomes
 * a result the page shows with a 4xx status; anything else is a real failure and propagates.
 */
export async function attempt<T>(run: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof ServiceError) {
      // The one place a service's message is put in the page's language (decision 021).
      const locale = currentRequestLocale();
      return { ok: false, error: errorInLanguage(locale, error.message), fieldErrors: fieldErrorsInLanguage(locale, error.fieldErrors ?? {}), status: error.status };
    }
    throw error;
  }
}

/** Throws a ServiceError from a loader as the matching HTTP response (404 → the 404 page). */
export async function serviceLoader<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ServiceError) throw data(errorInLanguage(currentRequestLocale(), error.message), { status: error.status });
    throw error;
  }
}
