// POST /api/waitlist: the booking picker's 'Full — join the waitlist' (decision 016), with the
// session and the number of guests, as Book Now sends them.
import { data } from "react-router";
import type { Route } from "./+types/waitlist";
import { joinWaitlist } from "#server/features/waitlist/waitlist.service";
import { getApp } from "#app/lib/context.server";
import { formFields } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";

export async function action({ context }: Route.ActionArgs) {
  const { db, actor } = getApp(context);
  const result = await attempt(() => joinWaitlist(db, actor, formFields(context)));
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: result.status });
  return { ok: true as const, entryId: result.value.id };
}
