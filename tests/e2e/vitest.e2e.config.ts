import { defineConfig } from "vitest/config";

// Checked in workers.ts, which global-setup.ts calls before any test runs.
const workers = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    // E2E_WORKERS files at once, each worker with its own shared app (global-setup.ts); one by
    // default, as the machines have two cores that the browser and the servers share.
    fileParallelism: workers > 1,
    // A worker loads the harness, Playwright, axe and the server modules the tests read once for
    // all its files, not once per file. Files share nothing through them: each launches its own
    // browser (harness.ts setUpBrowser) and starts its own apps.
    isolate: false,
    maxWorkers: workers,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // expect.poll waits for what the server and the page do next, as Playwright's own waits do
    // (30 s): its 1 s default ran out on a loaded machine. It returns as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
    // In CI each file's time is also written down, for scripts/test-timings.mjs to print the slowest.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/e2e-timings.json" }]] : ["default"],
  },
});
