// Step 4: how the host is paid (docs/product.md §5): connect the card payment provider, business
// name required, Irish VAT number optional. Without card payments configured, connecting is the
// draft's saved flag (docs/product.md §2 Owner onboarding wizard); with them, 'Connect Stripe'
// makes the host's Stripe Express account and goes to Stripe's onboarding, which comes back here
// (decision 012). Continuing needs the account started; Stripe's checks can be finished later.
import { useEffect } from "react";
import { flushSync } from "react-dom";
import { useFetcher } from "react-router";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import CreditCard from "lucide-react/icons/credit-card";
import { HOST_PAYOUT_DELAY_HOURS } from "#domain/constants";
import type { HostStripeStatus } from "#server/features/payments/host-stripe.service";
import { HostPaymentsBadge } from "#app/components/host-payments-badge";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { OnboardingDraft } from "./draft";
import { controlClass, Field, FieldError } from "./field";
import { formatPercent } from "./listing-labels";
import type { OnboardAction } from "./onboard";
import { fieldId, type FieldErrors } from "./step-errors";

type Payments = OnboardingDraft["payments"];

export function PaymentsStep({ commissionRate, payments, stripe, errors, onChange }: {
  commissionRate: number;
  payments: Payments;
  /** With card payments: the host's Stripe account as the server knows it; null without. */
  stripe: HostStripeStatus | null;
  errors: FieldErrors;
  onChange: (change: (p: Payments) => Payments) => void;
}) {
  const connectId = fieldId("payments.stripeConnected");
  const describedBy = cn(`${connectId}-hint`, errors["payments.stripeConnected"] && `${connectId}-error`);
  const t = useT("onboard");
  const locale = useLocale();
  const terms = { percent: formatPercent(locale, 1 - commissionRate), hours: t("hours", { count: HOST_PAYOUT_DELAY_HOURS }) };
  return (
    <div className="space-y-8">
      <div className="rounded-2xl border border-sand-200 bg-sand-50 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-sea-700 shadow-sm"><CreditCard className="size-5" aria-hidden="true" /></span>
          <div>
            <h2 className="font-medium text-ink">{t("payments.stripeTitle")}</h2>
            {stripe ? (
              <p id={`${connectId}-hint`} className="mt-1 text-sm text-muted">
                {t("payments.withStripe", terms)}
                {stripe.state === "not_started" && ` ${t("payments.notStarted")}`}
              </p>
            ) : (
              <p id={`${connectId}-hint`} className="mt-1 text-sm text-muted">
                {t("payments.withoutStripe", terms)}
              </p>
            )}
          </div>
        </div>
        <div className="mt-4">
          {stripe ? (
            <StripeConnect id={connectId} stripe={stripe} describedBy={describedBy} />
          ) : payments.stripeConnected ? (
            <Connected id={connectId} label={t("payments.markedReady")} />
          ) : (
            <Button
              id={connectId}
              variant="secondary"
              onClick={() => {
                // The button gives way to the "connected" note: keep the keyboard's place there,
                // at once, so a key pressed right after lands after the note, never before it.
                flushSync(() => onChange((p) => ({ ...p, stripeConnected: true })));
                document.getElementById(connectId)?.focus();
              }}
              aria-describedby={describedBy}
            >
              <CreditCard aria-hidden="true" /> {t("payments.connect")}
            </Button>
          )}
          <FieldError id={connectId} error={errors["payments.stripeConnected"]} />
        </div>
      </div>

      <Field name="payments.businessName" label={t("payments.businessName")} hint={t("payments.businessNameHint")} error={errors["payments.businessName"]}>
        {(control) => <input {...control} value={payments.businessName} onChange={(e) => onChange((p) => ({ ...p, businessName: e.target.value }))} maxLength={160} autoComplete="organization" className={cn(controlClass, "h-11")} />}
      </Field>
      <Field name="payments.vatNumber" label={t("payments.vatNumber")} optional hint={t("payments.vatNumberHint")} error={errors["payments.vatNumber"]}>
        {(control) => <input {...control} value={payments.vatNumber} onChange={(e) => onChange((p) => ({ ...p, vatNumber: e.target.value }))} maxLength={20} autoComplete="off" className={cn(controlClass, "h-11 uppercase")} />}
      </Field>
    </div>
  );
}

function Connected({ id, label }: { id: string; label?: string }) {
  const t = useT("onboard");
  return (
    <p id={id} tabIndex={-1} className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-medium text-emerald-900 outline-none" role="status">
      <CheckCircle2 className="size-4" aria-hidden="true" /> {label ?? t("payments.connected")}
    </p>
  );
}

/**
 * With card payments: connect (or finish) on Stripe's own pages. The draft is already stored in
 * this browser, so leaving for Stripe loses nothing; the answer is Stripe's page, or a refusal.
 */
function StripeConnect({ id, stripe, describedBy }: { id: string; stripe: HostStripeStatus; describedBy: string }) {
  const t = useT("onboard");
  const localePath = useLocalePath();
  const connect = useFetcher<OnboardAction>();
  const busy = connect.state !== "idle";
  const answer = connect.state === "idle" ? connect.data : undefined;
  useEffect(() => {
    if (answer && !answer.ok) showToast({ title: t("payments.openFailed"), description: answer.error, variant: "error" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [answer]);

  if (stripe.state === "ready") return <Connected id={id} />;
  return (
    <div className="space-y-3">
      {stripe.state === "action_needed" && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <HostPaymentsBadge state={stripe.state} /> {t("payments.actionNeeded")}
        </p>
      )}
      <connect.Form method="post" action={localePath("/onboard")}>
        <input type="hidden" name="intent" value="connect" />
        <Button id={id} type="submit" variant="secondary" disabled={busy} aria-describedby={describedBy}>
          <CreditCard aria-hidden="true" /> {busy ? t("payments.opening") : stripe.state === "not_started" ? t("payments.connect") : t("payments.finish")}
        </Button>
      </connect.Form>
    </div>
  );
}
