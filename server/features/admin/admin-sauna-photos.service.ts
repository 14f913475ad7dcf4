// Edit Sauna's photos: an administrator adds, removes and reorders any listing's
// photos through the same changes as the host's Sauna Settings (host-settings-photos.service.ts:
// one upload pipeline, one twelve-photo limit, the same stale-order guard), each logged.
import { eq } from "drizzle-orm";
import { SAUNA_NOT_FOUND } from "#domain/constants";
import type { Actor, SignedInUser } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { saunas } from "#server/db/schema/saunas";
import { notFound } from "#server/features/errors";
import { addPhoto, removePhoto, reorderPhotos, type SaunaWithPhotos } from "#server/features/hosts/host-settings-photos.service";
import type { PhotoStorage } from "#server/integrations/storage/photo-storage";
import { type ActivityKey, recordAdminActivity } from "./activity-log";
import { isUuid } from "#domain/uuid";

type Sauna = SaunaWithPhotos & { name: string };

/** Any sauna, whoever owns it (or nobody); an unknown or malformed id is "not found". */
async function saunaOf(db: Db, saunaId: unknown): Promise<Sauna> {
  if (!isUuid(saunaId)) throw notFound(SAUNA_NOT_FOUND);
  const [sauna] = await db
    .select({ id: saunas.id, name: saunas.name, images: saunas.images, ownerId: saunas.ownerId })
    .from(saunas)
    .where(eq(saunas.id, saunaId as string));
  if (!sauna) throw notFound(SAUNA_NOT_FOUND);
  return sauna;
}

function logged(admin: SignedInUser, sauna: Sauna, key: ActivityKey) {
  return (tx: Db) => recordAdminActivity(tx, admin, { key, values: { sauna: sauna.name }, entityType: "sauna", entityId: sauna.id });
}

/** A new photo after the others; it counts as the owner's upload, so the host can remove it too. */
export async function adminAddSaunaPhoto(db: Db, actor: Actor, storage: PhotoStorage, saunaId: unknown, bytes: Uint8Array): Promise<string> {
  const admin = requireAdmin(actor);
  const sauna = await saunaOf(db, saunaId);
  return addPhoto(db, storage, sauna, bytes, logged(admin, sauna, "activity.sauna.photoAdded"));
}

export async function adminRemoveSaunaPhoto(db: Db, actor: Actor, storage: PhotoStorage, saunaId: unknown, input: unknown): Promise<string[]> {
  const admin = requireAdmin(actor);
  const sauna = await saunaOf(db, saunaId);
  return removePhoto(db, storage, sauna, input, logged(admin, sauna, "activity.sauna.photoRemoved"));
}

export async function adminReorderSaunaPhotos(db: Db, actor: Actor, saunaId: unknown, input: unknown): Promise<string[]> {
  const admin = requireAdmin(actor);
  const sauna = await saunaOf(db, saunaId);
  return reorderPhotos(db, sauna, input, logged(admin, sauna, "activity.sauna.photosReordered"));
}
