// POST /api/favourites: save or remove a favourite (spec §4 'Favourite toggle').
import { data } from "react-router";
import type { Route } from "./+types/favourites";
import { setFavourite } from "#server/features/favorites/favorites.service";
import { getApp } from "#app/lib/context.server";
import { attempt } from "#app/lib/service-errors.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = getApp(context);
  const form = await request.formData();
  const saved = form.get("saved") === "true";
  const result = await attempt(() => setFavourite(db, actor, String(form.get("saunaId") ?? ""), saved));
  if (!result.ok) return data({ ok: false as const, error: result.error, status: result.status }, { status: result.status });
  return { ok: true as const, saved: result.value };
}
