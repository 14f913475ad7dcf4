// After `react-router build`: a 1200×630 JPEG of every bundled illustration for link previews
// (domain/social-image.ts says where each one is), written into build/client/images/social/.
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { socialImage } from "#server/integrations/images/social-image";

const source = path.resolve("public/images");
const target = path.resolve("build/client/images/social");

async function imagesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? imagesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat().filter((f) => /\.(svg|png|jpe?g|webp)$/i.test(f));
}

const files = await imagesUnder(source);
for (const file of files) {
  const out = path.join(target, path.relative(source, file).replace(/\.[a-z]+$/i, ".jpg"));
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, await socialImage(file));
}
console.log(`Made ${files.length} link-preview images in ${path.relative(process.cwd(), target)}.`);
