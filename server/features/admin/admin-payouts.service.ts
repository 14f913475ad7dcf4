// Admin Payouts (docs/product.md §2 Admin area): the commission ledger per booking and per host,
// and paying a host what is due. The rules of what is owed: admin-payouts.ledger.ts. With card
// payments on (decision 012) card bookings' payouts are Stripe transfers: shown as made, held or
// failed, never paid by hand; failed refunds are listed beside them (admin-payouts.card.ts).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { HOSTS_PAGE_SIZE, LEDGER_PAGE_SIZE, type LedgerState, type PayoutFilter, type PayoutQuery } from "#domain/payouts";
import type { ProviderCallStatus } from "#server/db/schema/payments";
import { MarkPaidSchema, PayoutQuerySchema } from "#domain/payouts-schema";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { isRetryable } from "#server/db/errors";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { payoutTransfers } from "#server/db/schema/payments";
import { payouts } from "#server/db/schema/payouts";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { conflict, notFound, parseOrInvalid } from "#server/features/errors";
import { notifyPayoutSent } from "#server/features/mail/owner-notices";
import { recordAdminActivity } from "./activity-log";
import { failedRefunds } from "./admin-payouts.card";
import { earnsPayout, inLedgerState, isDue, isPaidOut, ledgerState, owedBooking } from "./admin-payouts.ledger";

export const NOTHING_DUE = "Nothing is due to this host any more: these payouts have already been marked paid.";

const sumWhere = (column: AnyPgColumn, where: SQL) => sql<string>`coalesce(sum(${column}) filter (where ${where}), 0)`;

/** How a host is named on admin pages: their name, else their business, else their e-mail. */
const hostName = sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${profiles.businessName}), ''), ${users.email})`;

/** Earned by the platform or the host (not refunded, not unconfirmed), or already paid out. */
const counted = sql`(${earnsPayout} or ${isPaidOut})`;

function parseQuery(query: unknown): PayoutQuery {
  const parsed = PayoutQuerySchema.safeParse(query ?? {});
  return parsed.success ? parsed.data : { filter: "due", page: 1, hostPage: 1, refundPage: 1 };
}

/** Which ledger states each figure and filter takes in. */
const UPCOMING: LedgerState[] = ["upcoming", "transferring"];
const ON_HOLD: LedgerState[] = ["on_hold", "held"];

function filterCondition(filter: PayoutFilter, now: Date): SQL | undefined {
  if (filter === "due") return isDue(now);
  if (filter === "paid") return isPaidOut;
  if (filter === "held") return inLedgerState(now, ON_HOLD);
  if (filter === "failed") return inLedgerState(now, ["failed"]);
  return undefined;
}

export type LedgerRow = {
  id: string;
  saunaId: string;
  saunaName: string;
  hostId: string | null;
  hostName: string | null;
  bookingDate: string;
  startTime: string;
  status: string;
  totalAmount: number;
  commissionRate: number;
  platformFee: number;
  hostPayout: number;
  refundAmount: number | null;
  payoutDueAt: Date;
  payoutPaidAt: Date | null;
  payoutId: string | null;
  createdAt: Date;
  state: LedgerState;
  /** A card booking's transfer (null: paid by hand): where it stands, Stripe's id, and the worker's last word (a hold's reason, an error). */
  transferStatus: ProviderCallStatus | null;
  stripeTransferId: string | null;
  transferNote: string | null;
};

function ledgerColumns(now: Date) {
  return {
    id: bookings.id,
    saunaId: saunas.id,
    saunaName: saunas.name,
    hostId: saunas.ownerId,
    hostName: sql<string | null>`case when ${saunas.ownerId} is null then null else ${hostName} end`,
    bookingDate: bookings.bookingDate,
    startTime: bookings.startTime,
    status: bookings.status,
    totalAmount: bookings.totalAmount,
    commissionRate: bookings.commissionRate,
    platformFee: bookings.platformFee,
    hostPayout: bookings.hostPayout,
    refundAmount: bookings.refundAmount,
    payoutDueAt: bookings.payoutDueAt,
    payoutPaidAt: bookings.payoutPaidAt,
    payoutId: bookings.payoutId,
    createdAt: bookings.createdAt,
    state: ledgerState(now),
    transferStatus: payoutTransfers.status,
    stripeTransferId: payoutTransfers.stripeTransferId,
    transferNote: payoutTransfers.lastError,
  };
}

type HostTotals = {
  hostId: string | null;
  total: number;
  commission: number;
  dueNow: number;
  dueCount: number;
  upcoming: number;
  onHold: number;
  onHoldCount: number;
  failed: number;
  failedCount: number;
  paid: number;
  paidCount: number;
  bookingCount: number;
};

/**
 * Every host's figures in ONE pass over the bookings (grouped by the listing's owner; null: no
 * owner): the page's summary, the hosts' table and the ledger's counts all come from it, each
 * figure the sum of the ledger states it shows, so a booking is counted in exactly one.
 */
async function hostTotals(db: Db, now: Date): Promise<HostTotals[]> {
  const inState = (states: LedgerState[]) => inLedgerState(now, states);
  const rows = await db
    .select({
      hostId: saunas.ownerId,
      total: sumWhere(bookings.totalAmount, counted),
      commission: sumWhere(bookings.platformFee, counted),
      dueNow: sumWhere(bookings.hostPayout, inState(["due"])),
      dueCount: sql<number>`count(*) filter (where ${inState(["due"])})`,
      upcoming: sumWhere(bookings.hostPayout, inState(UPCOMING)),
      onHold: sumWhere(bookings.hostPayout, inState(ON_HOLD)),
      onHoldCount: sql<number>`count(*) filter (where ${inState(ON_HOLD)})`,
      failed: sumWhere(bookings.hostPayout, inState(["failed"])),
      failedCount: sql<number>`count(*) filter (where ${inState(["failed"])})`,
      paid: sumWhere(bookings.hostPayout, isPaidOut),
      paidCount: sql<number>`count(*) filter (where ${isPaidOut})`,
      bookingCount: count(),
    })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .leftJoin(payoutTransfers, eq(payoutTransfers.bookingId, bookings.id))
    .groupBy(saunas.ownerId);
  return rows.map((r) => ({
    hostId: r.hostId,
    total: Number(r.total), commission: Number(r.commission), dueNow: Number(r.dueNow), dueCount: Number(r.dueCount),
    upcoming: Number(r.upcoming), onHold: Number(r.onHold), onHoldCount: Number(r.onHoldCount), failed: Number(r.failed), failedCount: Number(r.failedCount),
    paid: Number(r.paid), paidCount: Number(r.paidCount), bookingCount: Number(r.bookingCount),
  }));
}

/** How many bookings a filter lists, from a host's figures. */
function countFor(filter: PayoutFilter, h: HostTotals): number {
  return { due: h.dueCount, paid: h.paidCount, held: h.onHoldCount, failed: h.failedCount, all: h.bookingCount }[filter];
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The Payouts page: the figures, the hosts (per host) and a page of the ledger (per booking).
 * `cardPayments`: card payments are on here, so the page also shows transfers that are held or
 * failed and the refunds Stripe would not make.
 */
export async function payoutsOverview(db: Db, actor: Actor, query: unknown, now = new Date(), { cardPayments = false }: { cardPayments?: boolean } = {}) {
  requireAdmin(actor);
  const q = parseQuery(query);
  const ledgerWhere = and(filterCondition(q.filter, now), q.host ? eq(saunas.ownerId, q.host) : undefined);
  const ledgerOrder = q.filter === "paid"
    ? [desc(bookings.payoutPaidAt), desc(bookings.startsAt), asc(bookings.id)]
    : q.filter === "all"
      ? [desc(bookings.startsAt), asc(bookings.id)]
      : [asc(bookings.payoutDueAt), asc(bookings.id)];

  const [totals, ledgerRows, refunds] = await Promise.all([
    hostTotals(db, now),
    ledgerQuery(db, now)
      .where(ledgerWhere)
      .orderBy(...ledgerOrder)
      .limit(LEDGER_PAGE_SIZE)
      .offset((q.page - 1) * LEDGER_PAGE_SIZE),
    cardPayments ? failedRefunds(db, { host: q.host, page: q.refundPage }) : null,
  ]);

  // The figures: everyone's, or the chosen host's.
  const scope = q.host ? totals.filter((h) => h.hostId === q.host) : totals;
  const add = (pick: (h: HostTotals) => number) => cents(scope.reduce((sum, h) => sum + pick(h), 0));
  const summary = {
    dueNow: add((h) => h.dueNow), upcoming: add((h) => h.upcoming), onHold: add((h) => h.onHold), failed: add((h) => h.failed),
    paid: add((h) => h.paid), commission: add((h) => h.commission),
  };
  const ledgerTotal = scope.reduce((n, h) => n + countFor(q.filter, h), 0);

  // The hosts' table: the filter's hosts, most owed first.
  const listed = totals
    .filter((h): h is HostTotals & { hostId: string } => h.hostId !== null)
    .filter((h) => q.filter === "all" || countFor(q.filter, h) > 0)
    .sort((a, b) => b.dueNow - a.dueNow || b.paid - a.paid || a.hostId.localeCompare(b.hostId));
  const page = listed.slice((q.hostPage - 1) * HOSTS_PAGE_SIZE, q.hostPage * HOSTS_PAGE_SIZE);
  const wanted = [...new Set([...page.map((h) => h.hostId), ...(q.host ? [q.host] : [])])];
  const names = wanted.length === 0
    ? []
    : await db.select({ id: profiles.id, name: hostName, email: users.email }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(inArray(profiles.id, wanted));
  const nameOf = new Map(names.map((n) => [n.id, n]));

  return {
    query: q,
    cardPayments,
    /** The moment the figures were taken: 'Mark paid' pays what was due then, as shown. */
    asOf: now.toISOString(),
    host: q.host && nameOf.has(q.host) ? { id: q.host, name: nameOf.get(q.host)!.name } : null,
    summary,
    hosts: {
      // name null: the host deleted their account (the page says so in its language).
      rows: page.map((h) => ({ ...h, name: nameOf.get(h.hostId)?.name ?? null, email: nameOf.get(h.hostId)?.email ?? null })),
      total: listed.length,
      pages: Math.max(1, Math.ceil(listed.length / HOSTS_PAGE_SIZE)),
    },
    ledger: {
      rows: ledgerRows as LedgerRow[],
      total: ledgerTotal,
      pages: Math.max(1, Math.ceil(ledgerTotal / LEDGER_PAGE_SIZE)),
    },
    /** Refunds Stripe would not make (card payments on only). */
    failedRefunds: refunds,
  };
}

/** The ledger's rows, joined to what their states need: the listing, its host, and a card booking's transfer. */
function ledgerQuery(db: Db, now: Date) {
  return db
    .select(ledgerColumns(now))
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .leftJoin(profiles, eq(profiles.id, saunas.ownerId))
    .leftJoin(users, eq(users.id, saunas.ownerId))
    .leftJoin(payoutTransfers, eq(payoutTransfers.bookingId, bookings.id))
    .$dynamic();
}

/** What the Payouts page shows: its components take their props from here. */
export type PayoutsOverview = Awaited<ReturnType<typeof payoutsOverview>>;

const EXPORT_BATCH = 2_000;

/**
 * The whole ledger for the filter (and host), in the order the bookings were made, in batches
 * along the created_at index: the CSV export streams it without holding 200,000 rows in memory.
 * The permission check runs at once.
 */
export function exportPayoutLedger(db: Db, actor: Actor, query: unknown, now = new Date()): { query: PayoutQuery; batches: AsyncIterable<LedgerRow[]> } {
  requireAdmin(actor);
  const q = parseQuery(query);
  const where = and(filterCondition(q.filter, now), q.host ? eq(saunas.ownerId, q.host) : undefined);
  async function* batches() {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const rows: LedgerRow[] = await ledgerQuery(db, now)
        .where(and(where, after ? sql`(${bookings.createdAt}, ${bookings.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined))
        .orderBy(asc(bookings.createdAt), asc(bookings.id))
        .limit(EXPORT_BATCH);
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  return { query: q, batches: batches() };
}

export type PaidOut = { payoutId: string; hostName: string; amount: number; bookingCount: number };

/**
 * Pays a host everything due to them (as of `asOf`, what the admin saw): ONE payouts row, and
 * its id and date on exactly those bookings, in one transaction. The UPDATE only takes bookings
 * not yet paid, so a second click or a second admin at the same moment finds nothing left and is
 * refused; the amount is summed from the rows this payout actually took. The host is told
 *, unless they turned 'Payout notifications' off.
 */
export async function markHostPayoutPaid(db: Db, actor: Actor, input: unknown, now = new Date()): Promise<PaidOut> {
  const admin = requireAdmin(actor);
  const { hostId, asOf, note } = parseOrInvalid(MarkPaidSchema, input);
  const cutoff = asOf && new Date(asOf) < now ? new Date(asOf) : now;
  const [host] = await db.select({ name: hostName }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(eq(profiles.id, hostId));
  if (!host) throw notFound("This host no longer exists.");

  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [payout] = await tx
          .insert(payouts)
          .values({ hostId, amount: 0, bookingCount: 1, paidAt: now, paidBy: admin.userId, note: note || null })
          .returning({ id: payouts.id });
        const verifiedListings = tx.select({ id: saunas.id }).from(saunas).where(and(eq(saunas.ownerId, hostId), eq(saunas.ownerVerified, true)));
        const taken = await tx
          .update(bookings)
          .set({ payoutId: payout.id, payoutPaidAt: now })
          .where(and(owedBooking(cutoff), inArray(bookings.saunaId, verifiedListings)))
          .returning({ id: bookings.id });
        // Nothing left: someone paid these a moment ago. Throwing rolls the payout row back.
        if (taken.length === 0) throw conflict(NOTHING_DUE);
        const [paid] = await tx
          .update(payouts)
          .set({
            amount: sql`(select coalesce(sum(${bookings.hostPayout}), 0) from ${bookings} where ${bookings.payoutId} = ${payout.id})`,
            bookingCount: taken.length,
          })
          .where(eq(payouts.id, payout.id))
          .returning({ amount: payouts.amount, bookingCount: payouts.bookingCount });
        const amount = Number(paid.amount);
        await recordAdminActivity(tx, admin, {
          key: "activity.payout.marked",
          values: { amount, host: host.name, count: taken.length },
          entityType: "payout",
          entityId: payout.id,
          details: { hostId, amount, bookingCount: taken.length, bookingIds: taken.map((b) => b.id), note: note || null },
        });
        // The host hears in the same transaction: a payout rolled back sends nothing.
        await notifyPayoutSent(tx, hostId, { payoutId: payout.id, amount, bookingCount: taken.length, note: note || null });
        return { payoutId: payout.id, hostName: host.name, amount, bookingCount: taken.length };
      });
    } catch (error) {
      if (isRetryable(error) && attempt < 3) continue;
      throw error;
    }
  }
}

/** The payouts made to a host, newest first (who paid, how much, for how many bookings). */
export async function hostPayoutHistory(db: Db, actor: Actor, hostId: string, limit = 10) {
  requireAdmin(actor);
  return db
    .select({
      id: payouts.id,
      amount: payouts.amount,
      bookingCount: payouts.bookingCount,
      paidAt: payouts.paidAt,
      note: payouts.note,
      paidBy: sql<string | null>`(select coalesce(nullif(trim(p.full_name), ''), u.email) from profiles p join "user" u on u.id = p.id where p.id = ${payouts.paidBy})`,
    })
    .from(payouts)
    .where(eq(payouts.hostId, hostId))
    .orderBy(desc(payouts.paidAt))
    .limit(limit);
}
