// A Vite plugin giving every bundled illustration in public/images a content-hashed URL
// (issue 12): the client build writes `/images/saunas/forest-cabin.<hash>.svg` beside the
// original, and `virtual:built-images` maps each original URL (as stored on saunas and articles)
// to it; the production server resolves the URLs it sends with it (domain/built-images.ts), so no
// browser loads the map. A hashed file never changes, so browsers keep it a year (server/app.ts).
//
// The illustrations are SVG: one file is sharp at every width, and 0.5–0.7 KB compressed — a
// raster variant is 3–10 times larger (400 px WebP 1.7–3 KB, 800 px 3.6–6 KB), so there are
// no resized copies; uploaded photos keep their own URLs.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL = "virtual:built-images";
const RESOLVED = `\0${VIRTUAL}`;
const SOURCE = path.resolve("public/images");

function imagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? imagesUnder(path.join(dir, e.name)) : /\.(svg|png|jpe?g|webp|avif)$/i.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** Original URL → hashed URL, with each file's bytes. */
function builtImages(): { url: string; hashed: string; bytes: Buffer }[] {
  return imagesUnder(SOURCE)
    .filter((file) => !path.relative(SOURCE, file).startsWith("social"))
    .map((file) => {
      const bytes = readFileSync(file);
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
      const url = `/images/${path.relative(SOURCE, file).split(path.sep).join("/")}`;
      return { url, hashed: url.replace(/(\.[a-z]+)$/i, `.${hash}$1`), bytes };
    });
}

export function builtImagesPlugin(): Plugin {
  let serve = false;
  return {
    name: "sauna-eire:built-images",
    configResolved(config) {
      serve = config.command === "serve";
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return;
      // The dev server serves public/ as it is; only a build has the hashed copies.
      const manifest = serve ? {} : Object.fromEntries(builtImages().map((i) => [i.url, i.hashed]));
      return `export default ${JSON.stringify(manifest)};`;
    },
    generateBundle() {
      if (serve || this.environment?.name !== "client") return;
      for (const image of builtImages()) this.emitFile({ type: "asset", fileName: image.hashed.slice(1), source: image.bytes });
    },
  };
}
