// The wizard's seven steps (docs/product.md §2, §4): forward one step at a time once the step's fields pass
// the shared schemas, back freely; the draft is kept in this browser after every change. Publish
// sends the whole draft; the server checks it all again and creates the listing.
import { useEffect, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import type { HostStripeStatus } from "#server/features/payments/host-stripe.service";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { AvailabilityStep } from "./availability-step";
import { ClaimPanel } from "./claim-panel";
import { DetailsStep } from "./details-step";
import { useOnboardingDraft, type OnboardingDraft, type OnboardingStep } from "./draft";
import { LiveStep } from "./live-step";
import type { OnboardAction } from "./onboard";
import { PaymentsStep } from "./payments-step";
import { PricingStep } from "./pricing-step";
import { ReviewStep } from "./review-step";
import { byField, fieldId, stepErrors, stepOfField, type FieldErrors } from "./step-errors";
import { WelcomeStep } from "./welcome-step";
import { StepFrame } from "./wizard-frame";

const STEPS = {
  1: { title: "step.details.title", intro: "step.details.intro", next: "step.details.next" },
  2: { title: "step.pricing.title", intro: "step.pricing.intro", next: "step.pricing.next" },
  3: { title: "step.availability.title", intro: "step.availability.intro", next: "step.availability.next" },
  4: { title: "step.payments.title", intro: "step.payments.intro", next: "step.payments.next" },
  5: { title: "step.review.title", intro: "step.review.intro", next: null },
} as const;

export function OnboardingWizard({ userId, commissionRate, stripe, tileUrl }: { userId: string; commissionRate: number; stripe: HostStripeStatus | null; tileUrl: string }) {
  const t = useT("onboard");
  const localePath = useLocalePath();
  const { draft, update, clear } = useOnboardingDraft(userId);
  // With card payments, connected means a Stripe account of the host's own, which only the server
  // knows (the host went to Stripe and back): the draft's flag follows it.
  const stripeStarted = stripe ? stripe.state !== "not_started" : null;
  const draftConnected = draft?.payments.stripeConnected;
  useEffect(() => {
    if (stripeStarted === null || draftConnected === undefined || draftConnected === stripeStarted) return;
    update((d) => ({ ...d, payments: { ...d.payments, stripeConnected: stripeStarted } }));
  }, [stripeStarted, draftConnected, update]);
  // Once Continue was pressed on a step, its errors follow the fields as the host fixes them.
  const [checkedStep, setCheckedStep] = useState<number | null>(null);
  const publish = useFetcher<OnboardAction>();
  const publishing = publish.state !== "idle";
  const answer = publish.state === "idle" ? publish.data : undefined;
  const published = answer?.ok && "saunaId" in answer && typeof answer.saunaId === "string" ? { id: answer.saunaId, name: answer.name ?? "" } : null;
  // The server's objections to a Publish show until the host moves on from them.
  const [dismissed, setDismissed] = useState<typeof answer>(undefined);
  const serverErrors = answer && !answer.ok && answer !== dismissed ? byField(answer.fieldErrors) : {};
  const errors: FieldErrors = draft && checkedStep === draft.step ? stepErrors(draft.step, draft) : {};
  const shownErrors = { ...serverErrors, ...errors };
  const heading = useRef<HTMLHeadingElement>(null);
  // The dashboard's 'Add another sauna' (/onboard?list=new) goes straight to 'List Your Sauna',
  // once per draft; a draft already under way carries on where it was.
  const [searchParams] = useSearchParams();
  const listNew = searchParams.get("list") === "new";
  const startedListing = useRef<string | null>(null);
  const publishedId = published?.id ?? null;
  useEffect(() => {
    if (!listNew || !draft || publishedId || startedListing.current === draft.id) return;
    startedListing.current = draft.id;
    if (draft.step === 0 && draft.claimType !== "claim") update((d) => ({ ...d, claimType: "new", step: 1 }));
  }, [listNew, draft, publishedId, update]);
  const shownStep = published ? 6 : draft ? `${draft.step}-${draft.claimType}` : null;
  const firstShown = useRef(true);

  // A new step starts at its heading, for keyboards and screen readers (not on the first view).
  useEffect(() => {
    if (shownStep === null) return;
    if (firstShown.current) {
      firstShown.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [shownStep]);

  useEffect(() => {
    const result = answer;
    if (!result || result.intent !== "publish") return;
    if (result.ok) {
      clear(); // published: the draft has done its work
      return;
    }
    showToast({ title: t("publishFailed"), description: result.error, variant: "error" });
    // Back to the step that holds the first problem, where it shows beside its field.
    const first = Object.keys(byField(result.fieldErrors))[0];
    if (first) update((d) => ({ ...d, step: stepOfField(first) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [answer]);

  if (published) return <LiveStep headingRef={heading} saunaId={published.id} name={published.name} />;
  if (!draft) return <DraftLoading />;

  function goTo(step: OnboardingStep) {
    setCheckedStep(null);
    setDismissed(answer);
    update((d) => ({ ...d, step }));
  }

  function next() {
    if (!draft) return;
    const found = stepErrors(draft.step, draft);
    const first = Object.keys(found)[0];
    if (first) {
      setCheckedStep(draft.step);
      setDismissed(answer);
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    goTo(Math.min(draft.step + 1, 6) as OnboardingStep);
  }

  function submit() {
    if (!draft) return;
    publish.submit({ intent: "publish", draft: JSON.stringify(draft) }, { method: "post", action: localePath("/onboard") });
  }

  const change = <K extends keyof OnboardingDraft>(key: K) => (fn: (part: OnboardingDraft[K]) => OnboardingDraft[K]) => update((d) => ({ ...d, [key]: fn(d[key]) }));

  if (draft.step === 0) {
    if (draft.claimType === "claim") {
      return <ClaimPanel headingRef={heading} onBack={() => update((d) => ({ ...d, claimType: null }))} onListInstead={() => update((d) => ({ ...d, claimType: "new", step: 1 }))} />;
    }
    const resuming = draft.saunaDetails.name.trim() !== "" || draft.saunaDetails.photos.length > 0;
    return (
      <WelcomeStep
        headingRef={heading}
        resuming={resuming}
        commissionRate={commissionRate}
        onClaim={() => update((d) => ({ ...d, claimType: "claim" }))}
        onList={() => update((d) => ({ ...d, claimType: "new", step: 1 }))}
      />
    );
  }

  const step = draft.step as 1 | 2 | 3 | 4 | 5;
  const meta = STEPS[step];
  const nextLabel = meta.next ? t(meta.next) : "";
  const actions =
    step === 5 ? (
      <Button size="lg" onClick={submit} disabled={!draft.confirmed || publishing}>{publishing ? t("publishing") : t("publish")}</Button>
    ) : step === 4 && !draft.payments.stripeConnected ? (
      <>
        <p className="text-sm text-muted">{t("connectToContinue")}</p>
        <Button size="lg" disabled>{nextLabel}</Button>
      </>
    ) : (
      <Button size="lg" onClick={next}>{nextLabel}</Button>
    );

  return (
    <StepFrame step={step} title={t(meta.title)} intro={t(meta.intro)} headingRef={heading} onBack={() => goTo((step - 1) as OnboardingStep)} backDisabled={publishing} actions={actions}>
      {step === 1 && <DetailsStep details={draft.saunaDetails} errors={shownErrors} tileUrl={tileUrl} onChange={change("saunaDetails")} />}
      {step === 2 && <PricingStep pricing={draft.pricing} capacity={draft.saunaDetails.capacity} errors={shownErrors} onChange={change("pricing")} />}
      {step === 3 && <AvailabilityStep availability={draft.availability} sessionMinutes={draft.saunaDetails.duration ?? 0} offPeak={draft.pricing.offPeakDiscount} errors={shownErrors} onChange={change("availability")} />}
      {step === 4 && <PaymentsStep commissionRate={commissionRate} payments={draft.payments} stripe={stripe} errors={shownErrors} onChange={change("payments")} />}
      {step === 5 && <ReviewStep draft={draft} stripe={stripe} errors={shownErrors} onEdit={(s) => goTo(s as OnboardingStep)} onConfirm={(confirmed) => update((d) => ({ ...d, confirmed }))} />}
    </StepFrame>
  );
}

/** What the server renders, and the browser until it has read the draft from storage. */
function DraftLoading() {
  const t = useT("onboard");
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center" aria-busy="true">
      <p className="font-serif text-2xl text-cedar-900">{t("loading.title")}</p>
      <p className="mt-2 text-muted">{t("loading.text")}</p>
    </main>
  );
}
