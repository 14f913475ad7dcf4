// The background side of card payments (decision 012), in every server process: the sweep of
// Checkout Sessions whose hold ran out, the refunds owed to guests and the transfers owed to
// hosts. Each pass claims its rows safely for any number of processes (provider-calls.ts,
// sweep-checkouts.ts). A pass that fails (the database or Stripe unreachable) is logged and the
// next one tries again; nothing is lost, because what is owed is a row, not a promise in memory.
import type { Db } from "#server/db/client";
import type { PaymentProvider } from "#server/integrations/payments/payment-provider";
import { makeDueRefunds } from "./make-refunds";
import { makeDueTransfers } from "./make-transfers";
import { paymentsOwed } from "./payments-owed";
import { sweepCheckouts } from "./sweep-checkouts";
import { sweepVoucherCheckouts } from "#server/features/gift-vouchers/sweep-gift-voucher-checkouts";

/** After a wake, time for the transaction that owed the work to commit. */
const WAKE_DELAY_MS = 100;

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
  /** Woken while a pass was under way: that pass may have looked before the work was owed. */
  let wokenDuringPass = false;

  async function pass() {
    for (const [name, job] of [
      ["checkout sweep", () => sweepCheckouts(db, provider, { baseUrl, now: now() })],
      ["gift voucher sweep", () => sweepVoucherCheckouts(db, provider, { baseUrl, now: now() })],
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
      endSleep = () => {
        endSleep = undefined;
        resolve();
      };
      timer = setTimeout(endSleep, ms);
      // The worker alone never keeps the process alive; the HTTP server does.
      timer.unref();
    });
  }

  async function run() {
    while (!stopped) {
      wokenDuringPass = false;
      await pass();
      if (!stopped) await sleep(wokenDuringPass ? WAKE_DELAY_MS : pollIntervalMs);
    }
  }

  function wake() {
    if (stopped) return;
    if (!endSleep) {
      wokenDuringPass = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(endSleep, WAKE_DELAY_MS);
    timer.unref();
  }
  const unsubscribe = paymentsOwed.subscribe(wake);
  const running = run();

  return {
    wake,
    async stop({ graceMs = 10_000 } = {}) {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      endSleep?.();
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    },
  };
}
