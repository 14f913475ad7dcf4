// How many end-to-end test files run at once (E2E_WORKERS, default 2). Each worker gets an app of
// its own from global-setup.ts, and runs its files one after another on it.
export function e2eWorkers(): number {
  const n = Number(process.env.E2E_WORKERS ?? 2);
  if (!Number.isInteger(n) || n < 1 || n > 4) throw new Error(`E2E_WORKERS must be a whole number from 1 to 4, not ${process.env.E2E_WORKERS}`);
  return n;
}

/** This worker's place among them, from 0 (Vitest numbers its workers from 1 in VITEST_POOL_ID). */
export function workerIndex(): number {
  return (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % e2eWorkers();
}
