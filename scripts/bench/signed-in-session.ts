// A member's session for the benchmark, got the way a browser gets one: by posting the /auth form
// (the route action calls better-auth's sign-in or sign-up with the rate limits and the origin
// check on). One sign-in per server start; every signed-in measurement reuses its cookie, so the
// sign-in rate limit (3 per 10 s per address) never sees more than one attempt.
import { randomBytes } from "node:crypto";

export type Member = { email: string; password: string; fullName?: string };

/** The demo guest (server/db/demo-data/demo-users.ts), with bookings and favourites of her own. */
export const DEMO_GUEST: Member = { email: "guest@demo.sauna-eire.ie", password: "sauna-demo-2026" };

/**
 * A guest of the benchmark's own for a database without demo data: signed up on first use (the
 * `fullName` makes it a sign-up), then signed in with the same credentials on later starts.
 */
export function benchGuest(): () => Member {
  const account = {
    email: `bench-guest-${randomBytes(6).toString("hex")}@example.test`,
    password: randomBytes(18).toString("base64url"),
  };
  let signedUp = false;
  return () => {
    if (signedUp) return account;
    signedUp = true;
    return { ...account, fullName: "Bench Guest" };
  };
}

/**
 * Signs the member in (or up) and returns the session cookie as a `Cookie` header sends it. Only
 * better-auth's session cookies are kept: the welcome toast's cookie is for one page view, and
 * sending it on every request would measure something no browser does.
 */
export async function signedInCookie(base: string, member: Member): Promise<string> {
  const intent = member.fullName === undefined ? "sign-in" : "sign-up";
  const response = await fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent, ...member }).toString(),
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`${member.email} could not ${intent === "sign-in" ? "sign in" : "sign up"} (POST /auth answered ${response.status}).`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c.startsWith("better-auth.") || c.startsWith("__Secure-better-auth."))
    .join("; ");
  if (!cookie.includes("session_token=")) throw new Error(`${intent} of ${member.email} set no session cookie.`);

  // The cookie must open a member's page, not the way to /auth.
  const check = await fetch(`${base}/my-account/bookings`, { redirect: "manual", headers: { Cookie: cookie }, signal: AbortSignal.timeout(60_000) });
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`With ${member.email}'s session cookie /my-account/bookings answered ${check.status}.`);
  return cookie;
}

/**
 * The cookie of a browser that has been here before and holds the site's stylesheet file
 * (app/lib/site-stylesheet.ts): read from the inline page's script, as the browser would set it.
 */
export async function heldStylesheetCookie(base: string): Promise<string> {
  const page = await fetch(`${base}/`).then((res) => res.text());
  const name = /se_css=(app-[\w-]+)/.exec(page)?.[1];
  if (!name) throw new Error("The home page names no stylesheet file to hold.");
  return `se_css=${name}`;
}
