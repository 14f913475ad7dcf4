// The owner onboarding wizard (/onboard, docs/product.md §2): claim an existing listing or list a new sauna
// in seven steps. The draft lives in the browser (draft.ts); the server takes photos one by one,
// searches listings to claim, and creates the listing on Publish. A claim goes to POST /api/claims,
// as from the sauna page (claim-dialog.tsx). With card payments configured, step 4's 'Connect
// Stripe' makes the host's Stripe account here and sends them to Stripe's onboarding, which
// brings them back to this step (stripe-return.ts); the draft waits in the browser meanwhile.
import { data, isRouteErrorResponse, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/onboard";
import { PRODUCT_NAME } from "#domain/constants";
import { searchClaimableSaunas } from "#server/features/hosts/claim-search.service";
import { removeListingPhoto, uploadListingPhoto } from "#server/features/hosts/listing-photos.service";
import { publishListing } from "#server/features/hosts/publish-listing.service";
import { CARD_PAYMENTS_OFF, connectStripe, hostStripeStatus } from "#server/features/payments/host-stripe.service";
import { platformTerms } from "#server/features/settings/platform-settings";
import { uploadedPhoto } from "#server/integrations/images/uploaded-photo";
import { buttonVariants } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { formFields, queryFields, textField } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { MessagesProvider, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage, messagesFor, requestLocale, serverT } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";
import { localeOfPath } from "#domain/locales";
import { OnboardingWizard } from "./onboarding-wizard";

export function meta({ data, location }: Route.MetaArgs) {
  const t = (key: string) => translate(localeOfPath(location.pathname), data?.messages, key, { product: PRODUCT_NAME });
  return [{ title: t("meta.title") }, { name: "description", content: t("meta.description") }, { name: "robots", content: "noindex" }];
}

/** Visitors sign in first and come straight back here (their draft waits in this browser), in their language. */
async function signInFirst(context: Route.LoaderArgs["context"], request: Request): Promise<never> {
  const t = serverT(requestLocale(request), "onboard");
  throw await redirectWithToast(getApp(context).config, inRequestLanguage(request, `/auth?redirectTo=${encodeURIComponent("/onboard")}`), {
    title: t("signInFirst.title"),
    description: t("signInFirst.text"),
    variant: "info",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor, payments, config } = getApp(context);
  if (actor.kind !== "user") return signInFirst(context, request);
  // The claim search: /onboard?q=…&county=… (the claim panel loads it with a fetcher).
  const query = queryFields(request);
  const searched = "q" in query || "county" in query;
  const search = searched ? await attempt(() => searchClaimableSaunas(db, actor, query)) : null;
  return {
    messages: messagesFor(requestLocale(request), "onboard"),
    userId: actor.userId,
    // Today's commission (admin Settings), for what the wizard tells hosts they keep.
    commissionRate: (await platformTerms(db)).commissionRate,
    // With card payments: whether this user has a Stripe account yet and how it stands, which the
    // draft can't know after the trip to Stripe. Null: step 4's connect is the draft's own flag.
    stripe: payments ? await hostStripeStatus(db, actor) : null,
    // The map the host drops their sauna's pin on (step 1).
    tileUrl: config.mapTileUrl,
    search: search === null ? null : search.ok ? { results: search.value, error: null } : { results: [], error: search.error },
  };
}

type Failure = { ok: false; error: string; fieldErrors: Record<string, string>; status: number };
function failed(intent: string, result: Omit<Failure, "ok">) {
  return data({ intent, ...result, ok: false as const }, { status: result.status });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { db, actor, photoStorage, payments, config } = getApp(context);
  if (actor.kind !== "user") return signInFirst(context, request);
  const fields = formFields(context);
  const intent = textField(fields, "intent");

  if (intent === "photo") {
    const result = await attempt(async () => uploadListingPhoto(db, actor, photoStorage, await uploadedPhoto(fields.photo)));
    return result.ok ? { intent, ok: true as const, url: result.value.url } : failed(intent, result);
  }
  if (intent === "remove-photo") {
    const result = await attempt(() => removeListingPhoto(db, actor, photoStorage, textField(fields, "url")));
    return result.ok ? { intent, ok: true as const } : failed(intent, result);
  }
  if (intent === "connect") {
    if (!payments) return failed(intent, { error: CARD_PAYMENTS_OFF, fieldErrors: {}, status: 400 });
    const result = await attempt(() => connectStripe(db, payments, actor, { returnPath: "/onboard", baseUrl: config.baseUrl, locale: requestLocale(request) }));
    return result.ok ? redirect(result.value.url) : failed(intent, result);
  }
  if (intent === "publish") {
    const result = await attempt(() => publishListing(db, actor, textField(fields, "draft"), { cardPayments: payments !== null }));
    return result.ok ? { intent, ok: true as const, saunaId: result.value.id, name: result.value.name } : failed(intent, result);
  }
  return failed(intent, { error: serverT(requestLocale(request), "onboard")("unknownRequest"), fieldErrors: {}, status: 400 });
}

export type OnboardAction = typeof action;

// Photos and failed requests change nothing the loader shows.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "photo" || intent === "remove-photo") return false;
  return defaultShouldRevalidate;
}

export default function OnboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="onboard" messages={loaderData.messages}>
      <OnboardingWizard userId={loaderData.userId} commissionRate={loaderData.commissionRate} stripe={loaderData.stripe} tileUrl={loaderData.tileUrl} />
    </MessagesProvider>
  );
}

/**
 * A failed request (e.g. a photo too large for the server): the draft is safe in this browser.
 * The page's messages are those its loader sent before the failure.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <MessagesProvider namespace="onboard" messages={loaderData?.messages}>
      <RequestFailed error={error} />
    </MessagesProvider>
  );
}

function RequestFailed({ error }: { error: unknown }) {
  const t = useT("onboard");
  const localePath = useLocalePath();
  const problem = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : t("failed.unexpected");
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-2xl text-cedar-900">{t("failed.title")}</h1>
      <p className="mt-2 text-muted">{t("failed.draftSafe", { problem })}</p>
      <a href={localePath("/onboard")} className={buttonVariants({ className: "mt-6" })}>{t("failed.back")}</a>
    </main>
  );
}
