// 'Tell me when booking opens' (decision 012): with card payments on, a listing can be public
// before its host has finished Stripe's onboarding, and nothing can be booked there until Stripe
// enables charges for the host. A signed-in member may ask to be e-mailed when that happens; the
// mail is queued in the transaction that records the host's new state (the webhook's
// account.updated, or the host's return from Stripe), once per request.
import { and, count, eq, isNull } from "drizzle-orm";
import { takesBookings } from "#domain/booking-payment";
import { SaunaIdSchema } from "#domain/booking-request";
import { SAUNA_NOT_FOUND } from "#domain/constants";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { bookingOpenAlerts } from "#server/db/schema/booking-open-alerts";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { conflict, notFound } from "#server/features/errors";
import { runnableSauna } from "#server/features/hosts/owned-saunas";
import { bookingOpenMessage } from "#server/features/mail/messages/booking-open";
import { serviceRecipient } from "#server/features/mail/recipients";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";
import { isPublicSauna } from "./sauna-card";

export const SIGN_IN_TO_BE_TOLD = "Please sign in to be told when booking opens";
export const BOOKING_ALREADY_OPEN = "Booking is already open at this sauna: choose a session above.";

/**
 * The member asks to be told when the sauna can be booked. Only while it can't (card payments on,
 * its host not yet able to take charges); asking twice keeps the one request.
 */
export async function askToBeToldWhenBookingOpens(db: Db, actor: Actor, cardPaymentsOn: boolean, saunaId: unknown): Promise<{ saunaId: string }> {
  const member = requireUser(actor, SIGN_IN_TO_BE_TOLD);
  const id = SaunaIdSchema.safeParse(saunaId);
  if (!id.success) throw notFound(SAUNA_NOT_FOUND);
  const [sauna] = await db
    .select({ id: saunas.id, hostTakesCards: profiles.stripeChargesEnabled })
    .from(saunas)
    .leftJoin(profiles, eq(profiles.id, saunas.ownerId))
    .where(and(eq(saunas.id, id.data), isPublicSauna));
  if (!sauna) throw notFound(SAUNA_NOT_FOUND);
  if (!cardPaymentsOn || sauna.hostTakesCards) throw conflict(BOOKING_ALREADY_OPEN);
  await db.insert(bookingOpenAlerts).values({ userId: member.userId, saunaId: sauna.id }).onConflictDoNothing();
  return { saunaId: sauna.id };
}

/** Whether the member has asked about this sauna and not yet been told (for the sauna page). */
export async function waitingToBeTold(db: Db, actor: Actor, saunaId: string): Promise<boolean> {
  if (actor.kind !== "user") return false;
  const [row] = await db
    .select({ id: bookingOpenAlerts.id })
    .from(bookingOpenAlerts)
    .where(and(eq(bookingOpenAlerts.userId, actor.userId), eq(bookingOpenAlerts.saunaId, saunaId), isNull(bookingOpenAlerts.notifiedAt)));
  return Boolean(row);
}

/**
 * For the sauna's host (the owner dashboard): whether guests can book it online now, payments-wise
 * (takesBookings), and how many members are waiting to be told when they can.
 */
export async function bookingsOpenForHost(db: Db, actor: Actor, cardPaymentsOn: boolean, saunaId: unknown): Promise<{ takesBookings: boolean; waiting: number }> {
  const sauna = await runnableSauna(db, actor, saunaId);
  if (!cardPaymentsOn) return { takesBookings: true, waiting: 0 };
  const [[host], [waiting]] = await Promise.all([
    db.select({ takesCards: profiles.stripeChargesEnabled }).from(profiles).where(eq(profiles.id, sauna.ownerId!)),
    db.select({ n: count() }).from(bookingOpenAlerts).where(and(eq(bookingOpenAlerts.saunaId, sauna.id), isNull(bookingOpenAlerts.notifiedAt))),
  ]);
  return { takesBookings: takesBookings(cardPaymentsOn, host?.takesCards ?? false), waiting: Number(waiting?.n ?? 0) };
}

/**
 * The host's account can take charges now: everyone waiting on one of their public saunas is
 * e-mailed, and their request marked done, in the caller's transaction. Safe to call again (a
 * redelivered or repeated account.updated finds nobody left waiting).
 */
export async function tellWhenBookingOpened(tx: Db, hostId: string, now: Date): Promise<number> {
  const waiting = await tx
    .select({ alertId: bookingOpenAlerts.id, userId: bookingOpenAlerts.userId, saunaId: saunas.id, saunaName: saunas.name })
    .from(bookingOpenAlerts)
    .innerJoin(saunas, eq(saunas.id, bookingOpenAlerts.saunaId))
    .where(and(eq(saunas.ownerId, hostId), isPublicSauna, isNull(bookingOpenAlerts.notifiedAt)))
    .for("update", { of: bookingOpenAlerts, skipLocked: true });
  for (const w of waiting) {
    const member = await serviceRecipient(tx, w.userId);
    if (member) await enqueueMail(tx, bookingOpenMessage(member, w));
    await tx.update(bookingOpenAlerts).set({ notifiedAt: now }).where(eq(bookingOpenAlerts.id, w.alertId));
  }
  return waiting.length;
}
