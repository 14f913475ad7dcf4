// Prints the slowest test files of the last CI run (from the JSON reports the Vitest configs write
// when CI is set), so the CI log says where its 90-minute budget goes without a rerun.
import { existsSync, readFileSync } from "node:fs";

const SHOWN = 15;
for (const [name, file] of [["Service tests", "test-results/unit-timings.json"], ["End-to-end tests", "test-results/e2e-timings.json"]]) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const files = report.testResults.map((f) => ({
    path: f.name.replace(`${process.cwd()}/`, ""),
    seconds: (f.endTime - f.startTime) / 1000,
    tests: f.assertionResults.length,
  }));
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  console.log(`\n${name}: ${files.length} files, ${Math.round(total)} s in all (summed per file); the slowest:`);
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN)) {
    console.log(`  ${f.seconds.toFixed(1).padStart(6)} s  ${String(f.tests).padStart(3)} tests  ${f.path}`);
  }
}
