// After `react-router build`: a brotli and a gzip copy beside every script, stylesheet, SVG and
// JSON file in build/client, so the server sends them compressed without compressing on each
// request (server/app.ts serves them with `precompressed`). The gzip copy is made by Zopfli: any
// gzip reader opens it, and it is 2–4 % smaller than zlib's best, which a browser that asks for
// gzip rather than brotli downloads on every page (issue 12's budget is counted in gzip).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const brotli = promisify(brotliCompress);
const root = path.resolve("build/client");

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat().filter((f) => /\.(js|css|svg|json|txt|xml|webmanifest)$/.test(f));
}

let count = 0;
for (const file of await files(root)) {
  const body = await readFile(file);
  // Small files too (a page loads several of half a kilobyte), where compression gains anything.
  const copies = { br: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gz: await gzipAsync(body, { numiterations: 15 }) };
  for (const [extension, copy] of Object.entries(copies)) {
    if (copy.length >= body.length) continue;
    await writeFile(`${file}.${extension}`, copy);
    count++;
  }
}
console.log(`Wrote ${count} compressed copies in ${path.relative(process.cwd(), root)}.`);
