// Stopping one process of several without dropping requests. On SIGTERM:
// 1. draining: /readyz answers 503 and responses say "Connection: close", while requests are
//    still served, so the load balancer's health check takes the process out of rotation;
// 2. the server stops accepting connections and waits for the requests in flight;
// 3. past the deadline, whatever is still open is cut.
// The caller then stops the workers and closes the database pool.
import type { Server, ServerResponse } from "node:http";

export type ShutdownOptions = {
  /** How long to keep serving after readiness turns 503 (SHUTDOWN_DRAIN_SECONDS). */
  drainMs: number;
  /** How long requests in flight may take once nothing new is accepted (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  log?: (line: string, fields?: Record<string, unknown>) => void;
};

export type Shutdown = {
  /** True once shutdown has begun (readiness reports it). */
  stopping(): boolean;
  /** Drains, closes the server and waits for requests in flight (at most the deadline). */
  begin(): Promise<void>;
};

export function gracefulShutdown(server: Server, options: ShutdownOptions): Shutdown {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  // Runs before the app's own listener: keeps the responses under way and, while stopping, asks
  // every client (the balancer included) not to reuse its connection.
  server.prependListener("request", (_req, res) => {
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    if (stopping) res.setHeader("Connection", "close");
  });
  const closeAfterResponse = () => {
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  };

  let done: Promise<void> | undefined;
  return {
    stopping: () => stopping,
    begin() {
      return (done ??= (async () => {
        stopping = true;
        closeAfterResponse();
        if (options.drainMs > 0) {
          options.log?.("Shutting down: draining (readiness reports 503)", { drainMs: options.drainMs });
          await new Promise((resolve) => setTimeout(resolve, options.drainMs));
        }
        options.log?.("Shutting down: no new connections; waiting for requests in flight", { inFlight: inFlight.size, timeoutMs: options.timeoutMs });
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // close() ends the idle keep-alive connections; a busy one becomes idle once its response
        // is sent, and is ended then.
        server.closeIdleConnections();
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<"deadline">((resolve) => (timer = setTimeout(() => resolve("deadline"), options.timeoutMs)));
        const outcome = await Promise.race([closed.then(() => "closed" as const), deadline]);
        clearTimeout(timer);
        clearInterval(sweep);
        if (outcome === "deadline") {
          options.log?.("Shutting down: deadline passed; closing the connections still open", { inFlight: inFlight.size });
          server.closeAllConnections();
          await closed;
        }
      })());
    },
  };
}
