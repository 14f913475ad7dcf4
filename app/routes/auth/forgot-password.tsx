// 'Forgot password?' on /auth leads here: the visitor gives their address and is told the same
// thing whether or not it has an account; a link comes by e-mail if it has.
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
import { MessagesProvider, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { messagesFor, requestLocale } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";
import { localeOfPath } from "#domain/locales";
import { AuthCard } from "./auth-card";

export function meta({ data, location }: Route.MetaArgs) {
  return [
    { title: translate(localeOfPath(location.pathname), data?.messages, "forgot.metaTitle", { product: PRODUCT_NAME }) },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { messages: messagesFor(requestLocale(request), "auth") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const result = await attempt(() => requestPasswordReset(authCaller(app, request), formFields(context)));
  if (!result.ok) return data({ sentTo: null, error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  return { sentTo: result.value.email, error: null, fieldErrors: {} as Record<string, string> };
}

export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="auth" messages={loaderData.messages}>
      <ForgotPassword />
    </MessagesProvider>
  );
}

function ForgotPassword() {
  const t = useT("auth");
  const localePath = useLocalePath();
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const sentTo = fetcher.data?.sentTo;
  const emailError = fetcher.data?.fieldErrors.email;
  useToast(fetcher.data?.error && !emailError ? { title: t("forgot.failed"), description: fetcher.data.error, variant: "error" } : null);

  if (sentTo) {
    // The address stands out in the sentence, wherever the language puts it.
    const [before, after] = t("forgot.sentTo").split("{email}");
    return (
      <AuthCard title={t("forgot.sentTitle")} intro={<MailCheck className="mx-auto mt-2 size-8 text-sea-700" aria-hidden="true" />}>
        <div role="status" className="space-y-3 text-sm text-ink">
          <p>
            {before}<strong className="break-all">{sentTo}</strong>{after}
          </p>
          <p className="text-muted">{t("forgot.expiry", { count: RESET_LINK_MINUTES })}</p>
        </div>
        <Link to={localePath("/auth")} className="mt-6 inline-flex h-11 w-full items-center justify-center rounded-full bg-ember-600 px-5 text-sm font-medium text-white hover:bg-ember-700">
          {t("backToSignIn")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("forgot.title")} intro={t("forgot.intro")}>
      <fetcher.Form method="post" className="space-y-4" noValidate>
        <fieldset disabled={busy}>
          <Field look="form" id="forgot-email" label={t("field.email")} error={emailError}>
            {(control) => <Input {...control} name="email" type="email" autoComplete="email" required placeholder={t("field.emailPlaceholder")} />}
          </Field>
        </fieldset>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t("forgot.busy") : t("forgot.submit")}
        </Button>
      </fetcher.Form>
    </AuthCard>
  );
}
