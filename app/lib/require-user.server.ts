import { redirect, type RouterContextProvider } from "react-router";
import type { SignedInUser } from "#server/auth/actor";
import { getApp } from "./context.server";
import { inRequestLanguage } from "#server/i18n/messages";

/** The signed-in user, or a redirect to /auth (in the page's language) that comes back to this page afterwards. */
export function requireSignedIn(context: Readonly<RouterContextProvider>, request: Request): SignedInUser {
  const { actor } = getApp(context);
  if (actor.kind !== "user") {
    const url = new URL(request.url);
    throw redirect(inRequestLanguage(request, "/auth") + `?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return actor;
}
