// Payouts per host: earnings, commission, what is due now, not yet due and paid, and 'Mark paid'.
import { useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "#domain/format";
import { payoutsHref, type PayoutQuery } from "#domain/payouts";
import { Pagination } from "#app/components/pagination";
import type { ToastMessage } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogActions } from "#app/components/ui/dialog";
import { Input, Label } from "#app/components/ui/input";
import { ColumnHeads, ScrollTable } from "#app/components/scroll-table";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import { formatDateTime } from "./admin-format";
import type { PayoutsOverview } from "#server/features/admin/admin-payouts.service";

/** The Payouts page's hosts, as the service gives them. */
type Hosts = PayoutsOverview["hosts"];
type HostRow = Hosts["rows"][number];

const EMPTY = {
  due: "hosts.empty.due",
  paid: "hosts.empty.paid",
  all: "hosts.empty.all",
  held: "hosts.empty.held",
  failed: "hosts.empty.failed",
} as const satisfies Record<PayoutQuery["filter"], string>;

export function PayoutHosts({ query, hosts, asOf }: { query: PayoutQuery; hosts: Hosts; asOf: string }) {
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <section aria-labelledby="payout-hosts-heading" className="space-y-3">
      <h2 id="payout-hosts-heading" className="font-serif text-xl text-cedar-900">{t("hosts.heading")} <span className="text-base text-muted">({hosts.total})</span></h2>
      {hosts.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">{t(EMPTY[query.filter])}</p>
      ) : (
        <ScrollTable labelledBy="payout-hosts-heading" minWidth="min-w-[52rem]" shadow={false}>
          <ColumnHeads
            cell="px-4 py-3"
            columns={[
              t("hosts.column.host"),
              ...[t("hosts.column.total"), t("hosts.column.commission"), t("payouts.figure.dueNow"), t("payouts.figure.notYetDue"), t("hosts.column.paid")].map((label) => ({ label, numeric: true })),
              { label: t("column.actions"), hidden: true },
            ]}
          />
          <tbody className="divide-y divide-sand-100">
            {hosts.rows.map((h) => (
              <tr key={h.hostId} className={query.host === h.hostId ? "bg-sand-50" : undefined}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <Link to={localePath(payoutsHref(query, { host: h.hostId, page: 1 }))} className="font-medium text-cedar-900 hover:text-ember-700">{h.name ?? t("refunds.deletedAccount")}</Link>
                  {h.email && <span className="block text-xs text-muted">{h.email}</span>}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{money(h.total)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{money(h.commission)}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  <span className={h.dueNow > 0 ? "font-semibold text-ink" : undefined}>{money(h.dueNow)}</span>
                  {h.dueCount > 0 && <span className="block text-xs text-muted">{t("hosts.bookings", { count: h.dueCount })}</span>}
                  {h.onHold > 0 && <span className="block text-xs text-amber-900">{t("hosts.onHold", { amount: money(h.onHold) })}</span>}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{money(h.upcoming)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{money(h.paid)}</td>
                <td className="px-4 py-3 text-right">{h.dueNow > 0 && <MarkPaid host={h} asOf={asOf} />}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pagination look="table" label={t("hosts.pages")} page={query.hostPage} pages={hosts.pages} href={(p) => localePath(payoutsHref(query, { hostPage: p }))} />
    </section>
  );
}

/** 'Mark paid' with a confirmation: one payout for the bookings due as the page showed them. */
function MarkPaid({ host, asOf }: { host: HostRow; asOf: string }) {
  const [open, setOpen] = useState(false);
  const { fetcher, busy } = useSection<{ toast: ToastMessage }>();
  const t = useT("admin");
  const locale = useLocale();
  const amount = formatMoney(host.dueNow, locale);
  const name = host.name ?? t("refunds.deletedAccount");
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} disabled={busy} aria-label={t("hosts.markPaid.aria", { amount, host: name })}>
        {busy ? t("edit.saving") : t("hosts.markPaid")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title={t("hosts.markPaid.title", { amount, host: name })}
        description={t("hosts.markPaid.description", { count: host.dueCount, time: formatDateTime(asOf, locale, { year: false }) })}
      >
        <fetcher.Form method="post" className="mt-5 space-y-5" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value="mark-paid" />
          <input type="hidden" name="hostId" value={host.hostId} />
          <input type="hidden" name="asOf" value={asOf} />
          <div className="space-y-1.5">
            <Label htmlFor={`note-${host.hostId}`}>{t("hosts.markPaid.reference")}</Label>
            <Input id={`note-${host.hostId}`} name="note" maxLength={200} placeholder={t("hosts.markPaid.referencePlaceholder")} />
          </div>
          <DialogActions>
            <Button variant="outline" onClick={() => setOpen(false)}>{t("edit.cancel")}</Button>
            <Button type="submit" disabled={busy}>{t("hosts.markPaid")}</Button>
          </DialogActions>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
