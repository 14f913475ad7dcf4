// /gift-vouchers/voucher/:code: the printable voucher the recipient's e-mail links to (decision
// 017). Whoever holds the code may see it; each look counts towards the per-address limit on
// trying codes. Never cached, never indexed.
import Printer from "lucide-react/icons/printer";
import { data } from "react-router";
import type { Route } from "./+types/voucher";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate, formatMoney } from "#domain/format";
import { formatVoucherCode, VOUCHER_TEXTS } from "#domain/gift-vouchers";
import { fromCents } from "#domain/money";
import { printableVoucher } from "#server/features/gift-vouchers/voucher-codes.service";
import { Button } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { serviceLoader } from "#app/lib/service-errors.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, actor, clientAddress } = getApp(context);
  const voucher = await serviceLoader(() => printableVoucher(db, actor, params.code, clientAddress));
  return data({ voucher }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta = () => [{ title: `Gift voucher · ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export default function Voucher({ loaderData }: Route.ComponentProps) {
  const { voucher } = loaderData;
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <article className="rounded-3xl border-2 border-ember-500 bg-white p-6 text-center shadow-sm sm:p-10" aria-labelledby="voucher-heading">
        <p className="text-sm font-semibold uppercase tracking-[0.16em] text-ember-700">{PRODUCT_NAME}</p>
        <h1 id="voucher-heading" className="mt-2 font-serif text-4xl text-cedar-900">Gift voucher</h1>
        <p className="mt-4 text-lg text-cedar-900">{`For ${voucher.recipientName}`}</p>
        {voucher.message && <blockquote className="mx-auto mt-4 max-w-md font-serif text-xl text-cedar-800">“{voucher.message}”</blockquote>}
        <p className="mt-6 font-serif text-4xl text-ember-700">{formatMoney(fromCents(voucher.amountCents))}</p>
        <p className="mt-2 text-base text-cedar-900">
          {voucher.expired ? VOUCHER_TEXTS.codeExpired : `Balance: ${formatMoney(fromCents(voucher.balanceCents))}`}
        </p>
        <p className="mt-6 text-sm text-muted">Code</p>
        <p className="font-mono text-2xl tracking-wide text-cedar-900">{formatVoucherCode(voucher.code)}</p>
        <dl className="mx-auto mt-6 grid max-w-md grid-cols-2 gap-2 text-left text-sm">
          <dt className="text-muted">Bought on</dt>
          <dd>{formatDate(voucher.purchasedAt)}</dd>
          <dt className="text-muted">Valid until</dt>
          <dd>{formatDate(voucher.expiresAt)}</dd>
        </dl>
        <p className="mt-6 text-sm text-cedar-800">Enter the code when you book a session at any sauna on {PRODUCT_NAME}.</p>
        <p className="mt-2 text-sm text-cedar-800">{VOUCHER_TEXTS.legal}</p>
      </article>
      <div className="mt-6 text-center">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" /> Print this voucher
        </Button>
      </div>
    </main>
  );
}
