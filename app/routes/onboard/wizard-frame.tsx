// The frame of steps 1 to 5: the progress bar (step/5), the step's heading (focused when the step
// changes, so keyboard and screen-reader users start at the top of it) and the Back / Continue row.
import type { ReactNode, Ref } from "react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { Button } from "#app/components/ui/button";
import { useT } from "#app/lib/i18n/i18n";

/** Each step's short name, by its number (0, the welcome, has no progress bar). */
export const STEP_NAMES = ["stepName.welcome", "stepName.details", "stepName.pricing", "stepName.availability", "stepName.payments", "stepName.review"] as const;
const TOTAL = 5;

export function WizardProgress({ step }: { step: number }) {
  const t = useT("onboard");
  const name = t(STEP_NAMES[step]);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <p className="font-medium text-cedar-900">{t("progress.step", { step, total: TOTAL })}</p>
        <p className="text-muted">{name}</p>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-sand-100"
        role="progressbar"
        aria-label={t("progress.label")}
        aria-valuemin={0}
        aria-valuemax={TOTAL}
        aria-valuenow={step}
        aria-valuetext={t("progress.valueText", { step, total: TOTAL, name })}
      >
        <div className="h-full rounded-full bg-ember-500 transition-all" style={{ width: `${(step / TOTAL) * 100}%` }} />
      </div>
    </div>
  );
}

export function StepFrame({
  step, title, intro, headingRef, onBack, backDisabled = false, actions, children,
}: {
  step: number;
  title: string;
  intro?: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  backDisabled?: boolean;
  /** The step's forward button(s), right of Back. */
  actions: ReactNode;
  children: ReactNode;
}) {
  const t = useT("onboard");
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <WizardProgress step={step} />
      <section aria-labelledby="onboard-step-heading" className="mt-6 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 id="onboard-step-heading" ref={headingRef} tabIndex={-1} className="font-serif text-2xl text-cedar-900 outline-none sm:text-3xl">{title}</h1>
        {intro && <div className="mt-2 text-muted">{intro}</div>}
        <div className="mt-6">{children}</div>
        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-sand-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="outline" onClick={onBack} disabled={backDisabled}>
            <ArrowLeft aria-hidden="true" /> {t("back")}
          </Button>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">{actions}</div>
        </div>
      </section>
    </main>
  );
}
