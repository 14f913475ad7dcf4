// A Vite plugin (build only) that draws Lucide's icons from one SVG sprite instead of from
// JavaScript. Each `import X from "lucide-react/icons/<name>"` resolves, in the client and the
// server build alike, to a small component (app/components/sprite-icon.tsx) that renders
// <svg><use href="/assets/icons.<hash>.svg#<name>"/></svg>; the drawings themselves, and
// Lucide's runtime that builds them, leave every page's JavaScript (decision 019 — the public
// pages' budget, issue 12, and room for the languages of issue 26). Components keep importing
// Lucide as its documentation says; `npm run dev` and unit tests use Lucide as it is.
//
// The sprite holds every icon the app imports (found by reading app/ before the build, so its
// name and hash are known before any module asks), is content-hashed, and browsers keep it a year.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const ICON_IMPORT = /^lucide-react\/icons\/([a-z0-9-]+)$/;
const ICON_IN_SOURCE = /["']lucide-react\/icons\/([a-z0-9-]+)["']/g;
const RESOLVED = "\0sprite-icon:";
const SPRITE_URL = "virtual:icon-sprite-url";
const APP = path.resolve("app");
const COMPONENT = path.join(APP, "components", "sprite-icon.tsx");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** Every icon name the app imports, sorted. */
function iconsInApp(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(APP)) for (const m of readFileSync(file, "utf8").matchAll(ICON_IN_SOURCE)) names.add(m[1]);
  return [...names].sort();
}

const escape = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One <symbol> per icon: its shapes only, so the <svg> using it sets stroke, fill and width. */
async function sprite(names: string[]): Promise<string> {
  const require = createRequire(import.meta.url);
  const iconsDir = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist", "esm", "icons");
  /** An icon's shapes; an old name (e.g. loader-2) is a module re-exporting the icon's new one. */
  async function shapesOf(file: string): Promise<IconNode> {
    const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
    if (__iconData) return __iconData.node;
    const alias = /export \{ default \} from '\.\/([a-z0-9-]+\.mjs)'/.exec(readFileSync(file, "utf8"));
    if (!alias) throw new Error(`No icon in ${file}`);
    return shapesOf(path.join(path.dirname(file), alias[1]));
  }
  const symbols = await Promise.all(names.map(async (name) => {
    const shapes = (await shapesOf(path.join(iconsDir, `${name}.mjs`))).map(([tag, attributes]) =>
      `<${tag} ${Object.entries(attributes).filter(([key]) => key !== "key").map(([key, value]) => `${key}="${escape(value)}"`).join(" ")}/>`,
    );
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
  }));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

export function iconSpritePlugin(): Plugin {
  let names: string[] = [];
  let svg = "";
  let fileName = "";
  return {
    name: "sauna-eire:icon-sprite",
    apply: "build",
    // Ahead of Vite's own resolver, which would find Lucide's module (or leave it external on the server).
    enforce: "pre",
    async buildStart() {
      if (svg) return;
      names = iconsInApp();
      svg = await sprite(names);
      fileName = `assets/icons.${createHash("sha256").update(svg).digest("hex").slice(0, 10)}.svg`;
    },
    resolveId(id) {
      if (id === SPRITE_URL) return `\0${SPRITE_URL}`;
      const icon = ICON_IMPORT.exec(id);
      if (!icon) return undefined;
      if (!names.includes(icon[1])) this.error(`lucide-react/icons/${icon[1]} is imported outside app/, which the icon sprite is made from`);
      return `${RESOLVED}${icon[1]}`;
    },
    load(id) {
      if (id === `\0${SPRITE_URL}`) return `export default ${JSON.stringify(`/${fileName}`)};`;
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      return `import { spriteIcon } from ${JSON.stringify(COMPONENT)};\nexport default spriteIcon(${JSON.stringify(name)});\n`;
    },
    generateBundle() {
      if (this.environment?.name === "client") this.emitFile({ type: "asset", fileName, source: svg });
    },
  };
}
