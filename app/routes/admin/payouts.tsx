// Admin Payouts: the commission ledger per host and per booking, what is due now, and 'Mark
// paid' (once: the service refuses a second payment of the same bookings). With card payments on,
// card bookings' payouts are Stripe transfers (made, held or failed, with 'Try again'), and the
// refunds Stripe would not make are listed too.
import Download from "lucide-react/icons/download";
import { data, Link } from "react-router";
import type { Route } from "./+types/payouts";
import { HOST_PAYOUT_DELAY_HOURS } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { CARD_PAYOUT_FILTERS, PAYOUT_FILTERS, payoutsHref, type PayoutFilter } from "#domain/payouts";
import { retryFailedRefund, retryFailedTransfer } from "#server/features/admin/admin-payouts.card";
import { markHostPayoutPaid, payoutsOverview } from "#server/features/admin/admin-payouts.service";
import type { ToastMessage } from "#app/components/toaster";
import { buttonVariants } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { formFields, queryFields } from "#app/lib/form.server";
import { cn } from "#app/lib/cn";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import { toastFirst } from "#app/lib/toast-first";
import { attempt } from "#app/lib/service-errors.server";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { Figures } from "./figures";
import { GiftVoucherFiguresSection } from "./gift-voucher-figures";
import { giftVoucherFigures } from "#server/features/gift-vouchers/gift-voucher-figures.service";
import { PayoutHosts } from "./payouts-hosts";
import { PayoutLedger } from "./payouts-ledger";
import { FailedRefunds } from "./payouts-refunds";
import { richText } from "./rich-text";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("nav.payouts"));
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { db, payments } = getApp(context);
  const [overview, vouchers] = await Promise.all([
    payoutsOverview(db, admin, queryFields(request), new Date(), { cardPayments: payments !== null }),
    giftVoucherFigures(db, admin),
  ]);
  return { ...overview, vouchers };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const { db } = getApp(context);
  const locale = requestLocale(request);
  const t = serverT(locale, "admin");
  const error = (description: string) => ({ title: t("toast.error"), description, variant: "error" }) as ToastMessage;
  const fields = formFields(context);
  switch (fields.intent) {
    case "mark-paid": {
      const result = await attempt(() => markHostPayoutPaid(db, admin, fields));
      if (!result.ok) return data({ toast: error(result.error) }, { status: result.status });
      const { amount, hostName, bookingCount } = result.value;
      return {
        toast: {
          title: t("payouts.toast.recorded"),
          description: t("payouts.toast.recordedDescription", { amount: formatMoney(amount, locale), host: hostName, count: bookingCount }),
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
          title: transfer ? t("payouts.toast.retryTransfer") : t("payouts.toast.retryRefund"),
          description: t(transfer ? "payouts.toast.retryTransferDescription" : "payouts.toast.retryRefundDescription", { amount: formatMoney(result.value.amount, locale) }),
          variant: "success",
        } as ToastMessage,
      };
    }
    default:
      return data({ toast: error(t("payouts.unknownAction")) }, { status: 400 });
  }
}

// Marking a host paid, or a retry, takes its row off the page: its toast must not wait for it.
export const clientAction = toastFirst<{ toast: ToastMessage }>((answer) => answer.toast);

/** The filters' words (keys of the `admin` messages). */
export const PAYOUT_FILTER_LABEL = {
  due: "payouts.filter.due",
  paid: "payouts.filter.paid",
  all: "payouts.filter.all",
  held: "payouts.filter.held",
  failed: "payouts.filter.failed",
} as const satisfies Record<PayoutFilter, string>;

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const { query, summary, hosts, ledger, host, asOf, cardPayments, failedRefunds } = loaderData;
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  const money = (amount: number) => formatMoney(amount, locale);
  const hours = HOST_PAYOUT_DELAY_HOURS;
  const figures = cardPayments
    ? [
        { label: t("payouts.figure.dueNow"), value: money(summary.dueNow), hint: t("payouts.figure.dueNowCardHint") },
        { label: t("payouts.figure.notYetDue"), value: money(summary.upcoming), hint: t("payouts.figure.notYetDueCardHint", { hours }) },
        { label: t("payouts.figure.onHold"), value: money(summary.onHold), hint: t("payouts.figure.onHoldCardHint") },
        { label: t("payouts.figure.failed"), value: money(summary.failed), hint: t("payouts.figure.failedHint") },
        { label: t("payouts.figure.paid"), value: money(summary.paid), hint: t("payouts.figure.paidCardHint") },
        { label: t("payouts.figure.commission"), value: money(summary.commission), hint: t("payouts.figure.commissionHint") },
      ]
    : [
        { label: t("payouts.figure.dueNow"), value: money(summary.dueNow), hint: t("payouts.figure.dueNowHint") },
        { label: t("payouts.figure.notYetDue"), value: money(summary.upcoming), hint: t("payouts.figure.notYetDueHint", { hours }) },
        { label: t("payouts.figure.onHold"), value: money(summary.onHold), hint: t("payouts.figure.onHoldHint") },
        { label: t("payouts.figure.paid"), value: money(summary.paid), hint: t("payouts.figure.paidHint") },
        { label: t("payouts.figure.commission"), value: money(summary.commission), hint: t("payouts.figure.commissionHint") },
      ];
  const filters = cardPayments ? [...PAYOUT_FILTERS, ...CARD_PAYOUT_FILTERS] : PAYOUT_FILTERS;
  const csvParams = new URLSearchParams({ filter: query.filter, ...(query.host ? { host: query.host } : {}) });
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="font-serif text-2xl text-cedar-900">{t("nav.payouts")}</h1>
        <p className="max-w-3xl text-sm text-muted">
          {t("payouts.intro")} {t("payouts.introRule", { hours })}
        </p>
        {cardPayments && (
          <p className="max-w-3xl text-sm text-muted">
            {t("payouts.cardIntro")}
          </p>
        )}
      </header>

      {host && (
        <p className="flex flex-wrap items-center gap-3 rounded-2xl bg-sand-50 px-4 py-3 text-sm">
          <span>{richText(t("payouts.showingHost"), { host: <strong className="text-cedar-900">{host.name}</strong> })}</span>
          <Link to={localePath(payoutsHref({ ...query, host: undefined }, { page: 1, refundPage: 1 }))} className="font-medium text-ember-700 underline-offset-4 hover:underline">{t("payouts.everyHost")}</Link>
        </p>
      )}

      <Figures figures={figures} columns={cardPayments ? "xl:grid-cols-6" : "xl:grid-cols-5"} />
      <GiftVoucherFiguresSection figures={loaderData.vouchers} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t("payouts.filter.label")} className={cn("inline-flex rounded-full border border-sand-300 bg-white p-1", cardPayments && "flex-wrap")}>
          {filters.map((f) => (
            <Link
              key={f}
              to={localePath(payoutsHref(query, { filter: f, page: 1, hostPage: 1 }))}
              aria-current={query.filter === f ? "page" : undefined}
              className={cn("rounded-full px-4 py-1.5 text-sm font-medium", query.filter === f ? "bg-cedar-900 text-white" : "text-cedar-900 hover:bg-sand-100")}
            >
              {t(PAYOUT_FILTER_LABEL[f])}
            </Link>
          ))}
        </nav>
        <a href={localePath(`/admin/payouts/ledger.csv?${csvParams}`)} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" /> {t("payouts.export")}
        </a>
      </div>

      <PayoutHosts query={query} hosts={hosts} asOf={asOf} />
      <PayoutLedger query={query} ledger={ledger} />
      {failedRefunds && <FailedRefunds query={query} refunds={failedRefunds} />}
    </div>
  );
}
