// The site's stylesheet (decision 013, "the stylesheet once"). A first visit gets it inlined in
// the page, so the first paint waits for no second request. Once that page has
// loaded, a small script fetches the same stylesheet as a file (hashed name, cached for a year)
// and, when the browser holds it, sets the cookie `se_css=<its name>`. A page requested with that
// cookie links the file instead of carrying 73 KB of CSS: less HTML to send and parse, and a
// stylesheet the browser has already parsed. A new build renames the file, so an old cookie gets
// the inline page (and a new cookie) again. The cookie names no one and holds no secret.
import { createContext, useContext } from "react";
import href from "../app.css?url";

export const SITE_STYLESHEET_HREF: string = href;
/** The file's hashed name without ".css" (e.g. "app-ClrROYeW"): what the cookie says is held. */
export const SITE_STYLESHEET_ID = href.slice(href.lastIndexOf("/") + 1).replace(/\.css$/, "");
const HELD = /(?:^|;\s*)se_css=([^;]*)/;
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export type StylesheetMode = "inline" | "linked";

/** Inline unless the request's cookies say the browser holds this build's stylesheet file. */
export function stylesheetModeFor(cookieHeader: string | null | undefined): StylesheetMode {
  // In development Vite serves the stylesheet from source, changing with every edit: inline.
  if (import.meta.env.DEV || !cookieHeader) return "inline";
  return HELD.exec(cookieHeader)?.[1] === SITE_STYLESHEET_ID ? "linked" : "inline";
}

/**
 * For a page with the stylesheet inline: after the page has loaded, ask for the file as a
 * stylesheet (media "print" keeps it off this page, and low in priority) so the browser caches
 * it, then set the cookie. Rendered inline by the server only, with the response's nonce.
 */
export const STYLESHEET_CACHE_SCRIPT =
  'addEventListener("load",function(){var l=document.createElement("link");l.rel="stylesheet";l.media="print";' +
  `l.href=${JSON.stringify(SITE_STYLESHEET_HREF)};` +
  `l.onload=function(){document.cookie="se_css=${SITE_STYLESHEET_ID}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");l.remove()};` +
  "document.head.appendChild(l)})";

const StylesheetModeContext = createContext<StylesheetMode | null>(null);

/** entry.server.tsx: the mode of the response being rendered. */
export const StylesheetModeProvider = StylesheetModeContext.Provider;

/**
 * The server renders what entry.server decided; the browser renders what the page arrived with,
 * so hydration finds the same element (the linked page has <link data-site-css>).
 */
export function useStylesheetMode(): StylesheetMode {
  const decided = useContext(StylesheetModeContext);
  if (decided) return decided;
  return typeof document !== "undefined" && document.querySelector("link[data-site-css]") ? "linked" : "inline";
}
