// POST /api/verification-email: the banner in My Account asks for another verification link.
import { data } from "react-router";
import type { Route } from "./+types/verification-email";
import { resendVerificationEmail } from "#server/auth/email-verification";
import { getApp } from "#app/lib/context.server";
import { attempt } from "#app/lib/service-errors.server";
import { authCaller } from "#app/lib/auth-api.server";
import { postOnly } from "#app/lib/post-only.server";

/** A GET here is not a form: see post-only.server.ts. */
export const loader = postOnly;

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const result = await attempt(() => resendVerificationEmail(authCaller(app, request), app.actor));
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: result.status });
  return { ok: true as const, email: result.value.email };
}
