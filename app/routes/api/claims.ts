// POST /api/claims: claim an unclaimed listing (spec: claim_sauna) with the business name, phone
// and website of the claim dialog (app/routes/onboard/claim-dialog.tsx), from the sauna page or
// from /onboard alike.
import { data } from "react-router";
import type { Route } from "./+types/claims";
import { claimSauna } from "#server/features/claims/claims.service";
import { getApp } from "#app/lib/context.server";
import { formFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { postOnly } from "#app/lib/post-only.server";

/** A GET here is not a form: see post-only.server.ts. */
export const loader = postOnly;

export async function action({ context }: Route.ActionArgs) {
  const { db, actor } = getApp(context);
  const fields = formFields(context);
  const result = await attempt(() => claimSauna(db, actor, textField(fields, "saunaId"), {
    businessName: fields.businessName,
    phone: fields.phone,
    website: fields.website,
  }));
  if (!result.ok) return data({ ok: false as const, error: result.error, fieldErrors: result.fieldErrors, status: result.status }, { status: result.status });
  return { ok: true as const };
}
