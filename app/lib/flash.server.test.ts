import { describe, expect, it } from "vitest";
import type { Config } from "#server/config";
import { readFlash, redirectWithToast } from "./flash.server";

/** The two settings the flash cookie reads: its signing secret, and whether the site is on https. */
const config = { authSecret: "x".repeat(40), baseUrl: "http://localhost:3000" } as Config;

/** The request the browser makes next, carrying the cookies the redirect set. */
function followed(response: Response): Request {
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  return new Request(new URL(response.headers.get("Location") ?? "/", "http://localhost"), { headers: { Cookie: cookies.join("; ") } });
}

describe("redirectWithToast", () => {
  it("redirects, and the page it lands on shows the toast once", async () => {
    const response = await redirectWithToast(config, "/auth?redirectTo=%2Fonboard", { title: "Authentication required", description: "Please sign in to list your sauna", variant: "info" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fonboard");
    const { flash, clear } = await readFlash(config, followed(response));
    expect(flash).toMatchObject({ title: "Authentication required", description: "Please sign in to list your sauna", variant: "info" });
    expect(clear).toContain("Max-Age=0");
  });

  it("keeps the cookies it is given (a sign-in's session) beside the toast's", async () => {
    const session = new Headers([["Set-Cookie", "session=abc; Path=/; HttpOnly"], ["Set-Cookie", "session_data=def; Path=/"]]);
    const response = await redirectWithToast(config, "/", { title: "Welcome back!", variant: "success" }, session);
    const cookies = response.headers.getSetCookie();
    expect(cookies.slice(0, 2)).toEqual(["session=abc; Path=/; HttpOnly", "session_data=def; Path=/"]);
    expect(cookies).toHaveLength(3);
    expect((await readFlash(config, followed(response))).flash).toMatchObject({ title: "Welcome back!" });
  });
});
