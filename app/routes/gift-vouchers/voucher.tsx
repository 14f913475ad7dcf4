// /gift-vouchers/voucher/:code: the printable voucher the recipient's e-mail links to (decision
// 017). Whoever holds the code may see it; each look counts towards the per-address limit on
// trying codes. Never cached, never indexed.
import Printer from "lucide-react/icons/printer";
import { data, type HeadersFunction } from "react-router";
import type { Route } from "./+types/voucher";
import { PRODUCT_NAME } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { formatVoucherCode } from "#domain/gift-vouchers";
import { localeOfPath } from "#domain/locales";
import { fromCents } from "#domain/money";
import { printableVoucher } from "#server/features/gift-vouchers/voucher-codes.service";
import { Button } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { MessagesProvider, useLocale, useT } from "#app/lib/i18n/i18n";
import { messagesFor, requestLocale } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, actor, clientAddress } = getApp(context);
  const voucher = await serviceLoader(() => printableVoucher(db, actor, params.code, clientAddress));
  return data({ messages: messagesFor(requestLocale(request), "vouchers"), voucher }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The page shows a code that spends money: no browser, proxy or CDN may keep it, whoever asks,
 * and an unknown code's answer neither. Without this export the loader's header never reached
 * the page's response.
 */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function meta({ data, location }: Route.MetaArgs) {
  return [
    { title: translate(localeOfPath(location.pathname), data?.messages, "voucher.metaTitle", { product: PRODUCT_NAME }) },
    { name: "robots", content: "noindex" },
  ];
}

export default function VoucherPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="vouchers" messages={loaderData.messages}>
      <Voucher voucher={loaderData.voucher} />
    </MessagesProvider>
  );
}

function Voucher({ voucher }: { voucher: Route.ComponentProps["loaderData"]["voucher"] }) {
  const t = useT("vouchers");
  const locale = useLocale();
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <article className="rounded-3xl border-2 border-ember-500 bg-white p-6 text-center shadow-sm sm:p-10" aria-labelledby="voucher-heading">
        <p className="text-sm font-semibold uppercase tracking-[0.16em] text-ember-700">{PRODUCT_NAME}</p>
        <h1 id="voucher-heading" className="mt-2 font-serif text-4xl text-cedar-900">{t("voucher.title")}</h1>
        <p className="mt-4 text-lg text-cedar-900">{t("voucher.for", { name: voucher.recipientName })}</p>
        {voucher.message && <blockquote className="mx-auto mt-4 max-w-md font-serif text-xl text-cedar-800">“{voucher.message}”</blockquote>}
        <p className="mt-6 font-serif text-4xl text-ember-700">{formatMoney(fromCents(voucher.amountCents), locale)}</p>
        <p className="mt-2 text-base text-cedar-900">
          {voucher.expired ? t("voucher.expired") : t("voucher.balance", { amount: formatMoney(fromCents(voucher.balanceCents), locale) })}
        </p>
        <p className="mt-6 text-sm text-muted">{t("voucher.code")}</p>
        <p className="font-mono text-2xl tracking-wide text-cedar-900">{formatVoucherCode(voucher.code)}</p>
        <dl className="mx-auto mt-6 grid max-w-md grid-cols-2 gap-2 text-left text-sm">
          <dt className="text-muted">{t("voucher.boughtOn")}</dt>
          <dd>{formatDate(voucher.purchasedAt, locale)}</dd>
          <dt className="text-muted">{t("voucher.validUntil")}</dt>
          <dd>{formatDate(voucher.expiresAt, locale)}</dd>
        </dl>
        <p className="mt-6 text-sm text-cedar-800">{t("voucher.howToUse", { product: PRODUCT_NAME })}</p>
        <p className="mt-2 text-sm text-cedar-800">{t("legal", { product: PRODUCT_NAME })}</p>
      </article>
      <div className="mt-6 text-center">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" /> {t("voucher.print")}
        </Button>
      </div>
    </main>
  );
}
