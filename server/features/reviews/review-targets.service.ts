// Which saunas the review flow offers: one by id, or (without an id) the saunas the guest
// has booked, so they can pick the one they visited. Each says whether the guest has already
// reviewed it: one review per guest and sauna, so the flow sends them to edit it instead of
// letting them fill in four steps only to be refused at the end.
import { and, desc, eq, lte } from "drizzle-orm";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { confirmedBooking } from "#server/features/bookings/booking-status-sql";
import { notFound } from "#server/features/errors";
import { isPublicSauna } from "#server/features/saunas/sauna-card";
import { hasOwnReview, ownReviewOfSauna } from "./own-review";
import { isUuid } from "#domain/uuid";

const columns = { id: saunas.id, name: saunas.name, county: saunas.county, location: saunas.location, images: saunas.images };


export async function reviewTarget(db: Db, actor: Actor, saunaId: string) {
  const me = requireUser(actor);
  if (!isUuid(saunaId)) throw notFound("Could not load sauna details");
  const [sauna] = await db
    .select({ ...columns, reviewed: hasOwnReview, ownerId: saunas.ownerId })
    .from(saunas)
    .leftJoin(reviews, ownReviewOfSauna(me.userId))
    .where(and(eq(saunas.id, saunaId), isPublicSauna));
  if (!sauna) throw notFound("Could not load sauna details");
  const { ownerId, ...rest } = sauna;
  // A host can't review their own sauna (guest-reviews.service), so the flow says so at once.
  return { ...rest, image: sauna.images[0] ?? null, ownSauna: ownerId === me.userId };
}

/**
 * Public saunas the guest has visited (a confirmed or completed booking whose session has begun),
 * most recent visit first: the flow asks "Which sauna did you visit?", so an upcoming booking is
 * not a visit yet.
 */
export async function bookedSaunas(db: Db, actor: Actor, now = new Date()) {
  const me = requireUser(actor);
  const rows = await db
    .selectDistinctOn([saunas.id], { ...columns, reviewed: hasOwnReview, lastVisit: bookings.startsAt })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .leftJoin(reviews, ownReviewOfSauna(me.userId))
    .where(and(eq(bookings.userId, me.userId), confirmedBooking, lte(bookings.startsAt, now), isPublicSauna))
    .orderBy(saunas.id, desc(bookings.startsAt));
  return rows.sort((a, b) => b.lastVisit.getTime() - a.lastVisit.getTime()).map((s) => ({ ...s, image: s.images[0] ?? null }));
}
