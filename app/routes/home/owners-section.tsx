import BadgeEuro from "lucide-react/icons/badge-euro";
import CalendarCheck from "lucide-react/icons/calendar-check";
import HandCoins from "lucide-react/icons/hand-coins";
import Sparkles from "lucide-react/icons/sparkles";
import { Link } from "react-router";
import { DEFAULT_PRICES, HOST_PAYOUT_DELAY_HOURS } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { buttonVariants } from "#app/components/ui/button";

const benefits = (percent: string) => [
  { icon: Sparkles, title: "Free to list", text: "No sign-up cost and no monthly fee. Your listing is reviewed and live within 24 hours." },
  { icon: BadgeEuro, title: `${percent} commission per booking`, text: "Commission-based pricing: you only pay when a guest books a session." },
  { icon: HandCoins, title: "No hidden fees", text: "What you see is what you pay. Guests pay upfront when they book." },
  { icon: CalendarCheck, title: `Paid ${HOST_PAYOUT_DELAY_HOURS} hours after the session`, text: "Your payout arrives a day after each session, automatically." },
];

/**
 * For sauna owners: the commercial terms and the two ways in (claim or list). `commissionRate`:
 * the platform's current rate (admin Settings), what a booking made today pays.
 */
export function OwnersSection({ commissionRate }: { commissionRate: number }) {
  const percent = `${Math.round(commissionRate * 10_000) / 100}%`;
  const price = DEFAULT_PRICES.private;
  const commission = Math.round(price * commissionRate * 100) / 100;
  return (
    <section aria-labelledby="owners-heading" className="bg-sand-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-ember-700">For sauna owners</p>
          <h2 id="owners-heading" className="mt-2 font-serif text-3xl text-cedar-900 sm:text-4xl">Share Your Sauna with Ireland</h2>
          <p className="mt-3 max-w-xl text-muted">
            Reach guests looking for their next session. It's free to list, commission-based pricing with no hidden fees, and you're paid {HOST_PAYOUT_DELAY_HOURS} hours after each session.
          </p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {benefits(percent).map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-ember-700 shadow-sm">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-cedar-900">{title}</span>
                  <span className="mt-1 block text-sm text-muted">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/onboard" className={buttonVariants({ size: "lg" })}>Claim Your Sauna</Link>
            <Link to="/onboard" className={buttonVariants({ variant: "outline", size: "lg" })}>List Your Sauna</Link>
          </div>
        </div>

        <div className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="font-serif text-xl text-cedar-900">What a booking earns you</p>
          <p className="mt-1 text-sm text-muted">A private session at {formatMoney(price)}, for example:</p>
          <dl className="mt-6 space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Guest pays upfront</dt>
              <dd className="font-medium text-ink">{formatMoney(price)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Platform commission ({percent})</dt>
              <dd className="font-medium text-ink">−{formatMoney(commission)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-sand-200 pt-3 text-base">
              <dt className="font-semibold text-cedar-900">You receive</dt>
              <dd className="font-semibold text-sea-700">{formatMoney(price - commission)}</dd>
            </div>
          </dl>
          <p className="mt-6 rounded-2xl bg-sand-50 p-4 text-sm text-cedar-700">
            Paid to you {HOST_PAYOUT_DELAY_HOURS} hours after the session. No listing fee, no monthly fee, no hidden fees.
          </p>
        </div>
      </div>
    </section>
  );
}
