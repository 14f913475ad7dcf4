import BadgeEuro from "lucide-react/icons/badge-euro";
import CalendarCheck from "lucide-react/icons/calendar-check";
import HandCoins from "lucide-react/icons/hand-coins";
import Sparkles from "lucide-react/icons/sparkles";
import { Link } from "react-router";
import { DEFAULT_PRICES, HOST_PAYOUT_DELAY_HOURS } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { buttonVariants } from "#app/components/ui/button";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";

const BENEFITS = [
  { icon: Sparkles, title: "owners.freeTitle", text: "owners.freeText" },
  { icon: BadgeEuro, title: "owners.commissionTitle", text: "owners.commissionText" },
  { icon: HandCoins, title: "owners.feesTitle", text: "owners.feesText" },
  { icon: CalendarCheck, title: "owners.payoutTitle", text: "owners.payoutText" },
] as const;

/**
 * For sauna owners: the commercial terms and the two ways in (claim or list). `commissionRate`:
 * the platform's current rate (admin Settings), what a booking made today pays.
 */
export function OwnersSection({ commissionRate }: { commissionRate: number }) {
  const percent = `${Math.round(commissionRate * 10_000) / 100}%`;
  const price = DEFAULT_PRICES.private;
  const commission = Math.round(price * commissionRate * 100) / 100;
  const t = useT("home");
  const to = useLocalePath();
  const locale = useLocale();
  const hours = t("owners.hours", { count: HOST_PAYOUT_DELAY_HOURS });
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <section aria-labelledby="owners-heading" className="bg-sand-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-ember-700">{t("owners.eyebrow")}</p>
          <h2 id="owners-heading" className="mt-2 font-serif text-3xl text-cedar-900 sm:text-4xl">{t("owners.title")}</h2>
          <p className="mt-3 max-w-xl text-muted">
            {t("owners.text", { hours })}
          </p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-ember-700 shadow-sm">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-cedar-900">{t(title, { percent, hours })}</span>
                  <span className="mt-1 block text-sm text-muted">{t(text)}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={to("/onboard")} className={buttonVariants({ size: "lg" })}>{t("owners.claim")}</Link>
            <Link to={to("/onboard")} className={buttonVariants({ variant: "outline", size: "lg" })}>{t("owners.list")}</Link>
          </div>
        </div>

        <div className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="font-serif text-xl text-cedar-900">{t("owners.exampleTitle")}</p>
          <p className="mt-1 text-sm text-muted">{t("owners.example", { price: money(price) })}</p>
          <dl className="mt-6 space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t("owners.guestPays")}</dt>
              <dd className="font-medium text-ink">{money(price)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t("owners.commission", { percent })}</dt>
              <dd className="font-medium text-ink">−{money(commission)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-sand-200 pt-3 text-base">
              <dt className="font-semibold text-cedar-900">{t("owners.youReceive")}</dt>
              <dd className="font-semibold text-sea-700">{money(price - commission)}</dd>
            </div>
          </dl>
          <p className="mt-6 rounded-2xl bg-sand-50 p-4 text-sm text-cedar-700">
            {t("owners.paidNote", { hours })}
          </p>
        </div>
      </div>
    </section>
  );
}
