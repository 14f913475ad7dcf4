// POST /api/contact-host: open (or reuse) the guest's conversation with a sauna's host.
import { data } from "react-router";
import type { Route } from "./+types/contact-host";
import { openThreadWithHost } from "#server/features/messages/messages.service";
import { getApp } from "#app/lib/context.server";
import { attempt } from "#app/lib/service-errors.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = getApp(context);
  const form = await request.formData();
  const result = await attempt(() => openThreadWithHost(db, actor, String(form.get("saunaId") ?? "")));
  if (!result.ok) return data({ ok: false as const, error: result.error, status: result.status }, { status: result.status });
  return { ok: true as const, threadId: result.value };
}
