// The Overview's payouts (card payments on): what is still to come for this sauna
// and what has been sent, each payout saying where it stands: on its date, on its way by Stripe
// transfer, held and why, or delayed. The notes come with the data, in the page's language
// (host-payouts.service.ts).
import { Link } from "react-router";
import { HOST_PAYOUT_DELAY_HOURS } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { cn } from "#app/lib/cn";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { HostPayouts } from "#server/features/hosts/host-payouts.service";

export function PayoutsSection({ payouts }: { payouts: HostPayouts }) {
  const t = useT("dashboard");
  const locale = useLocale();
  const localePath = useLocalePath();
  const session = (date: string, time: string) => t("payouts.session", { date: formatDate(date, locale), time: time.slice(0, 5) });
  return (
    <section aria-labelledby="payouts-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="payouts-heading" className="font-serif text-xl text-cedar-900">{t("payouts.heading")}</h2>
        <p className="text-sm text-muted">{t("payouts.when", { count: HOST_PAYOUT_DELAY_HOURS })}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <PayoutList
          id="payouts-still-to-come"
          title={t("payouts.toCome")}
          total={payouts.toCome}
          totalCount={payouts.toComeCount}
          empty={t("payouts.noneOwed")}
          items={payouts.upcoming.map((p) => ({ id: p.id, amount: p.amount, session: session(p.bookingDate, p.startTime), note: p.note, delayed: p.delayed }))}
        />
        <PayoutList
          id="payouts-sent-to-you"
          title={t("payouts.sent")}
          total={payouts.paid}
          totalCount={payouts.paidCount}
          empty={t("payouts.noneYet")}
          items={payouts.recent.map((p) => ({ id: p.id, amount: p.amount, session: session(p.bookingDate, p.startTime), note: p.note, delayed: false }))}
        />
      </div>
      {payouts.upcoming.some((p) => p.delayed) && (
        <p className="text-sm text-muted">
          {`${t("payouts.held")} `}<Link to={localePath("/dashboard/account")} className="font-medium text-ember-700 underline underline-offset-4">{t("nav.account")}</Link>{` ${t("payouts.stripeStands")}`}
        </p>
      )}
    </section>
  );
}

type Item = { id: string; amount: number; session: string; note: string; delayed: boolean };

/** `id` names the list by its heading: fixed, so it is the same in every language. */
function PayoutList({ id, title, total, totalCount, empty, items }: { id: string; title: string; total: number; totalCount: number; empty: string; items: Item[] }) {
  const t = useT("dashboard");
  const locale = useLocale();
  const localePath = useLocalePath();
  const more = totalCount - items.length;
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      <h3 id={id} className="text-sm font-medium text-cedar-700">{title}</h3>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-ink">
        {formatMoney(total, locale)} {totalCount > 0 && <span className="text-sm font-normal text-muted">{t("payouts.forBookings", { count: totalCount })}</span>}
      </p>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="mt-3 divide-y divide-sand-100 text-sm">
          {items.map((p) => (
            <li key={p.id} className="py-2.5">
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-ink">{p.session}</span>
                <span className="font-medium tabular-nums text-ink">{formatMoney(p.amount, locale)}</span>
              </div>
              <p className={cn("mt-0.5 break-words text-xs", p.delayed ? "font-medium text-amber-900" : "text-muted")}>{p.note}</p>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <p className="mt-2 text-xs text-muted">
          {`${t("payouts.more", { count: more })} `}<Link to={localePath("/dashboard/bookings")} className="font-medium text-ember-700 underline underline-offset-4">{t("payouts.seeBookings")}</Link>
        </p>
      )}
    </div>
  );
}
