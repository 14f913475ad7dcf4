// Every request gets an id: the X-Request-Id a load balancer or client sent (when it looks like
// an id), or a new one. It goes back in the response's X-Request-Id and into the one log line
// written per request, so one request can be followed from the balancer's log to ours.
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What we accept as someone else's id: short, printable, no spaces (it is echoed and logged). */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:+/=@-]{1,128}$/;

/** Health checks answer several times a second per balancer: logged only when they fail. */
const QUIET_WHEN_OK = new Set(["/healthz", "/readyz"]);

export function requestIdFrom(header: string | undefined): string {
  return header && ACCEPTABLE_ID.test(header) ? header : randomUUID();
}

/**
 * Everything after a gift voucher's page, in any language and any case the router matches: the
 * code is the voucher (decision 017 stores it only as a hash), so it must not be in the log.
 */
const VOUCHER_PAGE = /^(.*?\/gift-vouchers\/+voucher)(?:\/.*|\.data)?$/i;

/**
 * The path as logged, without the secrets some paths carry: a calendar feed's token (it opens the
 * feed by itself) and a gift voucher's code.
 */
export function loggablePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the router answers 400 or 404; the raw path is checked as it is.
  }
  const voucher = VOUCHER_PAGE.exec(decoded) ?? VOUCHER_PAGE.exec(pathname);
  if (voucher) return `${voucher[1]}/…`;
  return pathname.replace(/^\/calendar\/[^/]+\.ics$/, "/calendar/….ics");
}

export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: { requestId: string; clientAddress: string } }> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set("requestId", requestId);
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // Some responses (a redirect made by Response.redirect) have immutable headers.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
    const path = new URL(c.req.url).pathname;
    const status = c.res.status;
    if (status === 200 && QUIET_WHEN_OK.has(path)) return;
    const line = {
      reqId: requestId,
      method: c.req.method,
      path: loggablePath(path),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      client: c.get("clientAddress"),
    };
    if (QUIET_WHEN_OK.has(path)) logger.warn(line, "health check failed");
    else if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };
}
