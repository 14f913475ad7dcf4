// The review flow (/review/{saunaId}): intro, rating, text and photos, success. Without a
// sauna id the guest picks one of the saunas they booked.
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/review";
import { PRODUCT_NAME } from "#domain/constants";
import { bookedSaunas, reviewTarget } from "#server/features/reviews/review-targets.service";
import { createReview } from "#server/features/reviews/guest-reviews.service";
import { uploadedFiles } from "#server/integrations/images/uploaded-photo";
import { OWN_SAUNA_REVIEW } from "#domain/review-request";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { attempt } from "#app/lib/service-errors.server";
import { formFields } from "#app/lib/form.server";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { ReviewWizard } from "./review-wizard";

export const meta = () => [{ title: `Write a review · ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, actor, config } = getApp(context);
  if (actor.kind !== "user") {
    const back = new URL(request.url).pathname;
    throw await redirectWithToast(config, `/auth?redirectTo=${encodeURIComponent(back)}`, { title: "Authentication required", description: "Please sign in to leave a review", variant: "error" });
  }
  if (!params.saunaId) return { sauna: null, choices: await bookedSaunas(db, actor), loadError: null };
  const target = await attempt(() => reviewTarget(db, actor, params.saunaId!));
  return target.ok
    ? { sauna: target.value, choices: [], loadError: null }
    : data({ sauna: null, choices: [], loadError: target.error }, { status: 404 });
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
  const { sauna, choices, loadError } = loaderData;
  if (loadError) {
    return (
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-serif text-2xl text-cedar-900">{loadError}</h1>
        <p className="mt-2 text-muted">The sauna may have been removed, or the link is wrong.</p>
        <Link to="/my-account/reviews" className="mt-6 inline-block font-medium text-ember-700 underline">Back to my reviews</Link>
      </main>
    );
  }
  if (!sauna) {
    return (
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-2xl px-4 py-12">
        <h1 className="font-serif text-3xl text-cedar-900">Which sauna did you visit?</h1>
        {choices.length === 0 ? (
          <p className="mt-4 text-muted">Once you've booked a session, you can review it here. <Link to="/saunas" className="text-ember-700 underline">Find a sauna</Link>.</p>
        ) : (
          <ul className="mt-6 grid gap-3">
            {choices.map((s) => (
              <li key={s.id}>
                <Link
                  to={s.reviewed ? "/my-account/reviews" : `/review/${s.id}`}
                  className="flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-3 hover:shadow-md"
                >
                  <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-sand-100">{s.image && <img src={s.image} alt="" className="size-full object-cover" />}</span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">{s.name}</span>
                    <span className="text-sm text-muted">{s.location ? `${s.location}, ` : ""}{s.county}</span>
                  </span>
                  {s.reviewed && <span className="shrink-0 rounded-full bg-sand-100 px-3 py-1 text-xs font-medium text-cedar-700">Reviewed · edit</span>}
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
        <h1 className="font-serif text-2xl text-cedar-900">You host {sauna.name}</h1>
        <p className="mt-2 text-muted">{OWN_SAUNA_REVIEW}</p>
        <Link to={`/sauna/${sauna.id}`} className={cn(buttonVariants(), "mt-6")}>Back to the sauna</Link>
      </main>
    );
  }
  if (sauna.reviewed) {
    return (
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-serif text-2xl text-cedar-900">You've already reviewed {sauna.name}</h1>
        <p className="mt-2 text-muted">Each guest writes one review per sauna. You can edit yours from My Account.</p>
        <Link to="/my-account/reviews" className={cn(buttonVariants(), "mt-6")}>Edit My Review</Link>
      </main>
    );
  }
  return <ReviewWizard sauna={sauna} />;
}
