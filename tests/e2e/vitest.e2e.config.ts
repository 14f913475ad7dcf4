import { defineConfig } from "vitest/config";

// How many test files run at once: one by default, as the browser, the app and the test between
// them keep a two-core machine busy (two at once made each file 2-3 times slower, and some ran
// out of time). E2E_WORKERS=2 or more, on a machine with cores to spare.
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 1);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    // One shared app per worker (global-setup.ts). Each worker is a process of its own with its
    // own browser; files that start more apps name their PostgreSQL databases by process id.
    globalSetup: ["./tests/e2e/global-setup.ts"],
    pool: "forks",
    maxWorkers: workers,
    fileParallelism: workers > 1,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
