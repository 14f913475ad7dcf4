// Small HTTP helpers for the benchmark: a GET with a timeout, and a free loopback port.
import net from "node:net";

const FETCH_TIMEOUT_MS = 60_000;

export async function get(url: string, attempts = 2): Promise<{ status: number; body: Buffer; contentType: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "manual" });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type") ?? "" };
  } catch (error) {
    // A keep-alive connection left idle during a measurement may be closed by the server just as
    // fetch reuses it ("fetch failed"): one more try on a fresh connection.
    if (attempts > 1 && error instanceof TypeError) return get(url, attempts - 1);
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    throw new Error(`GET ${url} failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
  }
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
