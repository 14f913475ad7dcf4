// Which saunas the review flow offers: one by id, or (without an id) the saunas the guest
// has booked, so they can pick the one they visited.
import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "../../auth/actor";
import { requireUser } from "../../auth/permissions";
import type { Db } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { saunas } from "../../db/schema/saunas";
import { notFound } from "../errors";
import { isPublicSauna } from "../saunas/sauna-card";

const columns = { id: saunas.id, name: saunas.name, county: saunas.county, location: saunas.location, images: saunas.images };

export async function reviewTarget(db: Db, saunaId: string) {
  if (!z.string().uuid().safeParse(saunaId).success) throw notFound("Could not load sauna details");
  const [sauna] = await db.select(columns).from(saunas).where(and(eq(saunas.id, saunaId), isPublicSauna));
  if (!sauna) throw notFound("Could not load sauna details");
  return { ...sauna, image: sauna.images[0] ?? null };
}

/** Public saunas the guest has a confirmed or completed booking at, most recent first. */
export async function bookedSaunas(db: Db, actor: Actor) {
  const me = requireUser(actor);
  const rows = await db
    .selectDistinctOn([saunas.id], { ...columns, lastVisit: bookings.startsAt })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .where(and(eq(bookings.userId, me.userId), inArray(bookings.status, ["confirmed", "completed"]), isPublicSauna))
    .orderBy(saunas.id, desc(bookings.startsAt));
  return rows.sort((a, b) => b.lastVisit.getTime() - a.lastVisit.getTime()).map((s) => ({ ...s, image: s.images[0] ?? null }));
}
