// Account settings' "Language" (decision 021): the member's stored language, what the choice
// shows, and saving it. The settings route calls these; the texts come from the `emails`
// catalogue (settings.language.*), in the page's language, ready to show.
import type { RouterContextProvider } from "react-router";
import { LOCALE_NAME, LOCALES, localizePath } from "#domain/locales";
import type { Actor } from "#server/auth/actor";
import { memberLocale, setMemberLocale } from "#server/features/account/language.service";
import { getApp } from "#app/lib/context.server";
import { formFields } from "#app/lib/form.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { requestLocale, serverT } from "#server/i18n/messages";
import { attempt } from "#app/lib/service-errors.server";

/** What the Language section needs, for the settings loader to send. */
export async function languageSetting(context: Readonly<RouterContextProvider>, actor: Actor, request: Request) {
  const t = serverT(requestLocale(request), "emails");
  return {
    current: await memberLocale(getApp(context).db, actor),
    // Each language named in itself, as the language switch names them.
    options: LOCALES.map((value) => ({ value, name: LOCALE_NAME[value] })),
    texts: { title: t("settings.language.title"), description: t("settings.language.description"), save: t("settings.language.save") },
  };
}

/**
 * The settings action's `intent=language`: saves the choice and shows the settings page again
 * in the language chosen, as the member expects of a language setting.
 */
export async function saveLanguage(context: Readonly<RouterContextProvider>, actor: Actor) {
  const app = getApp(context);
  const result = await attempt(() => setMemberLocale(app.db, actor, formFields(context).locale));
  if (!result.ok) return { toast: { title: result.error, variant: "error" as const }, fieldErrors: result.fieldErrors };
  const saved = serverT(result.value, "emails")("settings.language.saved");
  return redirectWithToast(app.config, localizePath("/my-account/settings", result.value), { title: saved, variant: "success" });
}
