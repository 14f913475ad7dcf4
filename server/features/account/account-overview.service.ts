// The numbers and panels of My Account's Overview, from the user's own data.
import { count, eq } from "drizzle-orm";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { reviews } from "#server/db/schema/reviews";
import { listMyBookings } from "#server/features/bookings/guest-bookings.service";
import { listFavourites } from "#server/features/favorites/favorites.service";

export async function accountOverview(db: Db, actor: Actor, now = new Date()) {
  const me = requireUser(actor);
  const bookings = await listMyBookings(db, me, now);
  const favourites = await listFavourites(db, me);
  const [written] = await db.select({ n: count() }).from(reviews).where(eq(reviews.userId, me.userId));
  const upcoming = bookings.filter((b) => b.upcoming).reverse(); // soonest first
  return {
    firstName: (me.fullName ?? "").split(" ")[0] || "there",
    counts: { upcoming: upcoming.length, favourites: favourites.length, reviews: Number(written.n) },
    upcoming: upcoming.slice(0, 3),
    favourites: favourites.slice(0, 4),
  };
}
