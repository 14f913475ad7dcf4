// Why a fetch of someone's URL failed, as a kind for code and a message the person who typed
// the URL can act on. Messages never name the address we resolved or were redirected to (it
// may be internal) and never carry a stack trace; the underlying error stays in `cause` for logs.

export type SiteFetchErrorKind =
  | "invalid_url"
  | "blocked_address"
  | "too_many_redirects"
  | "timeout"
  | "too_large"
  | "http_status"
  | "network";

export class SiteFetchError extends Error {
  override readonly name = "SiteFetchError";
  constructor(
    readonly kind: SiteFetchErrorKind,
    message: string,
    /** The HTTP status, for kind "http_status". */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Where the problem was met: in the address as typed, or in one the site redirected to. */
export type Hop = "typed" | "redirect";

export function invalidUrl(hop: Hop, reason: "unparsable" | "scheme" | "credentials"): SiteFetchError {
  if (hop === "redirect") {
    return new SiteFetchError(
      "invalid_url",
      "The site redirected to an address that isn't an ordinary web page, so Sauna Éire stopped there.",
    );
  }
  const messages = {
    unparsable: "That doesn't look like a web address. Enter the full address, starting with https://.",
    scheme: "Only web addresses starting with http:// or https:// can be used.",
    credentials: "Web addresses with a user name or password in them can't be used. Remove the part before the @ sign.",
  };
  return new SiteFetchError("invalid_url", messages[reason]);
}

export function blockedAddress(hop: Hop): SiteFetchError {
  return new SiteFetchError(
    "blocked_address",
    hop === "typed"
      ? "That address points to a private or local network, so Sauna Éire can't fetch it. Use the site's public web address."
      : "The site redirected to a private or local network address, so Sauna Éire stopped there.",
  );
}

export function tooManyRedirects(maxRedirects: number): SiteFetchError {
  return new SiteFetchError(
    "too_many_redirects",
    `The site redirected more than ${maxRedirects} times, so Sauna Éire stopped following it. Open the address in a browser and use the address it ends up at.`,
  );
}

export function timedOut(): SiteFetchError {
  return new SiteFetchError("timeout", "The site took too long to answer, so Sauna Éire gave up. Try again later.");
}

export function tooLarge(maxBytes: number): SiteFetchError {
  return new SiteFetchError(
    "too_large",
    `The file at that address is larger than ${formatBytes(maxBytes)}, so Sauna Éire didn't download it.`,
  );
}

export function httpStatus(status: number): SiteFetchError {
  return new SiteFetchError(
    "http_status",
    `The site answered with an error (HTTP ${status}). Check the address and that the page is public.`,
    status,
  );
}

// Node's error codes for a failed connection, translated for the person who typed the URL.
const NOT_FOUND = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_NONAME", "EAI_NODATA"]);
const BAD_CERTIFICATE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|SSL/;

export function networkError(cause: unknown): SiteFetchError {
  const code = String((cause as { code?: unknown } | null)?.code ?? "");
  let message = "Sauna Éire couldn't connect to that site. Check the address, or try again later.";
  if (NOT_FOUND.has(code)) message = "Sauna Éire couldn't find that site. Check the address for typos.";
  else if (BAD_CERTIFICATE.test(code)) {
    message = "That site's secure connection (https) couldn't be verified, so Sauna Éire didn't fetch it.";
  }
  return new SiteFetchError("network", message, undefined, { cause });
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
