import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    // One browser at a time: the machines have two cores, and the server shares them.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // expect.poll waits for what the server and the page do next, as Playwright's own waits do
    // (30 s): its 1 s default ran out on a loaded machine. It returns as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
    // In CI each file's time is also written down, for scripts/test-timings.mjs to print the slowest.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/e2e-timings.json" }]] : ["default"],
  },
});
