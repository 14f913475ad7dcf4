import { defineConfig } from "vitest/config";

// Checked in workers.ts, which global-setup.ts calls before any test runs.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    // E2E_WORKERS files at once, each worker with its own shared app (global-setup.ts); two by
    // default: one file alone leaves the two cores idle much of the time (waiting on mail, the
    // payments worker, a toast to go), 70-90 % for minutes on end in CI, and another file fills it.
    fileParallelism: workers > 1,
    // A worker loads the harness, Playwright, axe and the server modules the tests read once for
    // all its files, not once per file. Files share nothing through them: each launches its own
    // browser (harness.ts setUpBrowser) and starts its own apps.
    isolate: false,
    maxWorkers: workers,
    // Deadlines for a test or hook that hangs, not measures of speed: two files at once on two
    // cores make a long journey take longer.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll waits for what the server and the page do next, as Playwright's own waits do
    // (30 s): its 1 s default ran out on a loaded machine. It returns as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
    // In CI each file's time is also written down, for scripts/test-timings.mjs to print the slowest.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/e2e-timings.json" }]] : ["default"],
  },
});
