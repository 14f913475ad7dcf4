// POST /api/favourites: save or remove a favourite (docs/product.md §4 'Favourite toggle').
import { data } from "react-router";
import type { Route } from "./+types/favourites";
import { setFavourite } from "#server/features/favorites/favorites.service";
import { getApp } from "#app/lib/context.server";
import { formFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { postOnly } from "#app/lib/post-only.server";

/** A GET here is not a form: see post-only.server.ts. */
export const loader = postOnly;

export async function action({ context }: Route.ActionArgs) {
  const { db, actor } = getApp(context);
  const result = await attempt(async () => {
    const fields = formFields(context);
    const saunaId = textField(fields, "saunaId");
    return { saunaId, saved: await setFavourite(db, actor, saunaId, textField(fields, "saved") === "true") };
  });
  if (!result.ok) return data({ ok: false as const, error: result.error, status: result.status }, { status: result.status });
  // The sauna is named in the answer: the page puts it into the member store (decision 013).
  return { ok: true as const, ...result.value };
}
