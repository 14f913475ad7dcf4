// /checkout/:bookingId/cancelled: where Stripe Checkout sends a guest who went back without paying
// (cancel_url, decision 012). Opening it changes nothing: a GET must not cost anyone their seats (a
// link followed by mistake, or lured). The page says until when the seats are held and asks:
// 'Release my seats' (a POST: the session is ended at Stripe and the seats released; the guest
// lands on the sauna's page to choose again) or 'Back to paying' (the same Checkout page).
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/cancelled";
import { PRODUCT_NAME } from "#domain/constants";
import { formatTimeOfDay } from "#domain/format";
import { localeOfPath } from "#domain/locales";
import { Button, buttonVariants } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { MessagesProvider, useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage, messagesFor, requestLocale, serverT } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";
import { paymentsOrNotFound } from "#app/lib/payments-or-not-found.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { leaveCheckout, leftCheckout } from "#server/features/payments/checkout-return.service";
import { PaymentProviderError } from "#server/integrations/payments/payment-provider";

export const meta = ({ data, location }: Route.MetaArgs) => [
  { title: translate(localeOfPath(location.pathname), data?.messages, "checkout.leftMetaTitle", { product: PRODUCT_NAME }) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, actor } = getApp(context);
  requireSignedIn(context, request);
  paymentsOrNotFound(context);
  const left = await serviceLoader(() => leftCheckout(db, actor, params.bookingId));
  const t = serverT(requestLocale(request), "booking");
  if (left.state === "paid") {
    throw await redirectWithToast(config, inRequestLanguage(request, "/my-account/bookings"), { title: t("toast.confirmed"), description: t("checkout.alreadyPaid"), variant: "success" });
  }
  if (left.state === "over") {
    throw await redirectWithToast(config, inRequestLanguage(request, `/sauna/${left.saunaId}#booking-section`), {
      title: t("checkout.notCompleted"),
      description: t("checkout.holdOver"),
      variant: "info",
    });
  }
  return { heldUntil: left.holdExpiresAt.toISOString(), messages: messagesFor(requestLocale(request), "booking") };
}

/** 'Release my seats': the session is ended at Stripe, then the seats are released. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, actor } = getApp(context);
  requireSignedIn(context, request);
  const t = serverT(requestLocale(request), "booking");
  const provider = paymentsOrNotFound(context);
  let left;
  try {
    left = await serviceLoader(() => leaveCheckout(db, provider, actor, params.bookingId));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw await redirectWithToast(config, inRequestLanguage(request, "/my-account/bookings"), {
      title: t("checkout.notCompleted"),
      description: t("checkout.unreachable"),
      variant: "info",
    });
  }
  if (left.outcome === "paid" || left.outcome === "already_paid") {
    throw await redirectWithToast(config, inRequestLanguage(request, "/my-account/bookings"), { title: t("toast.confirmed"), description: t("checkout.alreadyPaid"), variant: "success" });
  }
  throw await redirectWithToast(config, inRequestLanguage(request, `/sauna/${left.saunaId}#booking-section`), {
    title: t("checkout.notCompleted"),
    description: t("checkout.left"),
    variant: "info",
  });
}

export default function CheckoutLeft({ loaderData, params }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="booking" messages={loaderData.messages}>
      <LeftPage heldUntil={loaderData.heldUntil} bookingId={params.bookingId} />
    </MessagesProvider>
  );
}

function LeftPage({ heldUntil, bookingId }: { heldUntil: string; bookingId: string }) {
  const t = useT("booking");
  const locale = useLocale();
  const localePath = useLocalePath();
  const busy = useNavigation().state !== "idle";
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl text-cedar-900">{t("checkout.notCompleted")}</h1>
      <div className="mt-6 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="text-cedar-900">{t("checkout.heldUntil", { time: formatTimeOfDay(new Date(heldUntil), locale) })}</p>
        <p className="mt-2 text-sm text-muted">{t("checkout.notCharged")}</p>
        <Form method="post" className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="submit" variant="outline" disabled={busy}>{t("checkout.release")}</Button>
          {/* A plain link, as My Bookings' 'Complete payment': the payment page is Stripe's (pay.ts says why). */}
          <a href={localePath(`/checkout/${bookingId}/pay`)} className={buttonVariants()}>{t("checkout.backToPaying")}</a>
        </Form>
      </div>
    </main>
  );
}
