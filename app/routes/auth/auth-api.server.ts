// Form actions talk to better-auth through its HTTP handler (not auth.api), so its rate limit
// and origin check apply to them exactly as to any other client.
import type { AppContext } from "../../../server/app-context";
import { CLIENT_ADDRESS_HEADER } from "../../../server/http/client-address";

export async function callAuth(app: AppContext, request: Request, path: string, body: unknown): Promise<Response> {
  const headers = new Headers({
    "content-type": "application/json",
    origin: app.config.baseUrl,
    [CLIENT_ADDRESS_HEADER]: app.clientAddress,
  });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  return app.auth.handler(
    new Request(`${app.config.baseUrl}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body ?? {}) }),
  );
}

/** better-auth's error message, shown as-is (spec §5), with a fallback for odd responses. */
export async function authErrorMessage(response: Response): Promise<string> {
  if (response.status === 429) return "Too many attempts. Please wait a moment and try again.";
  try {
    const body = (await response.json()) as { message?: string };
    if (body.message) return body.message;
  } catch {
    // not JSON
  }
  return "Something went wrong. Please try again.";
}

/** The Set-Cookie headers of better-auth's response, to pass on to the browser. */
export function cookiesFrom(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
