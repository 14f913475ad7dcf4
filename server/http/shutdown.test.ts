// Stopping a process behind a load balancer: readiness turns first, requests in flight finish,
// nothing new is accepted, and a request that outlives the deadline is cut.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulShutdown } from "./shutdown";

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function serve(delayMs: number) {
  server = http.createServer((_req, res) => setTimeout(() => res.end("done"), delayMs));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

function get(url: string): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    http.get(url, { agent }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

describe("graceful shutdown", () => {
  it("finishes the request in flight (closing its connection after), then refuses new ones", async () => {
    const { server, url } = await serve(400);
    const shutdown = gracefulShutdown(server, { drainMs: 0, timeoutMs: 5000 });
    const inFlight = get(url);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const stopped = shutdown.begin();
    expect(shutdown.stopping()).toBe(true);
    expect(await inFlight).toEqual({ status: 200, body: "done", connection: "close" });
    await stopped;
    // Done once the last response went out, not at the deadline.
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(get(url)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("keeps serving while draining, asking clients not to reuse the connection", async () => {
    const { server, url } = await serve(10);
    const shutdown = gracefulShutdown(server, { drainMs: 300, timeoutMs: 1000 });
    const stopped = shutdown.begin();
    const during = await get(url);
    expect(during).toEqual({ status: 200, body: "done", connection: "close" });
    await stopped;
    await expect(get(url)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("cuts a request still running at the deadline", async () => {
    const { server, url } = await serve(10_000);
    const shutdown = gracefulShutdown(server, { drainMs: 0, timeoutMs: 200 });
    const slow = get(url);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await shutdown.begin();
    expect(Date.now() - started).toBeLessThan(1500);
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
