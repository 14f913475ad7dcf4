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
import { useSection } from "#app/lib/use-section";
import type { PayoutsOverview } from "#server/features/admin/admin-payouts.service";

/** The Payouts page's hosts, as the service gives them. */
type Hosts = PayoutsOverview["hosts"];
type HostRow = Hosts["rows"][number];

const EMPTY: Record<PayoutQuery["filter"], string> = {
  due: "No host is owed anything right now.",
  paid: "No host has been paid yet.",
  all: "No host has bookings yet.",
  held: "No host has a payout on hold.",
  failed: "No host has a failed transfer.",
};

const time = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Dublin" });

export function PayoutHosts({ query, hosts, asOf }: { query: PayoutQuery; hosts: Hosts; asOf: string }) {
  return (
    <section aria-labelledby="payout-hosts-heading" className="space-y-3">
      <h2 id="payout-hosts-heading" className="font-serif text-xl text-cedar-900">By host <span className="text-base text-muted">({hosts.total})</span></h2>
      {hosts.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">{EMPTY[query.filter]}</p>
      ) : (
        <ScrollTable labelledBy="payout-hosts-heading" minWidth="min-w-[52rem]" shadow={false}>
          <ColumnHeads
            cell="px-4 py-3"
            columns={["Host", ...["Total", "Commission", "Due now", "Not yet due", "Paid"].map((label) => ({ label, numeric: true })), { label: "Actions", hidden: true }]}
          />
          <tbody className="divide-y divide-sand-100">
            {hosts.rows.map((h) => (
              <tr key={h.hostId} className={query.host === h.hostId ? "bg-sand-50" : undefined}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <Link to={payoutsHref(query, { host: h.hostId, page: 1 })} className="font-medium text-cedar-900 hover:text-ember-700">{h.name}</Link>
                  {h.email && <span className="block text-xs text-muted">{h.email}</span>}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{formatMoney(h.total)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatMoney(h.commission)}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  <span className={h.dueNow > 0 ? "font-semibold text-ink" : undefined}>{formatMoney(h.dueNow)}</span>
                  {h.dueCount > 0 && <span className="block text-xs text-muted">{h.dueCount} {h.dueCount === 1 ? "booking" : "bookings"}</span>}
                  {h.onHold > 0 && <span className="block text-xs text-amber-900">{formatMoney(h.onHold)} on hold</span>}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatMoney(h.upcoming)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatMoney(h.paid)}</td>
                <td className="px-4 py-3 text-right">{h.dueNow > 0 && <MarkPaid host={h} asOf={asOf} />}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pagination look="table" label="Hosts pages" page={query.hostPage} pages={hosts.pages} href={(p) => payoutsHref(query, { hostPage: p })} />
    </section>
  );
}

/** 'Mark paid' with a confirmation: one payout for the bookings due as the page showed them. */
function MarkPaid({ host, asOf }: { host: HostRow; asOf: string }) {
  const [open, setOpen] = useState(false);
  const { fetcher, busy } = useSection<{ toast: ToastMessage }>();
  const bookings = `${host.dueCount} ${host.dueCount === 1 ? "booking" : "bookings"}`;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} disabled={busy} aria-label={`Mark ${formatMoney(host.dueNow)} paid to ${host.name}`}>
        {busy ? "Saving..." : "Mark paid"}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title={`Mark ${formatMoney(host.dueNow)} paid to ${host.name}?`}
        description={`This records one payout for the ${bookings} due at ${time.format(new Date(asOf))}. Do it once the money has been sent: it can't be undone.`}
      >
        <fetcher.Form method="post" className="mt-5 space-y-5" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value="mark-paid" />
          <input type="hidden" name="hostId" value={host.hostId} />
          <input type="hidden" name="asOf" value={asOf} />
          <div className="space-y-1.5">
            <Label htmlFor={`note-${host.hostId}`}>Payment reference (optional)</Label>
            <Input id={`note-${host.hostId}`} name="note" maxLength={200} placeholder="e.g. bank transfer reference" />
          </div>
          <DialogActions>
            <Button variant="outline" onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" disabled={busy}>Mark paid</Button>
          </DialogActions>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
