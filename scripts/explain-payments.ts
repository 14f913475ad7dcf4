// Every query card payments run (decision 012, issue 22), with its EXPLAIN ANALYZE time
// (docs/performance.md, "Card payments at scale"): the payments worker's passes (checkout sweep,
// refunds, transfers, each claiming its rows with claimDueCalls), the webhook's events, admin
// Payouts, the host's payouts on the dashboard's Overview and a guest's My Bookings. Calls the real
// services against a PostgreSQL database (e.g. the scale data set of `npm run seed:scale`), and
// measures each statement Drizzle sends at the moment it is sent, in the state the statements
// before it left: under EXPLAIN (ANALYZE, BUFFERS) five times, each inside a savepoint rolled back
// at once, keeping the best; then the statement itself runs and the service goes on. Each case
// runs in a transaction that is rolled back at the end, so the data set is unchanged, writes
// included. Stripe is not called: a stand-in answers as Stripe would for the seeded rows (a
// session expired, a refund or a transfer made), so the services take their usual path.
//   EXPLAIN_DATABASE_URL=postgres://…/sauna_scale npx tsx scripts/explain-payments.ts
// EXPLAIN_PLANS=1 prints the plans too; EXPLAIN_JIT=off measures with PostgreSQL's JIT off.
import { drizzle } from "drizzle-orm/postgres-js";
import postgres, { type Sql } from "postgres";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { schema } from "#server/db/schema/all";
import { failedRefunds, retryFailedRefund, retryFailedTransfer } from "#server/features/admin/admin-payouts.card";
import { exportPayoutLedger, hostPayoutHistory, payoutsOverview } from "#server/features/admin/admin-payouts.service";
import { listMyBookings } from "#server/features/bookings/guest-bookings.service";
import { hostPayouts } from "#server/features/hosts/host-payouts.service";
import { ownerOverview } from "#server/features/hosts/owner-overview.service";
import { makeDueRefunds } from "#server/features/payments/make-refunds";
import { makeDueTransfers } from "#server/features/payments/make-transfers";
import { applyPaymentEvent } from "#server/features/payments/payment-events.service";
import { claimDueCalls } from "#server/features/payments/provider-calls";
import { sweepCheckouts } from "#server/features/payments/sweep-checkouts";
import { paymentRefunds, payoutTransfers } from "#server/db/schema/payments";
import type { CheckoutSession, PaymentProvider } from "#server/integrations/payments/payment-provider";

const url = process.env.EXPLAIN_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("Set EXPLAIN_DATABASE_URL to a PostgreSQL database (e.g. one filled by `npm run seed:scale`).");
const RUNS = 5;

type Measured = { label: string; query: string; rows: number; ms: number; plan: string };
let measured: Measured[] = [];
let label = "";

const client = postgres(url, { max: 1, onnotice: () => {} });

/** One statement at a time on the connection: a measurement's savepoints must not interleave with another statement's. */
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run, run);
  queue = next.catch(() => {});
  return next;
}

let savepoints = 0;
/** EXPLAIN ANALYZE of one statement, five times, each in a savepoint rolled back: the best time and its plan. */
async function explain(sql: Sql, query: string, params: unknown[]): Promise<Measured> {
  let best: Measured | null = null;
  for (let i = 0; i < RUNS; i++) {
    const name = `explain_${++savepoints}`;
    await sql.unsafe(`savepoint ${name}`);
    const rows = await sql.unsafe(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${query}`, params as never[]);
    await sql.unsafe(`rollback to savepoint ${name}`);
    const lines = rows.map((r) => String(Object.values(r)[0]));
    const ms = lines.reduce((sum, l) => sum + Number(/(?:Planning|Execution) Time: ([\d.]+) ms/.exec(l)?.[1] ?? 0), 0);
    if (!best || ms < best.ms) best = { label, query, ms, plan: lines.join("\n"), rows: Number(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(lines[0])?.[1] ?? 0) };
  }
  return best!;
}

/**
 * The client Drizzle is given: every statement a service sends is measured first (inside the
 * case's transaction), then sent. Transactions and savepoints the services open get the same.
 */
function measuring(sql: Sql): Sql {
  return new Proxy(sql, {
    get(target, prop) {
      if (prop === "unsafe") {
        return (query: string, params: unknown[] = [], options?: object) => {
          const run = (values: boolean) =>
            serially(async () => {
              if (/^\s*(select|insert|update|delete|with)\b/i.test(query)) measured.push(await explain(target, query, params));
              const pending = target.unsafe(query, params as never[], options);
              return values ? await pending.values() : await pending;
            });
          return { values: () => run(true), then: (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) => run(false).then(ok, fail) };
        };
      }
      if (prop === "begin" || prop === "savepoint") {
        return (...args: unknown[]) => {
          const fn = args.pop() as (tx: Sql) => unknown;
          const open = Reflect.get(target, prop) as (...a: unknown[]) => Promise<unknown>;
          return open.call(target, ...args, (tx: Sql) => fn(measuring(tx)));
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const db = drizzle(measuring(client), { schema }) as unknown as Db;

class RolledBack extends Error {}
/** Runs a case's calls in a transaction rolled back at the end: the data set is as it was. */
async function measure(name: string, run: (tx: Db) => Promise<unknown>): Promise<void> {
  label = name;
  try {
    await db.transaction(async (tx) => {
      await run(tx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

/** Stripe as the seeded rows have it: an open session expires when asked, a refund or a transfer is made. */
function standInStripe(bookingOfSession: Map<string, string>): PaymentProvider {
  let n = 0;
  const refused = () => Promise.reject(new Error("not used by the payments worker"));
  return {
    expireCheckout: async (sessionId) => ({
      id: sessionId, url: null, status: "expired", paymentStatus: "unpaid", amountTotalCents: 0, currency: "eur", paymentIntentId: null,
      bookingId: bookingOfSession.get(sessionId) ?? null,
    }),
    getCheckout: refused,
    createCheckout: refused,
    chargeOf: async () => `ch_explain_${++n}`,
    refund: async () => ({ id: `re_explain_${++n}` }),
    findRefund: async () => null,
    transfer: async () => ({ id: `tr_explain_${++n}` }),
    findTransfer: async () => null,
    createConnectedAccount: refused,
    getConnectedAccount: refused,
    onboardingLink: refused,
    dashboardLink: refused,
    verifyEvent: () => {
      throw new Error("not used");
    },
  };
}

/** The operations of a plan worth naming: which index or scan answers. */
function access(plan: string): string {
  const ops = [...plan.matchAll(/(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan|Parallel Seq Scan)(?: Backward)?(?: using (\S+))? on (\S+)/g)].map(
    (m) => (m[2] ? `${m[1]} ${m[2]}` : `${m[1]} on ${m[3]}`),
  );
  return [...new Set(ops)].join("; ") || "—";
}

function summary(query: string): string {
  const q = query.replace(/\s+/g, " ").trim();
  const verb = /^with\b/i.test(q) ? `with … ${/\)\s*(update|delete|insert|select)\b/i.exec(q)?.[1]?.toLowerCase() ?? "select"}` : q.split(" ")[0].toLowerCase();
  const table = /^(?:update|insert into|delete from)\s+"?(\w+)"?/i.exec(q)?.[1] ?? /\)\s*update\s+"?(\w+)"?/i.exec(q)?.[1] ?? /from "(\w+)"/i.exec(q)?.[1] ?? /from (\w+)/i.exec(q)?.[1] ?? "?";
  return `${verb} ${table}`;
}

async function main() {
  const now = new Date();
  const one = async <T>(q: Promise<T[]>, what: string): Promise<T> => {
    const [row] = await q;
    if (!row) throw new Error(`The database has no ${what}: seed it with \`npm run seed:scale\` (it makes card payments).`);
    return row;
  };
  // The cases' subjects, found before measuring (these lookups are not measured).
  const [admin] = await client<{ id: string; email: string }[]>`select id, email from "user" order by created_at limit 1`;
  const host = await one(
    client<{ id: string; email: string; sauna: string }[]>`
      select s.owner_id as id, u.email, s.id as sauna from saunas s join "user" u on u.id = s.owner_id
      join bookings b on b.sauna_id = s.id join booking_payments p on p.booking_id = b.id
      where s.owner_verified group by s.owner_id, u.email, s.id order by count(*) desc, s.id limit 1`,
    "card bookings",
  );
  const guest = await one(
    client<{ id: string; email: string }[]>`
      select b.user_id as id, u.email from bookings b join booking_payments p on p.booking_id = b.id join "user" u on u.id = b.user_id
      group by b.user_id, u.email order by count(*) desc, b.user_id limit 1`,
    "guest with card bookings",
  );
  const open = await one(
    client<{ bookingId: string; sessionId: string; amountCents: number }[]>`
      select booking_id as "bookingId", checkout_session_id as "sessionId", amount_cents as "amountCents"
      from booking_payments where checkout_closed_at is null order by hold_expires_at desc limit 1`,
    "open checkout",
  );
  const paid = await one(
    client<{ paymentIntentId: string; amountCents: number }[]>`
      select p.payment_intent_id as "paymentIntentId", p.amount_paid_cents as "amountCents" from booking_payments p
      join payout_transfers t on t.booking_id = p.booking_id and t.status = 'pending'
      where p.paid_at is not null and p.amount_refunded_cents = 0 order by p.booking_id limit 1`,
    "paid booking with a transfer to come",
  );
  const heldHost = await one(
    client<{ accountId: string }[]>`
      select p.stripe_account_id as "accountId" from profiles p where p.stripe_charges_enabled and not p.stripe_payouts_enabled
      order by p.id limit 1`,
    "host waiting for payouts",
  );
  const [failedTransfer] = await client<{ bookingId: string }[]>`select booking_id as "bookingId" from payout_transfers where status = 'failed' order by booking_id limit 1`;
  const [failedRefund] = await client<{ bookingId: string }[]>`select booking_id as "bookingId" from payment_refunds where status = 'failed' order by booking_id limit 1`;
  const sessions = await client<{ bookingId: string; sessionId: string }[]>`
    select booking_id as "bookingId", checkout_session_id as "sessionId" from booking_payments where checkout_closed_at is null`;
  const stripe = standInStripe(new Map(sessions.map((s) => [s.sessionId, s.bookingId])));

  const user = (u: { id: string; email: string }, extra: Partial<Actor & { kind: "user" }> = {}): Actor => ({
    kind: "user", userId: u.id, email: u.email, fullName: null, isOwner: false, roles: [], ...extra,
  });
  const adminActor = user(admin, { roles: ["admin"] });
  const hostActor = user(host, { isOwner: true });
  const paidSession: CheckoutSession = {
    id: open.sessionId, url: null, status: "complete", paymentStatus: "paid", amountTotalCents: open.amountCents, currency: "eur",
    paymentIntentId: "pi_explain_paid", bookingId: open.bookingId,
  };

  const cases: [string, (tx: Db) => Promise<unknown>][] = [
    ["worker: claim due refunds (claimDueCalls)", (tx) => claimDueCalls(tx, paymentRefunds, now)],
    ["worker: claim due transfers (claimDueCalls)", (tx) => claimDueCalls(tx, payoutTransfers, now)],
    ["worker: checkout sweep", (tx) => sweepCheckouts(tx, stripe, { baseUrl: "https://example.ie", now })],
    ["worker: refunds pass", (tx) => makeDueRefunds(tx, stripe, now)],
    ["worker: transfers pass", (tx) => makeDueTransfers(tx, stripe, now)],
    ["webhook: checkout.session.completed", (tx) =>
      applyPaymentEvent(tx, { id: "evt_explain_1", type: "checkout.session.completed", created: now, kind: "checkout", outcome: "completed", session: paidSession }, now)],
    ["webhook: charge.refunded (by payment intent)", (tx) =>
      applyPaymentEvent(tx, { id: "evt_explain_2", type: "charge.refunded", created: now, kind: "refunded", paymentIntentId: paid.paymentIntentId, amountRefundedCents: paid.amountCents }, now)],
    ["webhook: charge.dispute.created (by payment intent)", (tx) =>
      applyPaymentEvent(tx, {
        id: "evt_explain_3", type: "charge.dispute.created", created: now, kind: "dispute", paymentIntentId: paid.paymentIntentId, chargeId: null,
        amountCents: paid.amountCents, reason: "fraudulent",
      }, now)],
    ["webhook: account.updated (payouts enabled)", (tx) =>
      applyPaymentEvent(tx, {
        id: "evt_explain_4", type: "account.updated", created: now, kind: "account",
        account: { id: heldHost.accountId, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true },
      }, now)],
    ["admin Payouts (due)", (tx) => payoutsOverview(tx, adminActor, {}, now, { cardPayments: true })],
    ["admin Payouts (held)", (tx) => payoutsOverview(tx, adminActor, { filter: "held" }, now, { cardPayments: true })],
    ["admin Payouts (failed)", (tx) => payoutsOverview(tx, adminActor, { filter: "failed" }, now, { cardPayments: true })],
    ["admin Payouts (paid)", (tx) => payoutsOverview(tx, adminActor, { filter: "paid" }, now, { cardPayments: true })],
    ["admin Payouts (all, page 50)", (tx) => payoutsOverview(tx, adminActor, { filter: "all", page: "50" }, now, { cardPayments: true })],
    ["admin Payouts (one host, all)", (tx) => payoutsOverview(tx, adminActor, { filter: "all", host: host.id }, now, { cardPayments: true })],
    ["admin Payouts: failed refunds, page 1", (tx) => failedRefunds(tx, { page: 1 })],
    ["admin Payouts: CSV, first batch", async (tx) => {
      for await (const batch of exportPayoutLedger(tx, adminActor, { filter: "all" }, now).batches) return batch;
    }],
    ["admin Payouts: host's payout history", (tx) => hostPayoutHistory(tx, adminActor, host.id)],
    ...(failedTransfer ? [["admin Payouts: Try again (transfer)", (tx: Db) => retryFailedTransfer(tx, adminActor, { bookingId: failedTransfer.bookingId }, now)] as [string, (tx: Db) => Promise<unknown>]] : []),
    ...(failedRefund ? [["admin Payouts: Try again (refund)", (tx: Db) => retryFailedRefund(tx, adminActor, { bookingId: failedRefund.bookingId }, now)] as [string, (tx: Db) => Promise<unknown>]] : []),
    ["host dashboard: Overview", (tx) => ownerOverview(tx, hostActor, host.sauna, now)],
    ["host dashboard: payouts", (tx) => hostPayouts(tx, hostActor, host.sauna, now)],
    ["My Bookings (guest with most card bookings)", (tx) => listMyBookings(tx, user(guest), now)],
  ];

  const counts = await client<{ what: string; n: number }[]>`
    select 'booking_payments' as what, count(*)::int as n from booking_payments
    union all select 'payment_refunds', count(*)::int from payment_refunds
    union all select 'payout_transfers', count(*)::int from payout_transfers
    union all select 'stripe_events', count(*)::int from stripe_events
    union all select 'bookings', count(*)::int from bookings`;
  console.log(`Data set: ${counts.map((c) => `${c.what} ${c.n.toLocaleString("en-IE")}`).join(", ")}.\n`);

  // EXPLAIN_JIT=off: as a server with jit = off would run them (JIT's compile time is in the figures otherwise).
  if (process.env.EXPLAIN_JIT === "off") await client`set jit = off`;
  measured = [];
  for (const [name, run] of cases) await measure(name, run);

  const rows = ["| Case | Query | Rows | Answered by | EXPLAIN ANALYZE (planning + execution) |", "|---|---|---|---|---|"];
  let worst = 0;
  for (const m of measured) {
    worst = Math.max(worst, m.ms);
    const seq = /Seq Scan on (bookings|booking_payments|payout_transfers|payment_refunds|payouts|saunas|profiles|stripe_events)\b/.test(m.plan);
    rows.push(`| ${m.label} | \`${summary(m.query)}\` | ${m.rows} | ${access(m.plan)} | ${m.ms.toFixed(2)} ms${m.ms > 5 ? " **over 5 ms**" : ""}${seq ? " (seq scan)" : ""} |`);
  }
  console.log(rows.join("\n"));
  console.log(`\nSlowest query: ${worst.toFixed(2)} ms (best of ${RUNS}); ${measured.length} statements.`);
  if (process.env.EXPLAIN_PLANS) for (const m of measured) console.log(`\n-- ${m.label}\n${m.query}\n${m.plan}`);
}

try {
  await main();
} finally {
  await client.end();
}
