// Admin Owners (docs/product.md §2 'Owners Management', §7 'profiles where is_owner is true with a count of
// saunas, newest first'): the list with search and keyset pages, the claims waiting for a
// decision, and one owner's details — their saunas, what they told us when claiming, and where
// their payouts stand.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type AdminListQuery, RecordId } from "#domain/admin-people-schemas";
import { stripeConnected } from "#domain/host-payments";
import { ownerVerification } from "#domain/owner-verification";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { user } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { profiles } from "#server/db/schema/profiles";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunas } from "#server/db/schema/saunas";
import { cancelledBooking } from "#server/features/bookings/booking-status-sql";
import { notFound } from "#server/features/errors";
import { pendingClaims } from "./admin-claims.service";
import { cursorColumn } from "./keyset-page";
import { peoplePage, profileKeys } from "./people-page";
import { profileName } from "./profile-name";

export const OWNER_NOT_FOUND = "Owner not found";

/** `cardPayments`: card payments are configured, so an owner's Stripe column says what Stripe says (decision 012). */
type OwnerListOptions = { cardPayments?: boolean };

export async function listOwners(db: Db, actor: Actor, input: AdminListQuery | Record<string, unknown> = {}, { cardPayments = false }: OwnerListOptions = {}) {
  requireAdmin(actor);
  const { query, page, search } = peoplePage(input, (pattern) => sql`p.is_owner and (p.full_name ilike ${pattern} or p.business_name ilike ${pattern})`);
  const [rows, waiting] = await Promise.all([
    db
      .select({
        id: profiles.id,
        name: profiles.fullName,
        email: user.email,
        // Correlated counts in the select list run for the page's rows only, after the LIMIT.
        saunaCount: sql<number>`(select count(*)::int from ${saunas} where ${saunas.ownerId} = ${profiles.id})`,
        pendingClaims: sql<number>`(select count(*)::int from ${saunaClaims} where ${saunaClaims.userId} = ${profiles.id} and ${saunaClaims.status} = 'pending')`,
        isVerified: profiles.isVerified,
        verificationRefusal: profiles.verificationRefusal,
        paymentsConnected: profiles.paymentsConnected,
        chargesEnabled: profiles.stripeChargesEnabled,
        createdAt: profiles.createdAt,
        cursor: cursorColumn(profileKeys),
      })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(and(eq(profiles.isOwner, true), search, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
    pendingClaims(db, actor),
  ]);
  const listed = page.finish(rows);
  return {
    ...listed,
    rows: listed.rows.map((r) => ({ ...r, verification: ownerVerification(r), stripeConnected: stripeConnected(cardPayments, r) })),
    query,
    pendingClaims: waiting,
  };
}
export type AdminOwnerRow = Awaited<ReturnType<typeof listOwners>>["rows"][number];

/** Amount and number of bookings in one payout state. */
export type PayoutFigure = { amount: number; bookings: number };
export type PayoutState = { paid: PayoutFigure; due: PayoutFigure; notYetDue: PayoutFigure };

/**
 * Where the host's share of each booking stands: paid once an admin has paid it; due once its
 * due date (24 hours after the session) has passed; not yet due before that. A cancelled
 * booking owes the host nothing unless it was already paid.
 */
function payoutStateColumns(now: Date) {
  const owed = sql`${bookings.payoutPaidAt} is null and not ${cancelledBooking}`;
  const at = now.toISOString();
  return {
    paidAmount: sql<string>`coalesce(sum(${bookings.hostPayout}) filter (where ${bookings.payoutPaidAt} is not null), 0)`,
    paidCount: sql<number>`(count(*) filter (where ${bookings.payoutPaidAt} is not null))::int`,
    dueAmount: sql<string>`coalesce(sum(${bookings.hostPayout}) filter (where ${owed} and ${bookings.payoutDueAt} <= ${at}::timestamptz), 0)`,
    dueCount: sql<number>`(count(*) filter (where ${owed} and ${bookings.payoutDueAt} <= ${at}::timestamptz))::int`,
    laterAmount: sql<string>`coalesce(sum(${bookings.hostPayout}) filter (where ${owed} and ${bookings.payoutDueAt} > ${at}::timestamptz), 0)`,
    laterCount: sql<number>`(count(*) filter (where ${owed} and ${bookings.payoutDueAt} > ${at}::timestamptz))::int`,
  };
}

type PayoutSums = { paidAmount: string; paidCount: number; dueAmount: string; dueCount: number; laterAmount: string; laterCount: number };
function toPayoutState(s: PayoutSums | undefined): PayoutState {
  return {
    paid: { amount: Number(s?.paidAmount ?? 0), bookings: Number(s?.paidCount ?? 0) },
    due: { amount: Number(s?.dueAmount ?? 0), bookings: Number(s?.dueCount ?? 0) },
    notYetDue: { amount: Number(s?.laterAmount ?? 0), bookings: Number(s?.laterCount ?? 0) },
  };
}

export async function ownerDetail(db: Db, actor: Actor, ownerId: unknown, now = new Date(), { cardPayments = false }: OwnerListOptions = {}) {
  requireAdmin(actor);
  if (!RecordId.safeParse(ownerId).success) throw notFound(OWNER_NOT_FOUND);
  const id = ownerId as string;
  const [owner] = await db
    .select({
      id: profiles.id,
      name: profiles.fullName,
      email: user.email,
      phone: profiles.phone,
      businessName: profiles.businessName,
      vatNumber: profiles.vatNumber,
      isOwner: profiles.isOwner,
      isVerified: profiles.isVerified,
      verificationRefusal: profiles.verificationRefusal,
      verificationDecidedAt: profiles.verificationDecidedAt,
      verificationDecidedBy: profileName(profiles.verificationDecidedBy),
      paymentsConnected: profiles.paymentsConnected,
      chargesEnabled: profiles.stripeChargesEnabled,
      suspendedAt: profiles.suspendedAt,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, id));
  if (!owner) throw notFound(OWNER_NOT_FOUND);

  const decider = profileName(saunaClaims.decidedBy);
  const [owned, claims] = await Promise.all([
    db
      .select({
        id: saunas.id,
        name: saunas.name,
        county: saunas.county,
        status: saunas.status,
        isPublished: saunas.isPublished,
        ownerVerified: saunas.ownerVerified,
      })
      .from(saunas)
      .where(eq(saunas.ownerId, id))
      .orderBy(saunas.name),
    db
      .select({
        id: saunaClaims.id,
        saunaId: saunaClaims.saunaId,
        saunaName: saunas.name,
        status: saunaClaims.status,
        businessName: saunaClaims.businessName,
        phone: saunaClaims.phone,
        website: saunaClaims.website,
        createdAt: saunaClaims.createdAt,
        decidedAt: saunaClaims.decidedAt,
        decidedBy: decider,
        reason: saunaClaims.reason,
      })
      .from(saunaClaims)
      .innerJoin(saunas, eq(saunas.id, saunaClaims.saunaId))
      .where(eq(saunaClaims.userId, id))
      .orderBy(desc(saunaClaims.createdAt)),
  ]);
  if (!owner.isOwner && owned.length === 0 && claims.length === 0) throw notFound(OWNER_NOT_FOUND);

  const saunaIds = owned.map((s) => s.id);
  const perSauna = saunaIds.length
    ? await db
        .select({ saunaId: bookings.saunaId, ...payoutStateColumns(now) })
        .from(bookings)
        .where(inArray(bookings.saunaId, saunaIds))
        .groupBy(bookings.saunaId)
    : [];
  const bySauna = new Map(perSauna.map((p) => [p.saunaId, toPayoutState(p)]));
  const saunasWithPayouts = owned.map((s) => ({ ...s, payouts: bySauna.get(s.id) ?? toPayoutState(undefined) }));
  // The host is paid only for listings they may run: a claim waiting for verification holds its payouts.
  const payable = saunasWithPayouts.filter((s) => s.ownerVerified);
  const sum = (pick: (p: PayoutState) => PayoutFigure): PayoutFigure => ({
    amount: Math.round(payable.reduce((t, s) => t + pick(s.payouts).amount, 0) * 100) / 100,
    bookings: payable.reduce((t, s) => t + pick(s.payouts).bookings, 0),
  });
  return {
    owner: { ...owner, verification: ownerVerification(owner), stripeConnected: stripeConnected(cardPayments, owner) },
    saunas: saunasWithPayouts,
    claims,
    payouts: { paid: sum((p) => p.paid), due: sum((p) => p.due), notYetDue: sum((p) => p.notYetDue) } satisfies PayoutState,
    heldForVerification: saunasWithPayouts.some((s) => !s.ownerVerified),
  };
}
export type AdminOwnerDetail = Awaited<ReturnType<typeof ownerDetail>>;
