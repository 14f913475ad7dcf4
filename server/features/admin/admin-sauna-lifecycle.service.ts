// Adding a sauna by hand and deleting one (admin Saunas). Adding takes the Edit Sauna fields
// (one schema, one mapping to columns: admin-saunas-edit.service.ts) and starts the listing as
// active and published, or pending, as the admin chooses; it has no owner until someone claims it.
// Deleting is for a listing nobody has booked: bookings are records (the ledger, payouts, the
// guests' history), so a sauna with any, past or future, is refused, by the database's foreign
// key (bookings.sauna_id, ON DELETE RESTRICT) as much as by this service.
import { eq, inArray } from "drizzle-orm";
import { AdminSaunaAddSchema, SAUNA_HAS_BOOKINGS, SaunaDeleteSchema } from "#domain/admin-sauna-lifecycle";
import { SAUNA_NOT_FOUND } from "#domain/constants";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { isForeignKeyViolation } from "#server/db/errors";
import { photoUploads } from "#server/db/schema/photo-uploads";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { conflict, notFound, parseOrInvalid } from "#server/features/errors";
import type { PhotoStorage } from "#server/integrations/storage/photo-storage";
import { recordAdminActivity } from "./activity-log";
import { saunaColumnsOf } from "./admin-saunas-edit.service";
import { parseSaunaInput } from "./admin-saunas.service";

export async function addSauna(db: Db, actor: Actor, input: unknown) {
  const admin = requireAdmin(actor);
  const { status, ...fields } = parseOrInvalid(AdminSaunaAddSchema, input);
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(saunas)
      .values({ ...saunaColumnsOf(fields), status, isPublished: status === "active" })
      .returning({ id: saunas.id, name: saunas.name, status: saunas.status });
    await recordAdminActivity(tx, admin, { key: "activity.sauna.added", values: { sauna: added.name }, entityType: "sauna", entityId: added.id, details: { status } });
    return added;
  });
}

/**
 * Deletes a sauna that has never been booked, with what belongs only to it (reviews, favourites,
 * conversations, claims, calendar rows: their foreign keys cascade) and, once that is committed,
 * its listing and review photos.
 */
export async function deleteSauna(db: Db, actor: Actor, storage: PhotoStorage, input: unknown) {
  const admin = requireAdmin(actor);
  const { saunaId } = parseSaunaInput(SaunaDeleteSchema, input);
  const [sauna] = await db.select({ name: saunas.name }).from(saunas).where(eq(saunas.id, saunaId));
  if (!sauna) throw notFound(SAUNA_NOT_FOUND);
  let photos: string[];
  try {
    photos = await db.transaction(async (tx) => {
      const reviewPhotos = await tx.select({ images: reviews.images }).from(reviews).where(eq(reviews.saunaId, saunaId));
      const [deleted] = await tx.delete(saunas).where(eq(saunas.id, saunaId)).returning({ id: saunas.id, name: saunas.name, images: saunas.images });
      if (!deleted) throw notFound(SAUNA_NOT_FOUND);
      // Its uploads' records go with the photos (the rows would otherwise point at files that are gone).
      if (deleted.images.length) await tx.delete(photoUploads).where(inArray(photoUploads.url, deleted.images));
      await recordAdminActivity(tx, admin, { key: "activity.sauna.deleted", values: { sauna: deleted.name }, entityType: "sauna", entityId: deleted.id });
      return [...deleted.images, ...reviewPhotos.flatMap((r) => r.images)];
    });
  } catch (error) {
    if (isForeignKeyViolation(error, "bookings_sauna_id_saunas_id_fk")) throw conflict(SAUNA_HAS_BOOKINGS(sauna.name));
    throw error;
  }
  // The sauna is gone whatever happens to its files: a file that can't be removed now is only a
  // leftover, not a reason to answer the admin with an error. Demo and stock images aren't ours:
  // storage.remove leaves them alone.
  await Promise.allSettled(photos.map((url) => storage.remove(url)));
  return { id: saunaId, name: sauna.name };
}
