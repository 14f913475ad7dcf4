// The link in a password-reset e-mail: choose a new password (typed twice). The token works
// once and expires; afterwards every session of the account is signed out and the visitor
// signs in with the new password.
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
import { MessagesProvider, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage, messagesFor, requestLocale, serverT } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";
import { localeOfPath } from "#domain/locales";
import { AuthCard } from "./auth-card";

export function meta({ data, location }: Route.MetaArgs) {
  return [
    { title: translate(localeOfPath(location.pathname), data?.messages, "reset.metaTitle", { product: PRODUCT_NAME }) },
    { name: "robots", content: "noindex" },
    // The token is in the address: never pass it on to another site.
    { name: "referrer", content: "no-referrer" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { messages: messagesFor(requestLocale(request), "auth"), token: token ?? "", valid: await resetLinkIsValid(getApp(context).db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const result = await attempt(() => resetPassword(authCaller(app, request), formFields(context)));
  if (!result.ok) return data({ error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  const t = serverT(requestLocale(request), "auth");
  return redirectWithToast(app.config, inRequestLanguage(request, "/auth"), { title: t("reset.doneTitle"), description: t("reset.doneText"), variant: "success" });
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="auth" messages={loaderData.messages}>
      <ResetPassword />
    </MessagesProvider>
  );
}

function ResetPassword() {
  const t = useT("auth");
  const localePath = useLocalePath();
  const { token, valid } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data?.fieldErrors ?? {};
  const linkGone = fetcher.data?.error === RESET_LINK_INVALID;
  useToast(fetcher.data?.error && !linkGone && Object.keys(errors).length === 0 ? { title: t("reset.failed"), description: fetcher.data.error, variant: "error" } : null);

  if (!valid || linkGone) {
    return (
      <AuthCard title={t("reset.linkGoneTitle")} intro={t("reset.linkGone")}>
        <Link to={localePath("/auth/forgot-password")} className="inline-flex h-11 w-full items-center justify-center rounded-full bg-ember-600 px-5 text-sm font-medium text-white hover:bg-ember-700">
          {t("reset.newLink")}
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
    <AuthCard title={t("reset.title")} intro={t("reset.intro")}>
      <fetcher.Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="token" value={token} />
        <fieldset disabled={busy} className="space-y-4">
          {field("new-password", "newPassword", t("reset.newPassword"), t("passwordHint", { count: PASSWORD_MIN_LENGTH }))}
          {field("confirm-password", "confirmPassword", t("reset.confirmPassword"))}
        </fieldset>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t("reset.busy") : t("reset.submit")}
        </Button>
      </fetcher.Form>
    </AuthCard>
  );
}
