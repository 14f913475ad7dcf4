// After `react-router build`: a brotli and a gzip copy beside every script, stylesheet, SVG and
// JSON file in build/client, so the server sends them compressed without compressing on each
// request (server/app.ts serves them with `precompressed`).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const root = path.resolve("build/client");

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat().filter((f) => /\.(js|css|svg|json|txt|xml|webmanifest)$/.test(f));
}

let count = 0;
for (const file of await files(root)) {
  const body = await readFile(file);
  if (body.length < 1024) continue;
  await writeFile(`${file}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
  count++;
}
console.log(`Precompressed ${count} files in ${path.relative(process.cwd(), root)}.`);
