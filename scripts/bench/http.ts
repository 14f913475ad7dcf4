// Small HTTP helpers for the benchmark: a GET with a timeout, and a free loopback port.
import net from "node:net";

const FETCH_TIMEOUT_MS = 60_000;

export async function get(url: string): Promise<{ status: number; body: Buffer; contentType: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "manual" });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type") ?? "" };
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
