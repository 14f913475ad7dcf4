// React Router's Node entry, as its default, plus two things: every inline script it writes
// (hydration data, streamed data, scroll restoration) carries this response's CSP nonce, so the
// policy needs no 'unsafe-inline' for scripts; and the page inlines or links the site's
// stylesheet as the request's cookies say (app/lib/site-stylesheet.ts).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { appContext } from "#server/app-context";
import { lazySectionsLoaded } from "#app/components/lazy-section";
import { NonceProvider } from "#app/lib/nonce";
import { StylesheetModeProvider, stylesheetModeFor } from "#app/lib/site-stylesheet";

export const streamTimeout = 5_000;

/**
 * The versions of a page rendered for everyone alike, kept apart by the page cache
 * (server/production-server.ts): its stylesheet inline or linked.
 */
export const pageVariantOf = (cookieHeader: string): string => stylesheetModeFor(cookieHeader);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(appContext).cspNonce;
  // Sections loaded lazily in the browser render at once here (after the first request, at once).
  await lazySectionsLoaded();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetModeProvider value={stylesheetModeFor(request.headers.get("cookie"))}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetModeProvider>
      </NonceProvider>,
      {
        nonce,
        // Every page's data is loaded before it renders, so nothing is gained by streaming a
        // part later; but React moves a finished Suspense boundary (the lazy sections) larger
        // than this many bytes after the rest of the page, to be put in place by a script. Kept
        // in place, the HTML reads in order for crawlers and the page cache.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
