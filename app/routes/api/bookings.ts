// POST /api/bookings: book a session; GET /api/bookings?saunaId=&date= : the day's slots.
import { data } from "react-router";
import type { Route } from "./+types/bookings";
import { bookSession } from "#server/features/bookings/book-session.service";
import { slotAvailability } from "#server/features/bookings/create-booking.service";
import { getApp } from "#app/lib/context.server";
import { formFields, queryFields } from "#app/lib/form.server";
import { requestLocale } from "#server/i18n/messages";
import { attempt } from "#app/lib/service-errors.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getApp(context);
  const query = queryFields(request);
  const date = query.date ?? "";
  const result = await attempt(() => slotAvailability(db, { saunaId: query.saunaId, date }));
  if (!result.ok) return data({ date, slots: [], error: result.error }, { status: result.status });
  return data({ date, slots: result.value, error: null }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * Book Now. With card payments (decision 012) the answer carries the Stripe Checkout page to send
 * the guest to (none when a gift voucher paid it all); without, the booking is confirmed and paid
 * at the sauna.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, payments, config, clientAddress } = getApp(context);
  // A gift voucher code, when typed, pays first (decision 017).
  const result = await attempt(() => bookSession(db, payments, actor, formFields(context), { baseUrl: config.baseUrl, client: clientAddress, locale: requestLocale(request) }));
  if (!result.ok) return data({ ok: false as const, error: result.error, status: result.status }, { status: result.status });
  return { ok: true as const, ...result.value };
}
