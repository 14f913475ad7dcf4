import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["server/**/*.test.ts", "domain/**/*.test.ts", "app/**/*.test.ts", "tests/lint/**/*.test.ts"],
    globalSetup: ["./server/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Most of a service test's time is spent waiting on a database (PostgreSQL in another
    // process, or PGlite between queries), so three files at once on a two-core machine finish
    // far sooner than Vitest's default of one per spare core (here: one). VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 3,
    // In CI each file's time is also written down, for scripts/test-timings.mjs to print the slowest.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/unit-timings.json" }]] : ["default"],
  },
});
