// An administrator adds a sauna by hand (admin Saunas → 'Add Sauna') or deletes one that has no
// bookings. Adding takes every field of Edit Sauna (the same schema, so whatever Edit Sauna
// checks, adding checks too) and whether the listing goes live at once or waits as pending.
import { z } from "zod";
import { AdminSaunaFieldsSchema } from "./admin-sauna-edit";
import { EVEN_WITH_OTHER_PROBLEMS } from "./form-fields";
import { coordinatesTogether } from "./sauna-position";

/** What a sauna added by hand starts as: live on the site, or waiting for approval. */
export const NEW_SAUNA_STATUSES = ["active", "pending"] as const;
export type NewSaunaStatus = (typeof NEW_SAUNA_STATUSES)[number];
export const NEW_SAUNA_STATUS_MESSAGE = "Please choose whether the sauna goes live now or waits for approval";

export const AdminSaunaAddSchema = AdminSaunaFieldsSchema.extend({
  status: z.enum(NEW_SAUNA_STATUSES, { error: NEW_SAUNA_STATUS_MESSAGE }),
}).superRefine(coordinatesTogether, EVEN_WITH_OTHER_PROBLEMS);
export type AdminSaunaAdd = z.output<typeof AdminSaunaAddSchema>;

export const SaunaDeleteSchema = z.object({ saunaId: z.string({ error: "Sauna not found" }).uuid("Sauna not found") });

export const SAUNA_ADDED = { title: "Sauna Added", description: (name: string) => `${name} has been added to the directory` } as const;
export const SAUNA_DELETED = { title: "Sauna deleted", description: (name: string) => `${name} has been removed from the directory` } as const;

/** Why a sauna with bookings can't be deleted, and what to do instead (the server's refusal and the dialog's words). */
export const SAUNA_HAS_BOOKINGS = (name: string) =>
  `${name} has bookings, so it can't be deleted: bookings are kept as records. Suspend it instead to take it off the site.`;
