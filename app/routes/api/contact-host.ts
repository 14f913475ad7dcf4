// POST /api/contact-host: open (or reuse) the guest's conversation with a sauna's host and go
// to it. A POST, not a link: starting a conversation changes data, so another site must not be
// able to do it with a link (issue 7).
import { data, redirect } from "react-router";
import type { Route } from "./+types/contact-host";
import { SaunaIdSchema } from "#domain/booking-request";
import { openThreadWithHost } from "#server/features/messages/messages.service";
import { getApp } from "#app/lib/context.server";
import { setFlash } from "#app/lib/flash.server";
import { formFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";

export async function action({ context }: Route.ActionArgs) {
  const { db, actor, config } = getApp(context);
  const saunaId = textField(formFields(context), "saunaId");
  if (actor.kind !== "user") {
    const back = SaunaIdSchema.safeParse(saunaId).success ? `/sauna/${saunaId}` : "/saunas";
    const flash = await setFlash(config, { title: "Authentication required", description: "Please sign in to contact the host", variant: "info" });
    throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`, { headers: { "Set-Cookie": flash } });
  }
  const result = await attempt(() => openThreadWithHost(db, actor, saunaId));
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: result.status });
  throw redirect(`/my-account/messages?thread=${result.value}`);
}
