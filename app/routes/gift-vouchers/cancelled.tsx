// /gift-vouchers/:voucherId/cancelled: where Stripe Checkout sends a buyer who went back without
// paying (cancel_url, decision 017). Opening it changes nothing: a GET must not cost anyone their
// purchase (a link followed by mistake, or lured). The page says what isn't bought yet and asks:
// 'Cancel this purchase' (a POST: the session is ended at Stripe and the voucher given up; the
// buyer lands on the gift voucher form) or 'Back to paying' (the same Checkout page).
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/cancelled";
import { PRODUCT_NAME } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { localeOfPath } from "#domain/locales";
import { fromCents } from "#domain/money";
import { leaveVoucherCheckout, leftVoucherCheckout } from "#server/features/gift-vouchers/gift-voucher-return.service";
import { PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { Button, buttonVariants } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { MessagesProvider, useLocale, useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage, messagesFor, requestLocale, serverT } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";
import { paymentsOrNotFound } from "#app/lib/payments-or-not-found.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";

export const meta = ({ data, location }: Route.MetaArgs) => [
  { title: translate(localeOfPath(location.pathname), data?.messages, "left.metaTitle", { product: PRODUCT_NAME }) },
  { name: "robots", content: "noindex" },
];

/** Paid after all: the page of what was bought, saying so. */
async function alreadyBought(request: Request, context: Route.LoaderArgs["context"], voucherId: string): Promise<never> {
  const t = serverT(requestLocale(request), "vouchers");
  throw await redirectWithToast(getApp(context).config, inRequestLanguage(request, `/my-account/gift-vouchers/${voucherId}`), {
    title: t("toast.paidTitle"),
    description: t("toast.alreadyPaidText"),
    variant: "success",
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, actor } = getApp(context);
  requireSignedIn(context, request);
  paymentsOrNotFound(context);
  const left = await serviceLoader(() => leftVoucherCheckout(db, actor, params.voucherId));
  if (left.state === "issued") return alreadyBought(request, context, params.voucherId);
  if (left.state === "over") {
    const t = serverT(requestLocale(request), "vouchers");
    throw await redirectWithToast(config, inRequestLanguage(request, "/gift-vouchers"), { title: t("toast.notCompletedTitle"), description: t("toast.notPaidText"), variant: "info" });
  }
  return { amountCents: left.amountCents, recipientName: left.recipientName, checkoutUrl: left.checkoutUrl, messages: messagesFor(requestLocale(request), "vouchers") };
}

/** 'Cancel this purchase': the session is ended at Stripe, then the voucher given up. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, actor } = getApp(context);
  requireSignedIn(context, request);
  const provider = paymentsOrNotFound(context);
  const t = serverT(requestLocale(request), "vouchers");
  const page = inRequestLanguage(request, "/gift-vouchers");
  let left;
  try {
    left = await serviceLoader(() => leaveVoucherCheckout(db, provider, actor, params.voucherId));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw await redirectWithToast(config, page, { title: t("toast.notCompletedTitle"), description: t("toast.unreachableText"), variant: "info" });
  }
  if (left.outcome === "issued" || left.outcome === "already_issued") return alreadyBought(request, context, params.voucherId);
  throw await redirectWithToast(config, page, { title: t("toast.notCompletedTitle"), description: t("toast.leftText"), variant: "info" });
}

export default function VoucherCheckoutLeft({ loaderData }: Route.ComponentProps) {
  const { messages, ...left } = loaderData;
  return (
    <MessagesProvider namespace="vouchers" messages={messages}>
      <LeftPage {...left} />
    </MessagesProvider>
  );
}

function LeftPage({ amountCents, recipientName, checkoutUrl }: { amountCents: number; recipientName: string; checkoutUrl: string | null }) {
  const t = useT("vouchers");
  const locale = useLocale();
  const busy = useNavigation().state !== "idle";
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl text-cedar-900">{t("toast.notCompletedTitle")}</h1>
      <div className="mt-6 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="text-cedar-900">{t("left.notBought", { amount: formatMoney(fromCents(amountCents), locale), name: recipientName })}</p>
        <p className="mt-2 text-sm text-muted">{t(checkoutUrl ? "left.notCharged" : "left.notChargedNoPage")}</p>
        <Form method="post" className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="submit" variant="outline" disabled={busy}>{t("left.cancel")}</Button>
          {/* A plain link: the payment page is Stripe's (checkout/pay.ts says why). */}
          {checkoutUrl && <a href={checkoutUrl} className={buttonVariants()}>{t("left.backToPaying")}</a>}
        </Form>
      </div>
    </main>
  );
}
