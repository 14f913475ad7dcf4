// POST /api/bookings: book a session; GET /api/bookings?saunaId=&date= : the day's slots.
import { data } from "react-router";
import type { Route } from "./+types/bookings";
import { createBooking, slotAvailability } from "#server/features/bookings/create-booking.service";
import { getApp } from "#app/lib/context.server";
import { formFields, queryFields } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getApp(context);
  const query = queryFields(request);
  const date = query.date ?? "";
  const result = await attempt(() => slotAvailability(db, { saunaId: query.saunaId, date }));
  if (!result.ok) return data({ date, slots: [], error: result.error }, { status: result.status });
  return data({ date, slots: result.value, error: null }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ context }: Route.ActionArgs) {
  const { db, actor } = getApp(context);
  const result = await attempt(() => createBooking(db, actor, formFields(context)));
  if (!result.ok) return data({ ok: false as const, error: result.error, status: result.status }, { status: result.status });
  return { ok: true as const, bookingId: result.value.id };
}
