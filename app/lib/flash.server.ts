// A one-time toast carried across a redirect in a short-lived signed cookie; the root loader
// reads it once and clears it.
import { createCookie } from "react-router";
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

export async function setFlash(config: Config, flash: Omit<Flash, "id">): Promise<string> {
  return flashCookie(config).serialize({ ...flash, id: crypto.randomUUID() });
}

export async function readFlash(config: Config, request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const cookie = flashCookie(config);
  const value = (await cookie.parse(request.headers.get("Cookie"))) as Flash | null;
  if (!value) return { flash: null, clear: null };
  return { flash: value, clear: await cookie.serialize("", { maxAge: 0 }) };
}
