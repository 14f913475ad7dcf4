import { chromium } from "playwright-core";
const [,, url, out, w, clipY, clipH] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: Number(w), height: 900 }, deviceScaleFactor: 2 });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, clip: { x: 0, y: Number(clipY), width: Number(w), height: Number(clipH) } });
await browser.close();
