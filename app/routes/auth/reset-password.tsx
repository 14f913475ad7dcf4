// The link in a password-reset e-mail: choose a new password (typed twice). The token works
// once and expires; afterwards every session of the account is signed out and the visitor
// signs in with the new password (issue 10).
import { data, Link, useFetcher, useLoaderData } from "react-router";
import type { Route } from "./+types/reset-password";
import { PASSWORD_MIN_LENGTH, PRODUCT_NAME, RESET_LINK_INVALID } from "#domain/constants";
import { Field } from "#app/components/field";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { getApp } from "#app/lib/context.server";
import { formFields } from "#app/lib/form.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { attempt } from "#app/lib/service-errors.server";
import { resetLinkIsValid, resetPassword } from "#server/auth/password-reset";
import { authCaller } from "#app/lib/auth-api.server";
import { AuthCard } from "./auth-card";

export const meta = () => [
  { title: `Choose a new password · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
  // The token is in the address: never pass it on to another site.
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { token: token ?? "", valid: await resetLinkIsValid(getApp(context).db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const result = await attempt(() => resetPassword(authCaller(app, request), formFields(context)));
  if (!result.ok) return data({ error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  return redirectWithToast(app.config, "/auth", { title: "Password changed", description: "Sign in with your new password. You've been signed out everywhere else.", variant: "success" });
}

export default function ResetPassword() {
  const { token, valid } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data?.fieldErrors ?? {};
  const linkGone = fetcher.data?.error === RESET_LINK_INVALID;
  useToast(fetcher.data?.error && !linkGone && Object.keys(errors).length === 0 ? { title: "Couldn't change the password", description: fetcher.data.error, variant: "error" } : null);

  if (!valid || linkGone) {
    return (
      <AuthCard title="This link can't be used" intro={RESET_LINK_INVALID}>
        <Link to="/auth/forgot-password" className="inline-flex h-11 w-full items-center justify-center rounded-full bg-ember-600 px-5 text-sm font-medium text-white hover:bg-ember-700">
          Send a New Link
        </Link>
      </AuthCard>
    );
  }

  const field = (id: string, name: string, label: string, hint?: string) => (
    <Field look="form" id={id} label={label} hint={hint} error={errors[name]}>
      {(control) => <Input {...control} name={name} type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />}
    </Field>
  );

  return (
    <AuthCard title="Choose a new password" intro="Once it's changed, you'll be signed out on every other device.">
      <fetcher.Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="token" value={token} />
        <fieldset disabled={busy} className="space-y-4">
          {field("new-password", "newPassword", "New password", `At least ${PASSWORD_MIN_LENGTH} characters, and not a commonly used password.`)}
          {field("confirm-password", "confirmPassword", "Confirm new password")}
        </fieldset>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Saving..." : "Set New Password"}
        </Button>
      </fetcher.Form>
    </AuthCard>
  );
}
