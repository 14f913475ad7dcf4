// Step 0: claim a listing that is already on the site, or list a new sauna (docs/product.md §2).
import BadgeEuro from "lucide-react/icons/badge-euro";
import CalendarCheck from "lucide-react/icons/calendar-check";
import PlusCircle from "lucide-react/icons/plus-circle";
import Search from "lucide-react/icons/search";
import Sparkles from "lucide-react/icons/sparkles";
import type { Ref } from "react";
import { HOST_PAYOUT_DELAY_HOURS, PRODUCT_NAME } from "#domain/constants";

const terms = (commissionRate: number) => [
  { icon: Sparkles, text: "Free to list, reviewed within 24 hours" },
  { icon: BadgeEuro, text: `${Math.round(commissionRate * 1000) / 10}% commission per booking, no hidden fees` },
  { icon: CalendarCheck, text: `Paid ${HOST_PAYOUT_DELAY_HOURS} hours after each session` },
];

export function WelcomeStep({ headingRef, onClaim, onList, resuming, commissionRate }: {
  headingRef: Ref<HTMLHeadingElement>;
  onClaim: () => void;
  onList: () => void;
  resuming: boolean;
  commissionRate: number;
}) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.16em] text-ember-700">Join 100+ Irish sauna hosts</p>
        <h1 ref={headingRef} tabIndex={-1} className="mt-2 font-serif text-3xl text-cedar-900 outline-none sm:text-4xl">Welcome your guests on {PRODUCT_NAME}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted">
          Bring your sauna to people all over Ireland looking for their next session. Is it already on {PRODUCT_NAME}? Claim it. New here? List it in a few minutes.
        </p>
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        <button type="button" onClick={onClaim} aria-labelledby="onboard-claim-title" aria-describedby="onboard-claim-text" className="group flex flex-col items-start rounded-3xl border border-sand-200 bg-white p-6 text-left shadow-sm transition hover:border-ember-500 hover:shadow-md">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-sand-100 text-ember-700"><Search className="size-6" aria-hidden="true" /></span>
          <span id="onboard-claim-title" className="mt-4 font-serif text-xl text-cedar-900">Claim Your Sauna</span>
          <span id="onboard-claim-text" className="mt-1 text-sm text-muted">Already listed? Find your sauna, tell us who you are, and we'll hand it over once we've checked.</span>
        </button>
        <button type="button" onClick={onList} aria-labelledby="onboard-list-title" aria-describedby="onboard-list-text" className="group flex flex-col items-start rounded-3xl border border-sand-200 bg-white p-6 text-left shadow-sm transition hover:border-ember-500 hover:shadow-md">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-sand-100 text-ember-700"><PlusCircle className="size-6" aria-hidden="true" /></span>
          <span id="onboard-list-title" className="mt-4 font-serif text-xl text-cedar-900">List Your Sauna</span>
          <span id="onboard-list-text" className="mt-1 text-sm text-muted">
            {resuming ? "Carry on with the listing you started on this device." : "Describe your sauna, set your prices and hours, and publish. About 10 minutes."}
          </span>
        </button>
      </div>
      <ul className="mt-10 flex flex-col gap-3 text-sm text-cedar-700 sm:flex-row sm:justify-center sm:gap-8">
        {terms(commissionRate).map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2"><Icon className="size-4 text-sea-700" aria-hidden="true" />{text}</li>
        ))}
      </ul>
    </main>
  );
}
