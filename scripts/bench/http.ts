// Small HTTP helpers for the benchmark: a GET with a timeout, the size of a body as sent gzip,
// and a free loopback port.
import http from "node:http";
import net from "node:net";

const FETCH_TIMEOUT_MS = 60_000;

/** `headers`: e.g. a member's session cookie. */
export async function get(url: string, headers: Record<string, string> = {}, attempts = 2): Promise<{ status: number; body: Buffer; contentType: string }> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "manual" });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type") ?? "" };
  } catch (error) {
    // A keep-alive connection left idle during a measurement may be closed by the server just as
    // fetch reuses it ("fetch failed"): one more try on a fresh connection.
    if (attempts > 1 && error instanceof TypeError) return get(url, headers, attempts - 1);
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    throw new Error(`GET ${url} failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
  }
}

/**
 * What a browser that accepts gzip receives for a URL: the bytes on the wire (compressed when the
 * server compresses that response) and the encoding. Node's fetch would undo the compression.
 */
export function gzipWireSize(url: string): Promise<{ status: number; bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip" }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, encoding: res.headers["content-encoding"] }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
