// A sauna's website on this machine, for tests of Extract Info (service and end-to-end): real
// HTTP, the recorded pages of server/features/discovery/test-pages, and the tricks a hostile
// site plays (redirects to private and metadata addresses). It listens on loopback, so the app
// reaches it only with SITE_FETCH_ALLOW_LOOPBACK=on (tests), and never its redirects.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const page = (name: string) => readFileSync(new URL(`../discovery/test-pages/${name}`, import.meta.url), "utf8");

/** Path → what the site answers. */
const ROUTES: Record<string, { status: number; headers: Record<string, string>; body?: string }> = {
  // A day spa that describes itself in schema.org JSON-LD (€22.50, 8 people, Kinsale).
  "/": { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: page("json-ld-day-spa.html") },
  // A surf sauna with only a meta description and its visible text (€35, up to eight, Lahinch).
  "/text-only": { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: page("meta-and-text.html") },
  "/nothing": { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: page("nothing-useful.html") },
  "/brochure.pdf": { status: 200, headers: { "content-type": "application/pdf" }, body: "%PDF-1.4 not a web page" },
  "/gone": { status: 404, headers: { "content-type": "text/html" }, body: "<h1>Not found</h1>" },
  "/to-private": { status: 302, headers: { location: "http://10.0.0.1/" } },
  "/to-metadata": { status: 301, headers: { location: "http://169.254.169.254/latest/meta-data/" } },
};

export type LocalSaunaSite = { url: string; hits: string[]; close(): Promise<void> };

export async function startLocalSaunaSite(): Promise<LocalSaunaSite> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    hits.push(path);
    const route = ROUTES[path] ?? ROUTES["/gone"];
    response.writeHead(route.status, route.headers).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
