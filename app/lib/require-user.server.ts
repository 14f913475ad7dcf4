import { redirect, type RouterContextProvider } from "react-router";
import type { SignedInUser } from "#server/auth/actor";
import { getApp } from "./context.server";

/** The signed-in user, or a redirect to /auth that comes back to this page afterwards. */
export function requireSignedIn(context: Readonly<RouterContextProvider>, request: Request): SignedInUser {
  const { actor } = getApp(context);
  if (actor.kind !== "user") {
    const url = new URL(request.url);
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return actor;
}
