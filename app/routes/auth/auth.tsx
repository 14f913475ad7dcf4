import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { data, Link, redirect, useFetcher, useSearchParams } from "react-router";
import type { Route } from "./+types/auth";
import { safeReturnPathIn, SignInSchema, SignUpSchema } from "#domain/auth-schemas";
import { FULL_NAME_MAX, PASSWORD_MIN_LENGTH, PRODUCT_NAME } from "#domain/constants";
import { BrandMark } from "#app/components/brand-mark";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Input, Label } from "#app/components/ui/input";
import { Tabs } from "#app/components/ui/tabs";
import { getApp } from "#app/lib/context.server";
import { formFields } from "#app/lib/form.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { authRefusal } from "#server/auth/auth-caller";
import { VERIFIED_CALLBACK } from "#server/auth/email-verification";
import { callAuth, cookiesFrom } from "#app/lib/auth-api.server";
import { MessagesProvider, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage, messagesFor, requestLocale, serverT } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";
import { localeOfPath } from "#domain/locales";

export function meta({ data, location }: Route.MetaArgs) {
  const t = (key: string) => translate(localeOfPath(location.pathname), data?.messages, key, { product: PRODUCT_NAME });
  return [{ title: t("meta.title") }, { name: "description", content: t("meta.description") }];
}

/** A signed-in user is redirected to / (spec: Auth), in the page's language. */
export function loader({ context, request }: Route.LoaderArgs) {
  if (getApp(context).actor.kind === "user") throw redirect(inRequestLanguage(request, "/"));
  return { messages: messagesFor(requestLocale(request), "auth") };
}

type ActionResult = { intent: "sign-in" | "sign-up"; error: { title: string; description: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const fields = formFields(context);
  const intent = fields.intent === "sign-up" ? "sign-up" : "sign-in";
  // Signed in on /ga/auth, the member lands on the Irish version of where they were going.
  const returnTo = safeReturnPathIn(new URL(request.url).searchParams.get("redirectTo"), requestLocale(request));
  const t = serverT(requestLocale(request), "auth");
  const failTitle = intent === "sign-up" ? t("signUp.failed") : t("signIn.failed");
  const fail = (description: string, status = 400) =>
    data<ActionResult>({ intent, error: { title: failTitle, description } }, { status });

  if (intent === "sign-in") {
    const parsed = SignInSchema.safeParse(fields);
    if (!parsed.success) return fail(parsed.error.issues[0].message);
    const response = await callAuth(app, request, "/sign-in/email", parsed.data);
    if (!response.ok) return fail((await authRefusal(response)).message, response.status === 429 ? 429 : 400);
    return redirectWithToast(app.config, returnTo, { title: t("signIn.doneTitle"), description: t("signIn.doneText"), variant: "success" }, cookiesFrom(response));
  }

  const parsed = SignUpSchema.safeParse(fields);
  if (!parsed.success) return fail(parsed.error.issues[0].message);
  const { fullName, email, password } = parsed.data;
  const response = await callAuth(app, request, "/sign-up/email", { name: fullName, email, password, callbackURL: VERIFIED_CALLBACK });
  if (!response.ok) return fail((await authRefusal(response)).message, response.status === 429 ? 429 : 400);
  return redirectWithToast(app.config, returnTo, { title: t("signUp.doneTitle"), description: t("signUp.doneText"), variant: "success" }, cookiesFrom(response));
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="auth" messages={loaderData.messages}>
      <SignInOrUp />
    </MessagesProvider>
  );
}

function SignInOrUp() {
  const t = useT("auth");
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const initialTab = params.get("tab") === "sign-up" ? "sign-up" : "sign-in";
  // Keeps ?redirectTo= when a tab is followed as a link (before the script runs).
  const tabHref = (tab: string) => {
    const search = new URLSearchParams(params);
    search.set("tab", tab);
    return `?${search}`;
  };
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none relative min-h-[calc(100vh-4rem)] bg-gradient-to-b from-sand-50 to-paper px-4 py-10">
      <div className="mx-auto w-full max-w-md">
        <Link to={localePath("/")} className="inline-flex items-center gap-2 text-sm font-medium text-cedar-700 hover:text-ember-700">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("backHome")}
        </Link>
        <div className="mt-6 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-col items-center text-center">
            <BrandMark className="size-12" />
            <h1 className="mt-3 font-serif text-2xl text-cedar-900">{t("welcome", { product: PRODUCT_NAME })}</h1>
            <p className="mt-1 text-sm text-muted">{t("intro")}</p>
          </div>
          <Tabs
            className="mt-6"
            label={t("tabs.label")}
            initial={initialTab}
            tabs={[
              { value: "sign-in", label: t("tabs.signIn"), href: tabHref("sign-in"), panel: <SignInForm /> },
              { value: "sign-up", label: t("tabs.signUp"), href: tabHref("sign-up"), panel: <SignUpForm /> },
            ]}
          />
        </div>
      </div>
    </main>
  );
}

/** A sign-in form: its intent, its fields (disabled while it is sent) and its button; a refusal is a toast. */
function AuthForm({ intent, submit, busySubmit, children }: { intent: string; submit: string; busySubmit: string; children: ReactNode }) {
  const fetcher = useFetcher<ActionResult>();
  useToast(fetcher.data?.error ? { ...fetcher.data.error, variant: "error" } : null);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <fieldset disabled={busy} className="space-y-4">
        {children}
      </fieldset>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? busySubmit : submit}
      </Button>
    </fetcher.Form>
  );
}

/** The e-mail field, the same on both tabs. */
function EmailField({ id }: { id: string }) {
  const t = useT("auth");
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t("field.email")}</Label>
      <Input id={id} name="email" type="email" autoComplete="email" required placeholder={t("field.emailPlaceholder")} />
    </div>
  );
}

function SignInForm() {
  const t = useT("auth");
  const localePath = useLocalePath();
  return (
    <AuthForm intent="sign-in" submit={t("signIn.submit")} busySubmit={t("signIn.busy")}>
      <EmailField id="sign-in-email" />
      <div className="space-y-1.5">
        <Label htmlFor="sign-in-password">{t("field.password")}</Label>
        <Input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
        {/* After the field, so Tab goes from the e-mail straight to the password. */}
        <p className="text-right">
          <Link to={localePath("/auth/forgot-password")} className="text-sm font-medium text-ember-700 underline-offset-4 hover:underline">
            {t("signIn.forgot")}
          </Link>
        </p>
      </div>
    </AuthForm>
  );
}

function SignUpForm() {
  const t = useT("auth");
  return (
    <AuthForm intent="sign-up" submit={t("signUp.submit")} busySubmit={t("signUp.busy")}>
      <div className="space-y-1.5">
        <Label htmlFor="sign-up-name">{t("field.fullName")}</Label>
        <Input id="sign-up-name" name="fullName" autoComplete="name" required maxLength={FULL_NAME_MAX} />
      </div>
      <EmailField id="sign-up-email" />
      <div className="space-y-1.5">
        <Label htmlFor="sign-up-password">{t("field.password")}</Label>
        <Input
          id="sign-up-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby="sign-up-password-hint"
        />
        <p id="sign-up-password-hint" className="text-xs text-muted">
          {t("passwordHint", { count: PASSWORD_MIN_LENGTH })}
        </p>
      </div>
    </AuthForm>
  );
}
