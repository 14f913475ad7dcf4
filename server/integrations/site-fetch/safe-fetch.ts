// The one way the server fetches a URL someone typed (a host's .ics calendar, an admin's sauna
// website): docs/architecture.md#server-side-fetching. A typed URL must not become a way into our own
// network, so every address is judged by address-policy.ts where the connection is made — in
// the DNS lookup that the socket itself uses (no gap for DNS rebinding), for IP literals (which
// Node connects to without a lookup), again on the connected socket, and on every redirect hop.
// Time and size are capped so a slow or huge answer cannot tie up the server.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isAllowedAddress, PUBLIC_ONLY, type FetchPolicy } from "./address-policy";
import {
  blockedAddress,
  httpStatus,
  invalidUrl,
  networkError,
  SiteFetchError,
  timedOut,
  tooLarge,
  tooManyRedirects,
  type Hop,
} from "./site-fetch-error";

/** The most any call may use; a call may ask for less. */
export const SITE_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

const USER_AGENT = "SaunaEireBot/1.0 (+https://sauna-eire.ie)";
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type SafeFetchOptions = {
  /** Total time for every hop, headers and body together (at most 10 s). */
  timeoutMs?: number;
  /** Largest body accepted (at most 2 MB). */
  maxBytes?: number;
  /** Redirects followed before giving up (at most 3). */
  maxRedirects?: number;
  /** The Accept header, e.g. "text/calendar" or "text/html". */
  accept?: string;
  /** Which addresses may be reached; public only unless a test says otherwise. */
  policy?: FetchPolicy;
};

export type SafeFetchResponse = {
  /** The address of the page after redirects. */
  finalUrl: string;
  status: number;
  contentType: string | null;
  body: Buffer;
};

/** GETs a user-supplied http(s) URL safely; throws SiteFetchError for every failure. */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const timeoutMs = atMost(options.timeoutMs, SITE_FETCH_LIMITS.timeoutMs);
  const maxBytes = atMost(options.maxBytes, SITE_FETCH_LIMITS.maxBytes);
  const maxRedirects = atMost(options.maxRedirects, SITE_FETCH_LIMITS.maxRedirects);
  const policy = options.policy ?? PUBLIC_ONLY;
  const accept = options.accept ?? "*/*";

  // One deadline for the whole fetch, so a server that trickles bytes cannot keep it alive.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    let target = checkedUrl(url, undefined, policy);
    for (let redirects = 0; ; redirects++) {
      const hop: Hop = redirects === 0 ? "typed" : "redirect";
      const response = await send(target, { hop, policy, accept, signal: deadline.signal });
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw tooManyRedirects(maxRedirects);
        target = checkedUrl(location, target, policy);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw httpStatus(status);
      }
      const body = await readBody(response, maxBytes);
      return { finalUrl: target.href, status, contentType: response.headers["content-type"] ?? null, body };
    }
  } catch (error) {
    if (error instanceof SiteFetchError) throw error;
    if (deadline.signal.aborted) throw timedOut();
    throw networkError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** A call may lower a limit, never raise it; anything but a number from 0 to the limit means the limit. */
function atMost(value: number | undefined, limit: number): number {
  return value !== undefined && value >= 0 && value < limit ? value : limit;
}

/** safeFetch, with the body decoded by the charset the server declares (UTF-8 otherwise). */
export async function safeFetchText(
  url: string,
  options: SafeFetchOptions = {},
): Promise<Omit<SafeFetchResponse, "body"> & { text: string }> {
  const { body, ...response } = await safeFetch(url, options);
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(response.contentType ?? "")?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8"); // an unknown charset label: UTF-8 is the best guess
  }
  return { ...response, text: decoder.decode(body) };
}

/** Parses the typed URL (or a redirect's Location against the page that sent it) and checks it. */
function checkedUrl(input: string, base: URL | undefined, policy: FetchPolicy): URL {
  const hop: Hop = base ? "redirect" : "typed";
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw invalidUrl(hop, "unparsable");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw invalidUrl(hop, "scheme");
  if (url.username || url.password) throw invalidUrl(hop, "credentials");
  // The URL parser has already turned 2130706433, 0x7f.1 and 127.1 into 127.0.0.1. Node
  // connects to an IP literal without calling our lookup, so it is judged here, before connecting.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (net.isIP(host) !== 0 && !isAllowedAddress(host, policy)) throw blockedAddress(hop);
  return url;
}

type SendContext = { hop: Hop; policy: FetchPolicy; accept: string; signal: AbortSignal };

function send(url: URL, context: SendContext): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        // A fresh connection per hop: a pooled socket was judged for another host.
        agent: false,
        lookup: guardedLookup(context),
        signal: context.signal,
        headers: { "user-agent": USER_AGENT, accept: context.accept },
      },
      resolve,
    );
    request.on("error", reject);
    // The address actually connected to, judged once more whatever resolved it.
    request.on("socket", (socket) => {
      socket.once("connect", () => {
        if (!isAllowedAddress(socket.remoteAddress ?? "", context.policy)) request.destroy(blockedAddress(context.hop));
      });
    });
    request.end();
  });
}

/**
 * dns.lookup, refusing the host when any of its addresses is refused: a name that resolves
 * to a private address is as dangerous as the address itself. Node calls this for the very
 * connection it makes, so a name that changes its answer between calls gains nothing.
 */
function guardedLookup(context: SendContext): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      if (addresses.length === 0 || addresses.some((a) => !isAllowedAddress(a.address, context.policy))) {
        return callback(blockedAddress(context.hop) as NodeJS.ErrnoException, "", 0);
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Reads the body, stopping as soon as it passes maxBytes, whatever Content-Length claimed. */
async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers["content-length"]) > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
