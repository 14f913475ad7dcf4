// The review flow (/review/{saunaId}): intro, rating, text and photos, success. Without a
// sauna id the guest picks one of the saunas they booked.
import { countyLabel } from "#app/components/labels";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/review";
import { PRODUCT_NAME } from "#domain/constants";
import { bookedSaunas, reviewTarget } from "#server/features/reviews/review-targets.service";
import { createReview } from "#server/features/reviews/guest-reviews.service";
import { uploadedFiles } from "#server/integrations/images/uploaded-photo";
import { localeOfPath } from "#domain/locales";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { attempt } from "#app/lib/service-errors.server";
import { formFields } from "#app/lib/form.server";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { MessagesProvider, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage, messagesFor, requestLocale, serverT } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";
import { ReviewWizard } from "./review-wizard";

export const meta = ({ data, location }: Route.MetaArgs) => [
  { title: translate(localeOfPath(location.pathname), data?.messages, "review.metaTitle", { product: PRODUCT_NAME }) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, actor, config } = getApp(context);
  const locale = requestLocale(request);
  if (actor.kind !== "user") {
    // The address asked for, in its language already (/ga/review/…), to come back to.
    const back = new URL(request.url).pathname;
    const t = serverT(locale, "sauna");
    throw await redirectWithToast(config, inRequestLanguage(request, `/auth?redirectTo=${encodeURIComponent(back)}`), { title: t("signIn.title"), description: t("review.signIn"), variant: "error" });
  }
  // The review pages' texts are the sauna namespace's (a review is of a sauna).
  const messages = messagesFor(locale, "sauna");
  if (!params.saunaId) return { sauna: null, choices: await bookedSaunas(db, actor), loadError: null, messages };
  const target = await attempt(() => reviewTarget(db, actor, params.saunaId!));
  return target.ok
    ? { sauna: target.value, choices: [], loadError: null, messages }
    : data({ sauna: null, choices: [], loadError: target.error, messages }, { status: 404 });
}

export async function action({ context, params }: Route.ActionArgs) {
  const { db, actor, photoStorage } = getApp(context);
  const result = await attempt(async () => {
    const fields = formFields(context);
    return createReview(db, actor, photoStorage, params.saunaId ?? "", fields, await uploadedFiles(fields.photos));
  });
  if (!result.ok) return data({ error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  return { error: null, fieldErrors: {} as Record<string, string> };
}

// Once the review is in, the loader would now say "already reviewed" and replace the wizard's
// success step; the page stays as it is instead.
export function shouldRevalidate({ formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === "POST" && actionResult && actionResult.error === null) return false;
  return defaultShouldRevalidate;
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="sauna" messages={loaderData.messages}>
      <Review loaderData={loaderData} />
    </MessagesProvider>
  );
}

function Review({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { sauna, choices, loadError } = loaderData;
  const t = useT("sauna");
  const common = useT("common");
  const localePath = useLocalePath();
  if (loadError) {
    return (
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-serif text-2xl text-cedar-900">{loadError}</h1>
        <p className="mt-2 text-muted">{t("review.loadErrorText")}</p>
        <Link to={localePath("/my-account/reviews")} className="mt-6 inline-block font-medium text-ember-700 underline">{t("review.backToMine")}</Link>
      </main>
    );
  }
  if (!sauna) {
    return (
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-2xl px-4 py-12">
        <h1 className="font-serif text-3xl text-cedar-900">{t("review.choose")}</h1>
        {choices.length === 0 ? (
          <p className="mt-4 text-muted">{t("review.noneYet")} <Link to={localePath("/saunas")} className="text-ember-700 underline">{t("review.findSauna")}</Link>.</p>
        ) : (
          <ul className="mt-6 grid gap-3">
            {choices.map((s) => (
              <li key={s.id}>
                <Link
                  to={localePath(s.reviewed ? "/my-account/reviews" : `/review/${s.id}`)}
                  className="flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-3 hover:shadow-md"
                >
                  <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-sand-100">{s.image && <img src={s.image} alt="" className="size-full object-cover" />}</span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">{s.name}</span>
                    <span className="text-sm text-muted">{s.location ? `${s.location}, ` : ""}{countyLabel(common, s.county)}</span>
                  </span>
                  {s.reviewed && <span className="shrink-0 rounded-full bg-sand-100 px-3 py-1 text-xs font-medium text-cedar-700">{t("review.reviewedEdit")}</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </main>
    );
  }
  if (sauna.ownSauna) {
    return (
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-serif text-2xl text-cedar-900">{t("review.youHost", { name: sauna.name })}</h1>
        <p className="mt-2 text-muted">{t("review.ownSauna")}</p>
        <Link to={localePath(`/sauna/${sauna.id}`)} className={cn(buttonVariants(), "mt-6")}>{t("review.backToSauna")}</Link>
      </main>
    );
  }
  if (sauna.reviewed) {
    return (
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-serif text-2xl text-cedar-900">{t("review.already", { name: sauna.name })}</h1>
        <p className="mt-2 text-muted">{t("review.onePerSauna")}</p>
        <Link to={localePath("/my-account/reviews")} className={cn(buttonVariants(), "mt-6")}>{t("review.editMine")}</Link>
      </main>
    );
  }
  return <ReviewWizard sauna={sauna} />;
}
