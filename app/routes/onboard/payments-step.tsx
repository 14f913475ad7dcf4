// Step 4: how the host is paid (docs/product.md §5): connect the card payment provider (a saved flag until
// card payments exist, docs/product.md §2 Owner onboarding wizard), business name required, Irish VAT number optional.
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import CreditCard from "lucide-react/icons/credit-card";
import { HOST_PAYOUT_DELAY_HOURS } from "#domain/constants";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import type { OnboardingDraft } from "./draft";
import { controlClass, Field, FieldError } from "./field";
import { fieldId, type FieldErrors } from "./step-errors";

type Payments = OnboardingDraft["payments"];

export function PaymentsStep({ commissionRate, payments, errors, onChange }: {
  commissionRate: number;
  payments: Payments;
  errors: FieldErrors;
  onChange: (change: (p: Payments) => Payments) => void;
}) {
  const connectId = fieldId("payments.stripeConnected");
  return (
    <div className="space-y-8">
      <div className="rounded-2xl border border-sand-200 bg-sand-50 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-sea-700 shadow-sm"><CreditCard className="size-5" aria-hidden="true" /></span>
          <div>
            <h2 className="font-medium text-ink">Card payments with Stripe</h2>
            <p id={`${connectId}-hint`} className="mt-1 text-sm text-muted">
              Guests pay upfront when they book. You keep {Math.round((1 - commissionRate) * 1000) / 10}% of each booking, paid {HOST_PAYOUT_DELAY_HOURS} hours after the session.
              Card payments are on their way: connecting now marks your account ready, and we'll ask you to finish Stripe's own checks before your first card payment.
            </p>
          </div>
        </div>
        <div className="mt-4">
          {payments.stripeConnected ? (
            <p id={connectId} tabIndex={-1} className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-medium text-emerald-900 outline-none" role="status">
              <CheckCircle2 className="size-4" aria-hidden="true" /> Stripe connected
            </p>
          ) : (
            <Button
              id={connectId}
              variant="secondary"
              onClick={() => {
                onChange((p) => ({ ...p, stripeConnected: true }));
                // The button gives way to the "connected" note: keep the keyboard's place there.
                requestAnimationFrame(() => document.getElementById(connectId)?.focus());
              }}
              aria-describedby={cn(`${connectId}-hint`, errors["payments.stripeConnected"] && `${connectId}-error`)}
            >
              <CreditCard aria-hidden="true" /> Connect Stripe
            </Button>
          )}
          <FieldError id={connectId} error={errors["payments.stripeConnected"]} />
        </div>
      </div>

      <Field name="payments.businessName" label="Business name" hint="The name on your invoices and payouts." error={errors["payments.businessName"]}>
        {(control) => <input {...control} value={payments.businessName} onChange={(e) => onChange((p) => ({ ...p, businessName: e.target.value }))} maxLength={160} autoComplete="organization" className={cn(controlClass, "h-11")} />}
      </Field>
      <Field name="payments.vatNumber" label="VAT number" optional hint="If you're VAT-registered in Ireland, e.g. IE1234567T." error={errors["payments.vatNumber"]}>
        {(control) => <input {...control} value={payments.vatNumber} onChange={(e) => onChange((p) => ({ ...p, vatNumber: e.target.value }))} maxLength={20} autoComplete="off" className={cn(controlClass, "h-11 uppercase")} />}
      </Field>
    </div>
  );
}
