// Writes the illustrations shipped with the demo data (public/images/**): simple, warm SVG
// scenes, so the app works with no internet. Run: npx tsx scripts/demo-images/generate.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

type Palette = { skyTop: string; skyBottom: string; sun: string; far: string; near: string; water: string; wood: string; woodDark: string; glow: string };

const PALETTES: Record<string, Palette> = {
  sunset: { skyTop: "#f6b38a", skyBottom: "#fde3c4", sun: "#fff1d6", far: "#c98a6b", near: "#8c5a44", water: "#e9a07f", wood: "#9a6a43", woodDark: "#6b4428", glow: "#ffb347" },
  atlantic: { skyTop: "#9cc3c9", skyBottom: "#e4f0ee", sun: "#fffaf0", far: "#6f9c9a", near: "#3f6e6a", water: "#4f8c8c", wood: "#a8774d", woodDark: "#6b4428", glow: "#ffcf7a" },
  dusk: { skyTop: "#5b4a7a", skyBottom: "#e8a3a0", sun: "#ffe2c2", far: "#6d5a86", near: "#43385a", water: "#7d6a96", wood: "#8a5a3a", woodDark: "#4f3220", glow: "#ffb45e" },
  mist: { skyTop: "#c9d6c4", skyBottom: "#f1f1e6", sun: "#ffffff", far: "#9fb59a", near: "#5f7d5c", water: "#9fb8b0", wood: "#9a6a43", woodDark: "#5e3b23", glow: "#ffc46b" },
  ember: { skyTop: "#3b2616", skyBottom: "#7a4a2c", sun: "#ffd59a", far: "#5a3a24", near: "#2c1c10", water: "#4a3020", wood: "#b07a4a", woodDark: "#6b4428", glow: "#ff9d3d" },
};

const svg = (body: string, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;

function sky(p: Palette, id: string) {
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>`,
    body: `<rect width="1200" height="800" fill="url(#${id})"/>`,
  };
}

const sun = (p: Palette, x: number, y: number, r = 70) => `<circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="${p.sun}" opacity=".35"/><circle cx="${x}" cy="${y}" r="${r}" fill="${p.sun}"/>`;
const hills = (p: Palette, base: number) =>
  `<path d="M0 ${base} C200 ${base - 120} 380 ${base - 60} 560 ${base - 110} S900 ${base - 40} 1200 ${base - 130} V800 H0Z" fill="${p.far}"/>` +
  `<path d="M0 ${base + 60} C260 ${base - 10} 520 ${base + 70} 760 ${base + 10} S1050 ${base + 60} 1200 ${base + 20} V800 H0Z" fill="${p.near}"/>`;
const sea = (p: Palette, top: number) =>
  `<rect y="${top}" width="1200" height="${800 - top}" fill="${p.water}"/>` +
  [0, 1, 2, 3].map((i) => `<path d="M${80 + i * 260} ${top + 40 + i * 35} h140" stroke="#fff" stroke-opacity=".45" stroke-width="5" stroke-linecap="round"/>`).join("");
const beach = (color: string, top: number) => `<path d="M0 ${top + 40} C300 ${top} 700 ${top + 60} 1200 ${top + 10} V800 H0Z" fill="${color}"/>`;
const steam = (x: number, y: number) =>
  [0, 1, 2].map((i) => `<path d="M${x + i * 22} ${y} c-16 -20 16 -34 0 -56 s16 -34 0 -56" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="6" stroke-linecap="round"/>`).join("");
const pine = (x: number, y: number, s: number, c: string) => `<path d="M${x} ${y - 120 * s} L${x + 45 * s} ${y} H${x - 45 * s}Z" fill="${c}"/><rect x="${x - 6 * s}" y="${y}" width="${12 * s}" height="${22 * s}" fill="#4a3020"/>`;

function barrel(p: Palette, x: number, y: number, s = 1) {
  const w = 360 * s, h = 230 * s;
  const staves = Array.from({ length: 7 }, (_, i) => `<path d="M${x + (i + 1) * (w / 8)} ${y + 6 * s} V${y + h}" stroke="${p.woodDark}" stroke-opacity=".35" stroke-width="${4 * s}"/>`).join("");
  return `<ellipse cx="${x + w / 2}" cy="${y + h + 12 * s}" rx="${w * 0.6}" ry="${18 * s}" fill="#000" opacity=".15"/>` +
    `<path d="M${x} ${y + h} V${y + h / 2} A${w / 2} ${h / 2} 0 0 1 ${x + w} ${y + h / 2} V${y + h}Z" fill="${p.wood}"/>` + staves +
    `<path d="M${x} ${y + h / 2} A${w / 2} ${h / 2} 0 0 1 ${x + w} ${y + h / 2}" fill="none" stroke="${p.woodDark}" stroke-width="${10 * s}"/>` +
    `<rect x="${x + w * 0.38}" y="${y + h * 0.42}" width="${w * 0.24}" height="${h * 0.58}" rx="${8 * s}" fill="${p.woodDark}"/>` +
    `<rect x="${x + w * 0.42}" y="${y + h * 0.5}" width="${w * 0.16}" height="${h * 0.22}" rx="${6 * s}" fill="${p.glow}"/>` +
    `<rect x="${x + w * 0.78}" y="${y - 40 * s}" width="${18 * s}" height="${90 * s}" fill="#3a3a3a"/>` + steam(x + w * 0.78 - 10 * s, y - 50 * s);
}

function cabin(p: Palette, x: number, y: number, s = 1) {
  const w = 380 * s, h = 200 * s;
  const boards = Array.from({ length: 5 }, (_, i) => `<path d="M${x} ${y + 40 * s + i * 36 * s} H${x + w}" stroke="${p.woodDark}" stroke-opacity=".3" stroke-width="${4 * s}"/>`).join("");
  return `<ellipse cx="${x + w / 2}" cy="${y + h + 10 * s}" rx="${w * 0.6}" ry="${16 * s}" fill="#000" opacity=".15"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.wood}"/>` + boards +
    `<path d="M${x - 30 * s} ${y + 6 * s} L${x + w / 2} ${y - 110 * s} L${x + w + 30 * s} ${y + 6 * s}Z" fill="${p.woodDark}"/>` +
    `<rect x="${x + w * 0.1}" y="${y + h * 0.3}" width="${w * 0.32}" height="${h * 0.4}" rx="${6 * s}" fill="${p.glow}" opacity=".9"/>` +
    `<path d="M${x + w * 0.26} ${y + h * 0.3} V${y + h * 0.7}" stroke="${p.woodDark}" stroke-width="${5 * s}"/>` +
    `<rect x="${x + w * 0.6}" y="${y + h * 0.25}" width="${w * 0.22}" height="${h * 0.75}" rx="${6 * s}" fill="${p.woodDark}"/>` +
    `<rect x="${x + w * 0.72}" y="${y - 120 * s}" width="${20 * s}" height="${80 * s}" fill="#3a3a3a"/>` + steam(x + w * 0.72 - 12 * s, y - 130 * s);
}

function trailer(p: Palette, x: number, y: number) {
  return `<ellipse cx="${x + 200}" cy="${y + 250}" rx="260" ry="18" fill="#000" opacity=".15"/>` +
    `<rect x="${x}" y="${y}" width="400" height="190" rx="36" fill="${p.wood}"/>` +
    `<rect x="${x + 30}" y="${y + 40}" width="120" height="80" rx="12" fill="${p.glow}"/>` +
    `<rect x="${x + 250}" y="${y + 30}" width="90" height="160" rx="10" fill="${p.woodDark}"/>` +
    `<path d="M${x + 400} ${y + 170} h60" stroke="#333" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="${x + 110}" cy="${y + 210}" r="38" fill="#2f2f2f"/><circle cx="${x + 110}" cy="${y + 210}" r="14" fill="#999"/>` +
    `<circle cx="${x + 230}" cy="${y + 210}" r="38" fill="#2f2f2f"/><circle cx="${x + 230}" cy="${y + 210}" r="14" fill="#999"/>` +
    `<rect x="${x + 320}" y="${y - 70}" width="18" height="80" fill="#3a3a3a"/>` + steam(x + 310, y - 80);
}

function interior(p: Palette, kind: "wood" | "infrared" | "spa") {
  const wall = kind === "infrared" ? "#b8734c" : kind === "spa" ? "#cfe2df" : p.wood;
  const slats = Array.from({ length: 24 }, (_, i) => `<rect x="${i * 50}" y="0" width="46" height="520" fill="${wall}" opacity="${0.85 + (i % 3) * 0.05}"/>`).join("");
  const benches = kind === "spa"
    ? `<rect x="0" y="560" width="1200" height="240" fill="#7fb5b4"/><path d="M0 600 h1200" stroke="#fff" stroke-opacity=".5" stroke-width="6"/><rect x="120" y="380" width="420" height="180" rx="12" fill="#b07a4a"/><rect x="120" y="380" width="420" height="26" fill="#6b4428"/>`
    : `<rect x="0" y="520" width="1200" height="280" fill="${p.woodDark}"/><rect x="60" y="420" width="1080" height="40" rx="6" fill="#d9a46b"/><rect x="0" y="560" width="1200" height="46" fill="#c8935e"/>`;
  const heater = kind === "infrared"
    ? [0, 1, 2].map((i) => `<rect x="${260 + i * 260}" y="90" width="170" height="260" rx="16" fill="#e0503a" opacity=".85"/><rect x="${272 + i * 260}" y="102" width="146" height="236" rx="12" fill="#ff8a5c" opacity=".7"/>`).join("")
    : `<rect x="900" y="300" width="180" height="200" rx="10" fill="#3a3a3a"/>` + Array.from({ length: 9 }, (_, i) => `<circle cx="${930 + (i % 3) * 60}" cy="${290 - Math.floor(i / 3) * 30}" r="26" fill="#6f6f6f"/>`).join("") + `<circle cx="990" cy="400" r="60" fill="${p.glow}" opacity=".5"/>`;
  const lamp = `<circle cx="180" cy="120" r="140" fill="${p.glow}" opacity=".25"/><rect x="160" y="90" width="40" height="60" rx="10" fill="${p.glow}"/>`;
  const bucket = kind === "spa" ? "" : `<path d="M520 520 l20 -90 h90 l20 90z" fill="#a8774d"/><path d="M540 430 h90" stroke="#6b4428" stroke-width="8"/>` + steam(560, 200);
  return slats + lamp + heater + benches + bucket;
}

type Scene = { file: string; palette: keyof typeof PALETTES; draw: (p: Palette) => string };

const SAUNA_SCENES: Scene[] = [
  { file: "barrel-beach-sunset", palette: "sunset", draw: (p) => sun(p, 860, 300) + sea(p, 420) + beach("#e8c9a0", 520) + barrel(p, 260, 400) },
  { file: "barrel-lake-mist", palette: "mist", draw: (p) => sun(p, 280, 220, 60) + hills(p, 380) + sea(p, 470) + beach("#7d9c6a", 560) + barrel(p, 600, 430) },
  { file: "cabin-cliffs-atlantic", palette: "atlantic", draw: (p) => sun(p, 950, 200, 55) + sea(p, 430) + `<path d="M0 380 L520 330 L700 420 L700 800 H0Z" fill="${p.near}"/>` + cabin(p, 150, 230, 0.9) },
  { file: "trailer-harbour", palette: "atlantic", draw: (p) => sun(p, 250, 180, 50) + sea(p, 380) + `<rect y="560" width="1200" height="240" fill="#8f8a80"/><path d="M0 560 h1200" stroke="#6f6a60" stroke-width="10"/>` + trailer(p, 380, 330) },
  { file: "infrared-room", palette: "ember", draw: (p) => interior(p, "infrared") },
  { file: "spa-pool", palette: "atlantic", draw: (p) => interior(p, "spa") },
  { file: "forest-cabin", palette: "mist", draw: (p) => hills(p, 420) + [120, 260, 950, 1080].map((x, i) => pine(x, 560, 1.3 - (i % 2) * 0.3, "#3f5e3c")).join("") + beach("#6f8f5c", 560) + cabin(p, 400, 380, 0.9) },
  { file: "cold-plunge", palette: "atlantic", draw: (p) => sun(p, 900, 220, 60) + sea(p, 420) + beach("#d9c3a0", 540) + `<ellipse cx="600" cy="640" rx="240" ry="70" fill="#6b4428"/><ellipse cx="600" cy="620" rx="210" ry="52" fill="#8fc3d0"/><path d="M470 615 h60 M600 630 h80" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/>` },
  { file: "barrel-dusk-shore", palette: "dusk", draw: (p) => sun(p, 600, 360, 80) + sea(p, 440) + beach("#5a4a6a", 560) + barrel(p, 700, 420, 0.9) },
  { file: "interior-benches", palette: "ember", draw: (p) => interior(p, "wood") },
  { file: "cabin-lakeside-sunset", palette: "sunset", draw: (p) => sun(p, 300, 300) + hills(p, 430) + sea(p, 500) + beach("#b98a5e", 600) + cabin(p, 620, 440, 0.75) },
  { file: "trailer-beach-sunset", palette: "sunset", draw: (p) => sun(p, 980, 260) + sea(p, 420) + beach("#e8c9a0", 500) + trailer(p, 260, 400) },
  { file: "barrel-snowy-hills", palette: "mist", draw: (p) => `<path d="M0 420 C300 260 600 380 900 280 S1200 360 1200 360 V800 H0Z" fill="#eef2ee"/>` + [880, 1000].map((x) => pine(x, 560, 1, "#3f5e3c")).join("") + beach("#f6f7f3", 560) + barrel(p, 300, 420) },
  { file: "spa-hotel-window", palette: "dusk", draw: (p) => `<rect width="1200" height="800" fill="#e7d7c4"/><rect x="140" y="100" width="920" height="380" rx="12" fill="${p.skyTop}"/>` + `<circle cx="600" cy="300" r="60" fill="${p.sun}"/>` + `<rect x="140" y="380" width="920" height="100" fill="${p.water}"/><path d="M600 100 V480 M140 290 H1060" stroke="#e7d7c4" stroke-width="14"/><rect x="0" y="560" width="1200" height="240" fill="#b07a4a"/><rect x="80" y="520" width="1040" height="44" rx="6" fill="#d9a46b"/>` },
  { file: "sea-view-deck", palette: "atlantic", draw: (p) => sun(p, 300, 220, 60) + sea(p, 400) + `<rect y="600" width="1200" height="200" fill="#a8774d"/>` + Array.from({ length: 12 }, (_, i) => `<path d="M${i * 100} 600 V800" stroke="#6b4428" stroke-width="4"/>`).join("") + cabin(p, 560, 400, 0.8) },
  { file: "barrel-river-forest", palette: "mist", draw: (p) => hills(p, 360) + [90, 210, 1010, 1120].map((x) => pine(x, 520, 1.1, "#365536")).join("") + `<path d="M0 620 C300 560 700 680 1200 600 V680 C700 760 300 640 0 700Z" fill="${p.water}"/>` + barrel(p, 420, 330, 0.95) },
];

const DEFAULT_SCENES: Scene[] = [
  { file: "default-1", palette: "ember", draw: (p) => interior(p, "wood") },
  { file: "default-2", palette: "sunset", draw: (p) => sun(p, 880, 280) + sea(p, 430) + beach("#e8c9a0", 540) + barrel(p, 300, 410) },
  { file: "default-3", palette: "mist", draw: (p) => hills(p, 420) + beach("#6f8f5c", 560) + cabin(p, 410, 380, 0.9) },
  { file: "default-4", palette: "atlantic", draw: (p) => sun(p, 900, 220, 60) + sea(p, 420) + beach("#d9c3a0", 540) + `<ellipse cx="600" cy="640" rx="240" ry="70" fill="#6b4428"/><ellipse cx="600" cy="620" rx="210" ry="52" fill="#8fc3d0"/>` },
  { file: "default-5", palette: "dusk", draw: (p) => sun(p, 600, 360, 80) + sea(p, 440) + beach("#5a4a6a", 560) + barrel(p, 620, 420, 0.9) },
];

const ARTICLE_SCENES: Scene[] = [
  { file: "sea-swim", palette: "atlantic", draw: (p) => sun(p, 900, 200, 60) + sea(p, 360) + [420, 560].map((x) => `<circle cx="${x}" cy="520" r="22" fill="#6b4428"/><path d="M${x - 40} 545 q40 -20 80 0" stroke="#fff" stroke-width="6" fill="none"/>`).join("") + beach("#e8c9a0", 600) },
  { file: "west-coast", palette: "sunset", draw: (p) => sun(p, 600, 320, 90) + sea(p, 450) + `<path d="M0 420 L300 360 L420 460 L420 800 H0Z" fill="${p.near}"/>` + barrel(p, 700, 450, 0.7) },
  { file: "etiquette", palette: "ember", draw: (p) => interior(p, "wood") },
];

function write(dir: string, scenes: Scene[]) {
  mkdirSync(dir, { recursive: true });
  for (const scene of scenes) {
    const p = PALETTES[scene.palette];
    const s = sky(p, `sky-${scene.file}`);
    writeFileSync(path.join(dir, `${scene.file}.svg`), svg(s.body + scene.draw(p), s.defs));
  }
}

const root = path.join(process.cwd(), "public/images");
write(path.join(root, "saunas"), SAUNA_SCENES);
write(root, DEFAULT_SCENES);
write(path.join(root, "articles"), ARTICLE_SCENES);
console.log(`Wrote ${SAUNA_SCENES.length + DEFAULT_SCENES.length + ARTICLE_SCENES.length} illustrations under public/images.`);
