// POST /api/contact-host: 'Contact Host' on a sauna page. Checks that the host can receive
// messages (saying why not on the sauna page itself) and goes to the guest's conversation with
// them, or to a new message to write. Nothing is stored here: a conversation begins with the
// guest's first message, so the host never finds an empty one.
import { data, redirect } from "react-router";
import type { Route } from "./+types/contact-host";
import { SaunaIdSchema } from "#domain/booking-request";
import { contactHost } from "#server/features/messages/messages.service";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { formFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { postOnly } from "#app/lib/post-only.server";
import { inRequestLanguage, requestLocale, serverT } from "#server/i18n/messages";

/** A GET here is not a form: see post-only.server.ts. */
export const loader = postOnly;

export async function action({ context, request }: Route.ActionArgs) {
  const { db, actor, config } = getApp(context);
  const saunaId = textField(formFields(context), "saunaId");
  if (actor.kind !== "user") {
    const back = inRequestLanguage(request, SaunaIdSchema.safeParse(saunaId).success ? `/sauna/${saunaId}` : "/saunas");
    const t = serverT(requestLocale(request), "sauna");
    throw await redirectWithToast(config, inRequestLanguage(request, `/auth?redirectTo=${encodeURIComponent(back)}`), { title: t("signIn.title"), description: t("signIn.contactHost"), variant: "info" });
  }
  const result = await attempt(() => contactHost(db, actor, saunaId));
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: result.status });
  const { threadId } = result.value;
  throw redirect(inRequestLanguage(request, threadId ? `/my-account/messages?thread=${threadId}` : `/my-account/messages?sauna=${saunaId}`));
}
