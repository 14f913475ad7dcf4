// Admin Payouts: the commission ledger per host and per booking, what is due now, and 'Mark
// paid' (once: the service refuses a second payment of the same bookings). With card payments on,
// card bookings' payouts are Stripe transfers (made, held or failed, with 'Try again'), and the
// refunds Stripe would not make are listed too.
import Download from "lucide-react/icons/download";
import { data, Link } from "react-router";
import type { Route } from "./+types/payouts";
import { PRODUCT_NAME, HOST_PAYOUT_DELAY_HOURS } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { CARD_PAYOUT_FILTERS, PAYOUT_FILTER_LABELS, PAYOUT_FILTERS, payoutsHref } from "#domain/payouts";
import { retryFailedRefund, retryFailedTransfer } from "#server/features/admin/admin-payouts.card";
import { markHostPayoutPaid, payoutsOverview } from "#server/features/admin/admin-payouts.service";
import type { ToastMessage } from "#app/components/toaster";
import { buttonVariants } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { formFields, queryFields } from "#app/lib/form.server";
import { cn } from "#app/lib/cn";
import { toastFirst } from "#app/lib/toast-first";
import { attempt } from "#app/lib/service-errors.server";
import { requireAdminPage } from "./admin-guard.server";
import { Figures } from "./figures";
import { GiftVoucherFiguresSection } from "./gift-voucher-figures";
import { giftVoucherFigures } from "#server/features/gift-vouchers/gift-voucher-figures.service";
import { PayoutHosts } from "./payouts-hosts";
import { PayoutLedger } from "./payouts-ledger";
import { FailedRefunds } from "./payouts-refunds";

export const meta = () => [{ title: `Payouts · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db, payments } = getApp(context);
  const [overview, vouchers] = await Promise.all([
    payoutsOverview(db, admin, queryFields(request), new Date(), { cardPayments: payments !== null }),
    giftVoucherFigures(db, admin),
  ]);
  return { ...overview, vouchers };
}

const error = (description: string) => ({ title: "Error", description, variant: "error" }) as ToastMessage;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const fields = formFields(context);
  switch (fields.intent) {
    case "mark-paid": {
      const result = await attempt(() => markHostPayoutPaid(db, admin, fields));
      if (!result.ok) return data({ toast: error(result.error) }, { status: result.status });
      const { amount, hostName, bookingCount } = result.value;
      return {
        toast: {
          title: "Payout recorded",
          description: `${formatMoney(amount)} paid to ${hostName} for ${bookingCount} ${bookingCount === 1 ? "booking" : "bookings"}.`,
          variant: "success",
        } as ToastMessage,
      };
    }
    case "retry-transfer":
    case "retry-refund": {
      const transfer = fields.intent === "retry-transfer";
      const result = await attempt(() => (transfer ? retryFailedTransfer : retryFailedRefund)(db, admin, fields));
      if (!result.ok) return data({ toast: error(result.error) }, { status: result.status });
      return {
        toast: {
          title: transfer ? "Payout to be tried again" : "Refund to be tried again",
          description: `Stripe will be asked again for the ${transfer ? "transfer" : "refund"} of ${formatMoney(result.value.amount)} in the next minute.`,
          variant: "success",
        } as ToastMessage,
      };
    }
    default:
      return data({ toast: error("Unknown action") }, { status: 400 });
  }
}

// Marking a host paid, or a retry, takes its row off the page: its toast must not wait for it.
export const clientAction = toastFirst<{ toast: ToastMessage }>((answer) => answer.toast);

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const { query, summary, hosts, ledger, host, asOf, cardPayments, failedRefunds } = loaderData;
  const figures = cardPayments
    ? [
        { label: "Due now", value: formatMoney(summary.dueNow), hint: "Paid at the sauna: ready to mark paid to verified owners" },
        { label: "Not yet due", value: formatMoney(summary.upcoming), hint: `Sessions to come or ended less than ${HOST_PAYOUT_DELAY_HOURS} hours ago, and Stripe transfers on their way` },
        { label: "On hold", value: formatMoney(summary.onHold), hint: "Due, but held: each booking says why" },
        { label: "Failed transfers", value: formatMoney(summary.failed), hint: "Stripe refused or kept failing: try again once fixed" },
        { label: "Paid", value: formatMoney(summary.paid), hint: "Paid out to hosts, by hand or by Stripe transfer" },
        { label: "Commission earned", value: formatMoney(summary.commission), hint: "The platform's share, refunds left out" },
      ]
    : [
        { label: "Due now", value: formatMoney(summary.dueNow), hint: "Ready to pay to verified owners" },
        { label: "Not yet due", value: formatMoney(summary.upcoming), hint: `Sessions to come, or ended less than ${HOST_PAYOUT_DELAY_HOURS} hours ago` },
        { label: "On hold", value: formatMoney(summary.onHold), hint: "Due, but the listing has no verified owner yet" },
        { label: "Paid", value: formatMoney(summary.paid), hint: "Paid out to hosts" },
        { label: "Commission earned", value: formatMoney(summary.commission), hint: "The platform's share, refunds left out" },
      ];
  const filters = cardPayments ? [...PAYOUT_FILTERS, ...CARD_PAYOUT_FILTERS] : PAYOUT_FILTERS;
  const csvParams = new URLSearchParams({ filter: query.filter, ...(query.host ? { host: query.host } : {}) });
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="font-serif text-2xl text-cedar-900">Payouts</h1>
        <p className="max-w-3xl text-sm text-muted">
          The commission ledger: what each booking earns its host and the platform, what is due now and what has been paid.
          A host is paid {HOST_PAYOUT_DELAY_HOURS} hours after each session, once an admin has verified them as the listing's owner; a booking refunded to the guest pays nothing.
        </p>
        {cardPayments && (
          <p className="max-w-3xl text-sm text-muted">
            Bookings paid by card are paid to their host by Stripe transfer, automatically, once due: they are never marked paid by hand.
            &lsquo;Mark paid&rsquo; is for bookings paid at the sauna.
          </p>
        )}
      </header>

      {host && (
        <p className="flex flex-wrap items-center gap-3 rounded-2xl bg-sand-50 px-4 py-3 text-sm">
          <span>Showing the payouts of <strong className="text-cedar-900">{host.name}</strong>.</span>
          <Link to={payoutsHref({ ...query, host: undefined }, { page: 1, refundPage: 1 })} className="font-medium text-ember-700 underline-offset-4 hover:underline">Show every host</Link>
        </p>
      )}

      <Figures figures={figures} columns={cardPayments ? "xl:grid-cols-6" : "xl:grid-cols-5"} />
      <GiftVoucherFiguresSection figures={loaderData.vouchers} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Show payouts" className={cn("inline-flex rounded-full border border-sand-300 bg-white p-1", cardPayments && "flex-wrap")}>
          {filters.map((f) => (
            <Link
              key={f}
              to={payoutsHref(query, { filter: f, page: 1, hostPage: 1 })}
              aria-current={query.filter === f ? "page" : undefined}
              className={cn("rounded-full px-4 py-1.5 text-sm font-medium", query.filter === f ? "bg-cedar-900 text-white" : "text-cedar-900 hover:bg-sand-100")}
            >
              {PAYOUT_FILTER_LABELS[f]}
            </Link>
          ))}
        </nav>
        <a href={`/admin/payouts/ledger.csv?${csvParams}`} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" /> Export CSV
        </a>
      </div>

      <PayoutHosts query={query} hosts={hosts} asOf={asOf} />
      <PayoutLedger query={query} ledger={ledger} />
      {failedRefunds && <FailedRefunds query={query} refunds={failedRefunds} />}
    </div>
  );
}
