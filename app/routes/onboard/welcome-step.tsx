// Step 0: claim a listing that is already on the site, or list a new sauna (docs/product.md §2).
import BadgeEuro from "lucide-react/icons/badge-euro";
import CalendarCheck from "lucide-react/icons/calendar-check";
import PlusCircle from "lucide-react/icons/plus-circle";
import Search from "lucide-react/icons/search";
import Sparkles from "lucide-react/icons/sparkles";
import type { Ref } from "react";
import { HOST_PAYOUT_DELAY_HOURS, PRODUCT_NAME } from "#domain/constants";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { formatPercent } from "./listing-labels";

export function WelcomeStep({ headingRef, onClaim, onList, resuming, commissionRate }: {
  headingRef: Ref<HTMLHeadingElement>;
  onClaim: () => void;
  onList: () => void;
  resuming: boolean;
  commissionRate: number;
}) {
  const t = useT("onboard");
  const locale = useLocale();
  const terms = [
    { icon: Sparkles, text: t("welcome.freeToList") },
    { icon: BadgeEuro, text: t("welcome.commission", { percent: formatPercent(locale, commissionRate) }) },
    { icon: CalendarCheck, text: t("welcome.paidAfter", { hours: t("hours", { count: HOST_PAYOUT_DELAY_HOURS }) }) },
  ];
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.16em] text-ember-700">{t("welcome.eyebrow")}</p>
        <h1 ref={headingRef} tabIndex={-1} className="mt-2 font-serif text-3xl text-cedar-900 outline-none sm:text-4xl">{t("welcome.title", { product: PRODUCT_NAME })}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted">{t("welcome.intro", { product: PRODUCT_NAME })}</p>
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        <button type="button" onClick={onClaim} aria-labelledby="onboard-claim-title" aria-describedby="onboard-claim-text" className="group flex flex-col items-start rounded-3xl border border-sand-200 bg-white p-6 text-left shadow-sm transition hover:border-ember-500 hover:shadow-md">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-sand-100 text-ember-700"><Search className="size-6" aria-hidden="true" /></span>
          <span id="onboard-claim-title" className="mt-4 font-serif text-xl text-cedar-900">{t("welcome.claimTitle")}</span>
          <span id="onboard-claim-text" className="mt-1 text-sm text-muted">{t("welcome.claimText")}</span>
        </button>
        <button type="button" onClick={onList} aria-labelledby="onboard-list-title" aria-describedby="onboard-list-text" className="group flex flex-col items-start rounded-3xl border border-sand-200 bg-white p-6 text-left shadow-sm transition hover:border-ember-500 hover:shadow-md">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-sand-100 text-ember-700"><PlusCircle className="size-6" aria-hidden="true" /></span>
          <span id="onboard-list-title" className="mt-4 font-serif text-xl text-cedar-900">{t("welcome.listTitle")}</span>
          <span id="onboard-list-text" className="mt-1 text-sm text-muted">
            {resuming ? t("welcome.resumeText") : t("welcome.listText")}
          </span>
        </button>
      </div>
      <ul className="mt-10 flex flex-col gap-3 text-sm text-cedar-700 sm:flex-row sm:justify-center sm:gap-8">
        {terms.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2"><Icon className="size-4 text-sea-700" aria-hidden="true" />{text}</li>
        ))}
      </ul>
    </main>
  );
}
