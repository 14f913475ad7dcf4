// Edit Sauna (docs/product.md §2, §7 'update saunas with the edited fields'): an administrator corrects any
// listing's details, every session price and its weekly availability. Checked here with the
// shared schema, whoever posts the form: prices under the hosts' own rules, new hours under the
// rules of the host's Sauna Settings (sessions already booked are never left behind unawares).
import { eq } from "drizzle-orm";
import { AdminSaunaEditSchema, type AdminSaunaFields } from "#domain/admin-sauna-edit";
import { sameWeek, scheduleToEdit } from "#domain/availability";
import { SAUNA_NOT_FOUND } from "#domain/constants";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { isCapacityBelowBooked } from "#server/db/errors";
import { saunas } from "#server/db/schema/saunas";
import { invalid, notFound, ServiceError } from "#server/features/errors";
import { bookedSessionsKept } from "#server/features/hosts/host-settings.service";
import { recordAdminActivity } from "./activity-log";
import { parseSaunaInput } from "./admin-saunas.service";

const CAPACITY_BELOW_BOOKED = "Sessions to come already have more guests booked than that. Keep the capacity at least as high as the largest booking.";

/** The listing's columns from the dialog's fields: what Edit Sauna saves and 'Add Sauna' starts with. */
export function saunaColumnsOf({ privateSession, sharedSession, groupSession, ...fields }: AdminSaunaFields) {
  return {
    ...fields,
    latitude: fields.latitude ?? null,
    longitude: fields.longitude ?? null,
    // Cards show the private session's price as the price per session.
    pricePerSession: privateSession,
    pricePrivate: privateSession,
    priceShared: sharedSession ?? null,
    priceGroup: groupSession ?? null,
  };
}

export async function updateSauna(db: Db, actor: Actor, input: unknown, now = new Date()) {
  const admin = requireAdmin(actor);
  const edit = parseSaunaInput(AdminSaunaEditSchema, input);
  const { saunaId, schedule, keepBookedSessions, ...fields } = edit;
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select({ weeklySchedule: saunas.weeklySchedule, sessionMinutes: saunas.sessionMinutes }).from(saunas).where(eq(saunas.id, saunaId));
      if (!current) throw notFound(SAUNA_NOT_FOUND);
      // Only new hours are checked against the bookings: sessions a host already chose to keep
      // outside their hours must not stop an admin from correcting a typo in the name.
      const newHours = !sameWeek(schedule, scheduleToEdit(current.weeklySchedule));
      if (newHours) await hoursForBookedSessions(tx, saunaId, { schedule, duration: current.sessionMinutes, keepBookedSessions }, now);
      const [updated] = await tx
        .update(saunas)
        .set({ ...saunaColumnsOf(fields), ...(newHours ? { weeklySchedule: schedule } : {}), updatedAt: new Date() })
        .where(eq(saunas.id, saunaId))
        .returning({ id: saunas.id, name: saunas.name });
      if (!updated) throw notFound(SAUNA_NOT_FOUND);
      await recordAdminActivity(tx, admin, { key: "activity.sauna.edited", values: { sauna: updated.name }, entityType: "sauna", entityId: updated.id, ...(newHours ? { details: { weeklySchedule: schedule } } : {}) });
      return updated;
    });
  } catch (error) {
    // The capacity trigger (migration 0008): fewer places than guests already booked for a session to come.
    if (isCapacityBelowBooked(error)) throw invalid(CAPACITY_BELOW_BOOKED, { capacity: CAPACITY_BELOW_BOOKED });
    throw error;
  }
}

/** The host's rules for new hours; a refusal that names no field is about the week, so it shows beside it. */
async function hoursForBookedSessions(...args: Parameters<typeof bookedSessionsKept>) {
  try {
    return await bookedSessionsKept(...args);
  } catch (error) {
    if (error instanceof ServiceError && !error.fieldErrors) throw new ServiceError(error.kind, error.message, { schedule: error.message });
    throw error;
  }
}
