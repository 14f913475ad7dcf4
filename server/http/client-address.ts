// The client's address, decided once per request: the socket's peer, or — only when that peer
// is a configured trusted proxy — the last untrusted hop of X-Forwarded-For. A client-supplied
// header is never believed on its own (docs/architecture.md#known-pitfalls: one rate-limit bucket for everyone).

export const CLIENT_ADDRESS_HEADER = "x-sauna-client-address";

export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | null, trustedProxies: string[]): string {
  const peer = normalize(socketAddress ?? "unknown");
  if (!forwardedFor || !trustedProxies.includes(peer)) return peer;
  const hops = forwardedFor.split(",").map((s) => normalize(s.trim())).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trustedProxies.includes(hops[i])) return hops[i];
  }
  return peer;
}

/** "::ffff:127.0.0.1" → "127.0.0.1", so one client has one spelling. */
function normalize(address: string): string {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

/** A copy of the request whose client-address header is the one we decided. */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    // Node's fetch needs this to stream a request body through.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}
