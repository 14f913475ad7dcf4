// POST /api/claims: claim an unclaimed listing (spec: claim_sauna).
import { data } from "react-router";
import type { Route } from "./+types/claims";
import { claimSauna } from "#server/features/claims/claims.service";
import { getApp } from "#app/lib/context.server";
import { attempt } from "#app/lib/service-errors.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = getApp(context);
  const form = await request.formData();
  const result = await attempt(() => claimSauna(db, actor, String(form.get("saunaId") ?? "")));
  if (!result.ok) return data({ ok: false as const, error: result.error, status: result.status }, { status: result.status });
  return { ok: true as const };
}
