// 'Forgot password?' on /auth leads here: the visitor gives their address and is told the same
// thing whether or not it has an account; a link comes by e-mail if it has (issue 10).
import MailCheck from "lucide-react/icons/mail-check";
import { data, Link, useFetcher } from "react-router";
import type { Route } from "./+types/forgot-password";
import { PRODUCT_NAME } from "#domain/constants";
import { Field } from "#app/components/field";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { getApp } from "#app/lib/context.server";
import { formFields } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { RESET_LINK_MINUTES } from "#server/features/mail/messages/password-reset";
import { requestPasswordReset } from "#server/auth/password-reset";
import { authCaller } from "#app/lib/auth-api.server";
import { AuthCard } from "./auth-card";

export const meta = () => [
  { title: `Forgot password · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const result = await attempt(() => requestPasswordReset(authCaller(app, request), formFields(context)));
  if (!result.ok) return data({ sentTo: null, error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  return { sentTo: result.value.email, error: null, fieldErrors: {} as Record<string, string> };
}

export default function ForgotPassword() {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const sentTo = fetcher.data?.sentTo;
  const emailError = fetcher.data?.fieldErrors.email;
  useToast(fetcher.data?.error && !emailError ? { title: "Couldn't send the link", description: fetcher.data.error, variant: "error" } : null);

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" intro={<MailCheck className="mx-auto mt-2 size-8 text-sea-700" aria-hidden="true" />}>
        <div role="status" className="space-y-3 text-sm text-ink">
          <p>
            If an account uses <strong className="break-all">{sentTo}</strong>, we've sent it a link to choose a new password.
          </p>
          <p className="text-muted">The link works once and expires in {RESET_LINK_MINUTES} minutes. Nothing there? Check your spam folder, or try again in a few minutes.</p>
        </div>
        <Link to="/auth" className="mt-6 inline-flex h-11 w-full items-center justify-center rounded-full bg-ember-600 px-5 text-sm font-medium text-white hover:bg-ember-700">
          Back to Sign In
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" intro="Enter the e-mail address you signed up with and we'll send you a link to choose a new password.">
      <fetcher.Form method="post" className="space-y-4" noValidate>
        <fieldset disabled={busy}>
          <Field look="form" id="forgot-email" label="Email" error={emailError}>
            {(control) => <Input {...control} name="email" type="email" autoComplete="email" required placeholder="you@example.ie" />}
          </Field>
        </fieldset>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send Reset Link"}
        </Button>
      </fetcher.Form>
    </AuthCard>
  );
}
