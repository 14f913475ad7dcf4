// Which of the owner's saunas the dashboard shows: the one picked in the sidebar's switcher
// (?sauna= once, then remembered in a cookie), else the first one they can run. Every dashboard
// loader and action starts here, so each is refused for anyone but an owner.
import { type RouterContextProvider } from "react-router";
import { localizePath } from "#domain/locales";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { listOwnedSaunas, OWNERS_ONLY, type OwnedSauna } from "#server/features/hosts/owned-saunas";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { requestLocale, serverT } from "#server/i18n/messages";
import { errorInLanguage } from "#server/i18n/error-text";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";

export const CURRENT_SAUNA_COOKIE = "se_dashboard_sauna";

export type DashboardSaunas = { saunas: OwnedSauna[]; current: OwnedSauna | null; picked: string | null };

export async function dashboardSaunas(context: Readonly<RouterContextProvider>, request: Request): Promise<DashboardSaunas> {
  const user = requireSignedIn(context, request);
  const { db, config } = getApp(context);
  if (!user.isOwner) {
    // Others are told why, then sent home ("a clear message, then home"), with the way
    // in: the notice stays until closed and links to listing a sauna.
    const locale = requestLocale(request);
    const t = serverT(locale, "dashboard");
    throw await redirectWithToast(config, localizePath("/", locale), {
      title: t("guard.title"),
      description: errorInLanguage(locale, OWNERS_ONLY),
      variant: "info",
      link: { label: t("guard.listYourSauna"), href: localizePath("/onboard", locale) },
    });
  }
  const saunas = await listOwnedSaunas(db, user);
  const picked = new URL(request.url).searchParams.get("sauna");
  const remembered = new RegExp(`(?:^|;\\s*)${CURRENT_SAUNA_COOKIE}=([0-9a-f-]{36})`).exec(request.headers.get("Cookie") ?? "")?.[1];
  const runnable = saunas.filter((s) => s.ownerVerified);
  const current = runnable.find((s) => s.id === picked) ?? runnable.find((s) => s.id === remembered) ?? runnable[0] ?? null;
  return { saunas, current, picked: current && current.id === picked ? picked : null };
}

/**
 * A dashboard page's loader: what `read` gives for the current sauna (a service's refusal
 * answered with its status), or null when the owner has no sauna they can run yet, which the
 * page says instead.
 */
export async function readCurrentSauna<T>(
  context: Readonly<RouterContextProvider>, request: Request, read: (db: Db, actor: Actor, saunaId: string) => Promise<T>,
): Promise<T | null> {
  const { current } = await dashboardSaunas(context, request);
  if (!current) return null;
  const { db, actor } = getApp(context);
  return serviceLoader(() => read(db, actor, current.id));
}

/**
 * The cookie that remembers a sauna picked with ?sauna=. For the whole site: the dashboard is at
 * /dashboard and at each language's /ga/dashboard, and a host who changes language keeps their sauna.
 */
export function rememberSauna(saunaId: string): string {
  return `${CURRENT_SAUNA_COOKIE}=${saunaId}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax; HttpOnly`;
}
