import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["server/**/*.test.ts", "domain/**/*.test.ts", "app/**/*.test.ts", "tests/lint/**/*.test.ts"],
    globalSetup: ["./server/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Each worker loads the server's modules once for all its files, not once per file: loading
    // them was 736 of the service tests' summed 2,400 s in CI. The files share no state through
    // modules (each opens its own database and passes its own clock), as the whole suite run
    // this way shows; a test that needs a fresh module reads it through vi.resetModules itself.
    isolate: false,
    // Most of a service test's time is spent waiting on a database (PostgreSQL in another
    // process, or PGlite between queries), so three files at once on a two-core machine finish
    // far sooner than Vitest's default of one per spare core (here: one). VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 3,
    // In CI each file's time is also written down, for scripts/test-timings.mjs to print the slowest.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/unit-timings.json" }]] : ["default"],
  },
});
