// The spec's admin area guard (§6): signed out → /auth; no admin role → the 'Access Denied'
// toast, then home. Every admin page's loader and action starts here; the services check the
// same roles again (server/auth/permissions.ts), so a direct post is refused too.
import { type RouterContextProvider } from "react-router";
import type { AdminRole } from "#domain/constants";
import type { SignedInUser } from "#server/auth/actor";
import { hasRole, isAdmin } from "#server/auth/permissions";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { inRequestLanguage, requestLocale, serverT } from "#server/i18n/messages";
import { requireSignedIn } from "#app/lib/require-user.server";

export async function requireAdminPage(context: Readonly<RouterContextProvider>, request: Request, role?: AdminRole): Promise<SignedInUser> {
  const user = requireSignedIn(context, request);
  if (role ? hasRole(user, role) : isAdmin(user)) return user;
  const t = serverT(requestLocale(request), "admin");
  throw await redirectWithToast(getApp(context).config, inRequestLanguage(request, "/"), {
    title: t("guard.title"),
    description: role ? t("guard.noPermission") : t("guard.adminsOnly"),
    variant: "error",
  });
}
