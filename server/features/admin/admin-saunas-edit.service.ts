// Edit Sauna (spec §2, §7 'update saunas with the edited fields'): an administrator corrects any
// listing's details. Checked here with the shared schema, whoever posts the form.
import { eq } from "drizzle-orm";
import { AdminSaunaEditSchema, type SaunaFields } from "#domain/admin-sauna-edit";
import { SAUNA_NOT_FOUND } from "#domain/constants";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { isCapacityBelowBooked } from "#server/db/errors";
import { saunas } from "#server/db/schema/saunas";
import { invalid, notFound } from "#server/features/errors";
import { recordAdminActivity } from "./activity-log";
import { parseSaunaInput } from "./admin-saunas.service";

const CAPACITY_BELOW_BOOKED = "Sessions to come already have more guests booked than that. Keep the capacity at least as high as the largest booking.";

/** The listing's columns from the dialog's fields: what Edit Sauna saves and 'Add Sauna' starts with. */
export function saunaColumnsOf(fields: SaunaFields) {
  return {
    ...fields,
    latitude: fields.latitude ?? null,
    longitude: fields.longitude ?? null,
    // Cards and bookings use the private session price; the headline price is the same number.
    pricePrivate: fields.pricePerSession,
  };
}

export async function updateSauna(db: Db, actor: Actor, input: unknown) {
  const admin = requireAdmin(actor);
  const edit = parseSaunaInput(AdminSaunaEditSchema, input);
  const { saunaId, ...fields } = edit;
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(saunas)
        .set({ ...saunaColumnsOf(fields), updatedAt: new Date() })
        .where(eq(saunas.id, saunaId))
        .returning({ id: saunas.id, name: saunas.name });
      if (!updated) throw notFound(SAUNA_NOT_FOUND);
      await recordAdminActivity(tx, admin, { action: `Edited ${updated.name}`, entityType: "sauna", entityId: updated.id });
      return updated;
    });
  } catch (error) {
    // The capacity trigger (migration 0008): fewer places than guests already booked for a session to come.
    if (isCapacityBelowBooked(error)) throw invalid(CAPACITY_BELOW_BOOKED, { capacity: CAPACITY_BELOW_BOOKED });
    throw error;
  }
}
