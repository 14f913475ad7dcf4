// Form actions talk to better-auth through its HTTP handler (not auth.api), so its rate limit
// and origin check apply to them exactly as to any other client.
import type { AppContext } from "#server/app-context";
import { postToAuth, type AuthCaller } from "#server/auth/auth-caller";
import { requestLocale } from "#server/i18n/messages";

/** The signed-in (or not) user behind this request, as better-auth's client. */
export function authCaller(app: AppContext, request: Request): AuthCaller {
  return { auth: app.auth, baseUrl: app.config.baseUrl, cookie: request.headers.get("cookie"), clientAddress: app.clientAddress, locale: requestLocale(request) };
}

export function callAuth(app: AppContext, request: Request, path: string, body: unknown): Promise<Response> {
  return postToAuth(authCaller(app, request), path, body);
}

/** The Set-Cookie headers of better-auth's response, to pass on to the browser. */
export function cookiesFrom(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
