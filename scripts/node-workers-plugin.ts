// A Vite plugin for code that runs in a worker thread (node:worker_threads), such as the reading
// of a host's calendar (server/integrations/calendar-import/read-calendar.worker.ts). The server
// names a worker file as `new URL("./name.worker.ts", import.meta.url)`: from source (tests,
// npm run dev) that is the TypeScript file itself; in the server build the worker becomes a file
// of its own, build/server/name.worker.js, and the address is rewritten to point at it from
// whichever chunk the code ends up in.
import path from "node:path";
import type { Plugin } from "vite";

const WORKER_URL = /new URL\(\s*(["'])(\.{1,2}\/[^"']+\.worker\.ts)\1\s*,\s*import\.meta\.url\s*\)/g;
const PLACEHOLDER = /__NODE_WORKER_([A-Za-z0-9_$-]+)__/g;

export function nodeWorkersPlugin(): Plugin {
  return {
    name: "sauna-eire:node-workers",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (!code.includes(".worker.ts")) return;
      const out = code.replace(WORKER_URL, (_all, _quote, relative: string) => {
        const file = path.resolve(path.dirname(id), relative);
        const ref = this.emitFile({ type: "chunk", id: file, fileName: `${path.basename(file, ".ts")}.js` });
        // Where the chunk will be is known only when it is written: see renderChunk.
        return `new URL("__NODE_WORKER_${ref}__", import.meta.url)`;
      });
      return out === code ? undefined : { code: out, map: null };
    },
    renderChunk(code, chunk) {
      if (!code.includes("__NODE_WORKER_")) return;
      const out = code.replace(PLACEHOLDER, (_all, ref: string) => {
        const relative = path.posix.relative(path.posix.dirname(chunk.fileName), this.getFileName(ref));
        return relative.startsWith(".") ? relative : `./${relative}`;
      });
      return { code: out, map: null };
    },
  };
}
