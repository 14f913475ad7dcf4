// How the browser build groups the code public pages share (issue 12). Left to itself the bundler
// makes one chunk per distinct set of routes using a module, which across 40 routes meant up to 38
// files per public page, many of them a single icon. On a phone each file is another request (six
// at a time over HTTP/1.1) and compresses worse on its own, so Lighthouse counted ~1 s of FCP and
// LCP for them. Here every module a public page statically imports from shared code goes into one
// chunk per set of public routes using it; a page still loads nothing it does not use, and code
// only the dashboard or admin use, or that public pages import lazily (the map, dialogs), is left
// to the bundler as before.
import path from "node:path";
import type { ChunkingContext } from "rolldown";
import { PUBLIC_PAGES } from "./public-pages";

const appDir = path.resolve(import.meta.dirname, "..", "app");
const publicRoutes = new Set(PUBLIC_PAGES.flatMap((page) => page.routes));

/** React, React DOM and React Router: every page needs all of them, so one file. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/** The route id (as in PUBLIC_PAGES) of an app module that is a route, else null. */
function routeIdOf(moduleId: string, ctx: ChunkingContext): string | null {
  if (!ctx.getModuleInfo(moduleId)?.isEntry) return null;
  const relative = path.relative(appDir, moduleId.split("?")[0]);
  if (relative.startsWith("..")) return null;
  return relative.replace(/\.[cm]?[jt]sx?$/, "").split(path.sep).join("/");
}

/** A shared chunk: its file name and how many public routes use it. */
type PublicChunk = { name: string; breadth: number };

const chunks = new Map<string, PublicChunk | null>();

/** The chunk a shared module joins, named for the public routes importing it, or null. */
function publicChunkOf(moduleId: string, ctx: ChunkingContext): PublicChunk | null {
  if (!chunks.has(moduleId)) chunks.set(moduleId, findPublicChunk(moduleId, ctx));
  return chunks.get(moduleId)!;
}

function findPublicChunk(moduleId: string, ctx: ChunkingContext): PublicChunk | null {
  if (routeIdOf(moduleId, ctx)) return null; // route modules stay the pages' own files
  const publicHits = new Set<string>();
  let otherHits = 0;
  const seen = new Set([moduleId]);
  const queue = [moduleId];
  while (queue.length > 0) {
    const info = ctx.getModuleInfo(queue.pop()!);
    // Also the root of a lazily loaded chunk (app/components/lazy-section.tsx): a module both a
    // page and its lazy sections use then joins the page's shared chunk, not a file of its own.
    if (info?.dynamicImporters.length) otherHits++;
    for (const importer of info?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      const route = routeIdOf(importer, ctx);
      if (route && publicRoutes.has(route)) publicHits.add(route);
      else if (route || ctx.getModuleInfo(importer)?.isEntry) otherHits++;
      else queue.push(importer);
    }
  }
  if (publicHits.size === 0) return null;
  // Every page loads the root anyway.
  if (publicHits.has("root")) return { name: "public-root", breadth: publicRoutes.size };
  // Used by one public page only: it belongs in that page's own file unless others share it.
  if (publicHits.size === 1 && otherHits === 0) return null;
  const name = `public-${[...publicHits].map((route) => path.basename(route)).sort().join("~")}`;
  return { name, breadth: publicHits.size };
}

/**
 * The code-splitting groups. A group takes its modules' dependencies along, and a dependency is
 * used by at least the routes that use its importer; so the widest groups go first, or a narrow
 * group would take along what wider ones need, and pages that never use it would load it.
 */
export const publicChunkGroups = [
  { name: "framework", test: FRAMEWORK, priority: publicRoutes.size + 2 },
  ...Array.from({ length: publicRoutes.size }, (_, index) => {
    const size = publicRoutes.size - index;
    return {
      name: (moduleId: string, ctx: ChunkingContext) => {
        const chunk = publicChunkOf(moduleId, ctx);
        return chunk?.breadth === size ? chunk.name : null;
      },
      priority: size,
    };
  }),
];
