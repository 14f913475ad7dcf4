// HTTP as the cluster test's clients speak it: a browser-like sign-in (cookie), form posts with
// the site's Origin, and a client address per simulated visitor (X-Forwarded-For, which the apps
// believe only from the balancer and this machine: TRUSTED_PROXIES=127.0.0.1).

export type Reply = { status: number; body: string; servedBy: string; headers: Headers };

export async function request(url: string, init: RequestInit & { cookie?: string; from?: string; origin?: string } = {}): Promise<Reply> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.from) headers.set("X-Forwarded-For", init.from);
  if (init.origin) headers.set("Origin", init.origin);
  const response = await fetch(url, { ...init, headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  return { status: response.status, body, servedBy: response.headers.get("x-served-by") ?? "", headers: response.headers };
}

/** The session cookie from a sign-in's Set-Cookie headers, as a Cookie header. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

export async function signIn(base: string, origin: string, email: string, password: string, from: string): Promise<{ reply: Reply; cookie: string }> {
  const reply = await request(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    origin,
    from,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return { reply, cookie: cookieFrom(reply.headers) };
}

export function form(fields: Record<string, string | number>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}

/** A client address per visitor from the documentation ranges (RFC 5737): never a real host. */
export function visitorAddress(n: number): string {
  const ranges = ["192.0.2", "198.51.100", "203.0.113"];
  return `${ranges[Math.floor(n / 250) % 3]}.${(n % 250) + 1}`;
}

/** Runs `tasks` with at most `limit` at once; results in order. */
export async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}
