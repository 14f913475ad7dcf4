import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { getApp } from "#app/lib/context.server";
import { callAuth, cookiesFrom } from "#app/lib/auth-api.server";
import { inRequestLanguage } from "#server/i18n/messages";

/** Sign Out: ends the session and goes to / (spec: navigation bar), in the page's language. */
export async function action({ request, context }: Route.ActionArgs) {
  const response = await callAuth(getApp(context), request, "/sign-out", {});
  return redirect(inRequestLanguage(request, "/"), { headers: cookiesFrom(response) });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(inRequestLanguage(request, "/"));
}
