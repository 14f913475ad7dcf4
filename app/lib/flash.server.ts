// A one-time toast carried across a redirect in a short-lived signed cookie; the root loader
// reads it once and clears it. redirectWithToast (named after Epic Stack's) is the one way to send
// one: set the flash and redirect.
import { createCookie, redirect } from "react-router";
import type { Config } from "#server/config";
import type { ToastMessage } from "#app/components/toaster";

export type Flash = ToastMessage & { id: string };

function flashCookie(config: Config) {
  return createCookie("se_flash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secure: config.baseUrl.startsWith("https://"),
    secrets: [config.authSecret],
  });
}

/**
 * A redirect to `url` that shows `toast` on the page it lands on. `headers` are kept (e.g. the
 * session cookie a sign-in sets), the flash cookie added beside them. Return it from an action,
 * or throw it from a loader or a guard.
 */
export async function redirectWithToast(config: Config, url: string, toast: Omit<Flash, "id">, headers?: HeadersInit): Promise<Response> {
  const all = new Headers(headers);
  all.append("Set-Cookie", await flashCookie(config).serialize({ ...toast, id: crypto.randomUUID() }));
  return redirect(url, { headers: all });
}

export async function readFlash(config: Config, request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const cookie = flashCookie(config);
  const value = (await cookie.parse(request.headers.get("Cookie"))) as Flash | null;
  if (!value) return { flash: null, clear: null };
  return { flash: value, clear: await cookie.serialize("", { maxAge: 0 }) };
}
