// A local stand-in for SerpApi's Google Maps engine, for tests (docs/architecture.md#integrations: they are
// tested against a local server that speaks the real wire format). By default it answers the
// way SerpApi does: 401 for a wrong key, 400 without q, otherwise the recorded Galway saunas
// search (serpapi-google-maps-saunas.json) with search_parameters echoing the request.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const LOCAL_SERPAPI_KEY = "local-serpapi-test-key-0123456789abcdef";

/** A recorded answer: five places, some without website, phone, thumbnail, rating or title. */
export function serpApiSaunasFixture(): Record<string, unknown> & { local_results: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(new URL("./serpapi-google-maps-saunas.json", import.meta.url), "utf8"));
}

export type LocalSerpApiAnswer = {
  status?: number;
  /** An object is sent as JSON; a string is sent as it is (e.g. an HTML error page). */
  body: unknown;
  contentType?: string;
  /** Wait this long before answering (a slow provider). */
  delayMs?: number;
};

export type LocalSerpApi = {
  /** The base URL to configure as MAPS_SEARCH_URL. */
  url: string;
  apiKey: string;
  /** The query parameters of every request received, in order. */
  requests: URLSearchParams[];
  close(): Promise<void>;
};

export async function startLocalSerpApi(
  options: { apiKey?: string; answer?: (params: URLSearchParams) => LocalSerpApiAnswer | Promise<LocalSerpApiAnswer> } = {},
): Promise<LocalSerpApi> {
  const apiKey = options.apiKey ?? LOCAL_SERPAPI_KEY;
  const requests: URLSearchParams[] = [];
  const answerOf = options.answer ?? ((params: URLSearchParams) => serpApiLikeAnswer(params, apiKey));

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname !== "/search.json") {
      response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "Not found." }));
      return;
    }
    requests.push(url.searchParams);
    const answer = await answerOf(url.searchParams);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (response.destroyed) return;
    const isText = typeof answer.body === "string";
    response
      .writeHead(answer.status ?? 200, { "content-type": answer.contentType ?? (isText ? "text/html; charset=utf-8" : "application/json; charset=utf-8") })
      .end(isText ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function serpApiLikeAnswer(params: URLSearchParams, apiKey: string): LocalSerpApiAnswer {
  if (params.get("api_key") !== apiKey) {
    return { status: 401, body: { error: "Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key" } };
  }
  if (!params.get("q")) return { status: 400, body: { error: "Missing query `q` parameter." } };
  const fixture = serpApiSaunasFixture();
  const echoed = Object.fromEntries(["engine", "type", "q", "hl", "gl"].flatMap((k) => (params.has(k) ? [[k, params.get(k)]] : [])));
  return { body: { ...fixture, search_parameters: { ...(fixture.search_parameters as object), ...echoed } } };
}
