// Runs the end-to-end suite in Debian's Chromium against the built app. Without Chromium it
// fails with a message saying how to install it: no test is silently skipped.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `End-to-end tests need Chromium, which was not found at ${chromium}.\n` +
      "Install Debian's Chromium with: sudo apt-get install -y chromium\n" +
      "or point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}
if (!existsSync("build/server/index.js")) {
  console.error("The app is not built: run `npm run build` first (npm test does it for you).");
  process.exit(1);
}
const result = spawnSync("npx", ["vitest", "run", "--config", "tests/e2e/vitest.e2e.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
