// POST /api/booking-open-alerts: 'Tell me when booking opens' on a sauna whose host is still
// setting up card payments (decision 012). The e-mail goes when Stripe enables the host's charges.
import { data } from "react-router";
import type { Route } from "./+types/booking-open-alerts";
import { askToBeToldWhenBookingOpens } from "#server/features/saunas/booking-open-alerts.service";
import { getApp } from "#app/lib/context.server";
import { formFields } from "#app/lib/form.server";
import { postOnly } from "#app/lib/post-only.server";
import { attempt } from "#app/lib/service-errors.server";

/** A GET here is not a form: see post-only.server.ts. */
export const loader = postOnly;

export async function action({ context }: Route.ActionArgs) {
  const { db, actor, payments } = getApp(context);
  const result = await attempt(() => askToBeToldWhenBookingOpens(db, actor, Boolean(payments), formFields(context).saunaId));
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: result.status });
  return { ok: true as const };
}
