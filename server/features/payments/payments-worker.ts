// The background side of card payments (decision 012), in every server process: the sweep of
// Checkout Sessions whose hold ran out, the refunds owed to guests and the transfers owed to
// hosts. Each pass claims its rows safely for any number of processes (provider-calls.ts,
// sweep-checkouts.ts). A pass that fails (the database or Stripe unreachable) is logged and the
// next one tries again; nothing is lost, because what is owed is a row, not a promise in memory.
import type { Db } from "#server/db/client";
import type { PaymentProvider } from "#server/integrations/payments/payment-provider";
import { makeDueRefunds } from "./make-refunds";
import { makeDueTransfers } from "./make-transfers";
import { sweepCheckouts } from "./sweep-checkouts";

export type PaymentsWorker = {
  /** Look for due work soon (a refund was just owed) instead of at the next poll. */
  wake(): void;
  /** Stops after the pass under way, waiting for it (at most `graceMs`). */
  stop(options?: { graceMs?: number }): Promise<void>;
};

export function startPaymentsWorker(options: {
  db: Db;
  provider: PaymentProvider;
  baseUrl: string;
  /** The worker's clock; tests move it ahead to reach payouts due days later. */
  now?: () => Date;
  pollIntervalMs?: number;
  log?: (line: string) => void;
}): PaymentsWorker {
  const { db, provider, baseUrl } = options;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 30_000;
  const log = options.log ?? console.error;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let endSleep: (() => void) | undefined;

  async function pass() {
    for (const [name, job] of [
      ["checkout sweep", () => sweepCheckouts(db, provider, { baseUrl, now: now() })],
      ["refunds", () => makeDueRefunds(db, provider, now())],
      ["payout transfers", () => makeDueTransfers(db, provider, now())],
    ] as const) {
      if (stopped) return;
      try {
        await job();
      } catch (error) {
        log(`The payments worker's ${name} failed; it will try again: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      endSleep = resolve;
      timer = setTimeout(resolve, ms);
      // The worker alone never keeps the process alive; the HTTP server does.
      timer.unref();
    });
  }

  async function run() {
    while (!stopped) {
      await pass();
      if (!stopped) await sleep(pollIntervalMs);
    }
  }
  const running = run();

  return {
    wake() {
      if (stopped) return;
      clearTimeout(timer);
      // After the enqueueing transaction has had time to commit.
      timer = setTimeout(() => endSleep?.(), 100);
      timer.unref();
    },
    async stop({ graceMs = 10_000 } = {}) {
      stopped = true;
      clearTimeout(timer);
      endSleep?.();
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    },
  };
}
