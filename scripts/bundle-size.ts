// What JavaScript each public page makes the browser load before it can run (issue 12): the
// entry, the route manifest, and each matched route's module with its static imports (what the
// page's <link rel="modulepreload"> tags name). Lazy chunks (the map, dialogs) load only when
// used, and sections further down a page (app/components/lazy-section.tsx) when they come onto
// the screen, so they don't count. Sizes are what the server sends a browser asking for gzip: the
// file's precompressed copy (scripts/precompress-assets.ts), or the file itself if too small to
// have one.
//   npm run bundle-size [-- --files]   prints the table (and each file); fails above a ceiling
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_LOCALE, LOCALES, localizePath, pathWithoutLocale } from "../domain/locales";
import { PUBLIC_PAGES } from "./public-pages";

/** The target of issue 12: public JavaScript per page, gzip. */
export const PUBLIC_JS_BUDGET_BYTES = 120 * 1024;

/**
 * What no page may grow beyond (tests/e2e/bundle-size.e2e.ts): each page as measured once its
 * sections further down loaded only when needed (docs/decisions/010-public-javascript.md), plus
 * 1–2 KB of headroom, and never above the target. React DOM with React and React Router (one
 * "framework" file) alone are about 100 KB of each, so a page's own code has little room: lower
 * these as pages shrink, never raise them without a reason in the commit.
 */
export const PAGE_CEILING_BYTES: Record<string, number> = {
  "/": 118 * 1024,
  // 120: the amenity chips (issue 24) and the member store (issue 23) took its headroom.
  "/saunas": 120 * 1024,
  "/sauna/{id}": 120 * 1024,
  "/blog": 114 * 1024,
  // 115: an article's date in Irish as in English on the server and in every browser (issue 26:
  // domain/calendar-format.ts, 0.9 KB; browsers have no Irish calendar data), 114.0 KB then.
  "/blog/{slug}": 115 * 1024,
  "/auth": 113 * 1024,
  // Gift a Sauna Session (issue 25): 113.9 KB when it joined this list; 116 for the languages'
  // base (issue 26, decision 018: 1.2–1.6 KB on every page), 115.4 KB then.
  "/gift-vouchers": 116 * 1024,
};

/** A page's ceiling: each language's copy of a page is held to the English page's. */
export function pageCeiling(page: string): number {
  return PAGE_CEILING_BYTES[pathWithoutLocale(page)] ?? PUBLIC_JS_BUDGET_BYTES;
}

/**
 * Every public page in every language (issue 26): /ga/… runs the same route modules under ids of
 * their own ("ga/routes/home/home", app/routes.ts), so it should load the very same files.
 */
export const MEASURED_PAGES = LOCALES.flatMap((locale) =>
  PUBLIC_PAGES.map(({ page, routes }) =>
    locale === DEFAULT_LOCALE ? { page, routes } : { page: localizePath(page, locale), routes: routes.map((id) => (id === "root" ? id : `${locale}/${id}`)) },
  ),
);

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

export type PageBundle = { page: string; files: { file: string; gzipBytes: number }[]; gzipBytes: number };

export function readClientManifest(clientDir: string): { manifest: Manifest; manifestFile: string } {
  const assets = path.join(clientDir, "assets");
  const name = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`No route manifest in ${assets}: run \`npm run build\` first.`);
  const text = readFileSync(path.join(assets, name), "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return { manifest: JSON.parse(json) as Manifest, manifestFile: `/assets/${name}` };
}

/** The bytes a browser asking for gzip receives for this file. */
export function servedGzipBytes(file: string): number {
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
}

export function publicBundleSizes(clientDir = path.resolve("build/client")): PageBundle[] {
  const { manifest } = readClientManifest(clientDir);
  const sizes = new Map<string, number>();
  const gzipBytes = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, servedGzipBytes(path.join(clientDir, file)));
    return sizes.get(file)!;
  };
  return MEASURED_PAGES.map(({ page, routes }) => {
    const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    for (const id of routes) {
      const route = manifest.routes[id];
      if (!route) throw new Error(`Route ${id} is not in the build's manifest.`);
      files.add(route.module);
      for (const f of route.imports ?? []) files.add(f);
    }
    const list = [...files].map((file) => ({ file, gzipBytes: gzipBytes(file) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { page, files: list, gzipBytes: list.reduce((sum, f) => sum + f.gzipBytes, 0) };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function status(b: PageBundle): string {
  if (b.gzipBytes > pageCeiling(b.page)) return `OVER ITS CEILING (${kb(pageCeiling(b.page))})`;
  return b.gzipBytes > PUBLIC_JS_BUDGET_BYTES ? `${kb(b.gzipBytes - PUBLIC_JS_BUDGET_BYTES)} over target` : "within target";
}

export function bundleSizeTable(bundles: PageBundle[]): string {
  const rows = bundles.map((b) => `${b.page.padEnd(17)} ${kb(b.gzipBytes).padStart(9)}  ${String(b.files.length).padStart(3)} files  ${status(b)}`);
  return [`Public JavaScript per page (gzip; target ${kb(PUBLIC_JS_BUDGET_BYTES)}, ceiling per page)`, ...rows].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const bundles = publicBundleSizes();
  console.log(bundleSizeTable(bundles));
  if (process.argv.includes("--files")) {
    for (const b of bundles) console.log(`\n${b.page}\n${b.files.map((f) => `  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`).join("\n")}`);
  }
  if (bundles.some((b) => b.gzipBytes > pageCeiling(b.page))) process.exitCode = 1;
}
