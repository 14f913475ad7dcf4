// /waitlist/:entryId: the page the offer e-mail links to (decision 016). The signed-in guest's
// own place only (anyone else's is "not found"): the session, the hold's end, 'Book Now' and
// 'Let the seats go'. A place that is still waiting, or has ended, says so.
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/offer";
import { UNKNOWN_ACTION } from "#domain/form-fields";
import { PRODUCT_NAME } from "#domain/constants";
import { formatPlace, formatTimeOfDay } from "#domain/format";
import { formatLongDate } from "#domain/format-date";
import { localeOfPath } from "#domain/locales";
import type { WaitlistStatus } from "#domain/waitlist";
import { bookOfferWithCode, leaveWaitlist, waitlistOffer } from "#server/features/waitlist/waitlist.service";
import { Button, buttonVariants } from "#app/components/ui/button";
import { useToast } from "#app/components/toaster";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { formFields, parseForm } from "#app/lib/form.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { MessagesProvider, useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage, messagesFor, requestLocale, serverT } from "#server/i18n/messages";
import { translate } from "#domain/messages/translate";
import { BOOKING_TYPE_KEYS } from "#app/lib/booking-type-keys";

/** A place's status in words (domain/waitlist.ts's WAITLIST_STATUS_LABELS, as messages). */
const STATUS = {
  waiting: "status.waiting", offered: "status.offered", booked: "status.booked", left: "status.left", expired: "status.expired", closed: "status.closed",
} as const satisfies Record<WaitlistStatus, string>;

export const meta = ({ data, location }: Route.MetaArgs) => [
  { title: translate(localeOfPath(location.pathname), data?.messages, "offer.metaTitle", { product: PRODUCT_NAME }) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const offer = await serviceLoader(() => waitlistOffer(getApp(context).db, user, params.entryId));
  return { offer, messages: messagesFor(requestLocale(request), "booking") };
}

const OfferForm = z.object({ intent: z.enum(["book", "leave"], { error: UNKNOWN_ACTION }) });

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireSignedIn(context, request);
  const { db, payments, config, clientAddress } = getApp(context);
  const t = serverT(requestLocale(request), "booking");
  const result = await attempt(async () => {
    const { intent } = parseForm(context, OfferForm);
    if (intent === "leave") {
      await leaveWaitlist(db, user, params.entryId);
      return { left: true as const, checkoutUrl: null };
    }
    // A gift voucher code, when typed, pays first (decision 017); the rest by card or at the sauna.
    const booked = await bookOfferWithCode(db, payments, user, params.entryId, formFields(context), { baseUrl: config.baseUrl, client: clientAddress, locale: requestLocale(request) });
    return { left: false as const, checkoutUrl: booked.checkoutUrl };
  });
  if (!result.ok) return data({ toast: { title: t("offer.failed"), description: result.error, variant: "error" as const }, checkoutUrl: null }, { status: result.status });
  // Stripe's hosted Checkout for a card booking; our CSP lets a form's answer redirect only to us,
  // so the page sends the browser there itself.
  if (result.value.checkoutUrl) return { toast: null, checkoutUrl: result.value.checkoutUrl };
  if (result.value.left) {
    throw await redirectWithToast(config, inRequestLanguage(request, "/my-account/bookings"), { title: t("offer.leftTitle"), description: t("offer.leftText"), variant: "success" });
  }
  throw await redirectWithToast(config, inRequestLanguage(request, "/my-account/bookings"), { title: t("toast.confirmed"), description: t("toast.confirmedText"), variant: "success" });
}

export default function WaitlistOffer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="booking" messages={loaderData.messages}>
      <Offer offer={loaderData.offer} actionData={actionData} />
    </MessagesProvider>
  );
}

function Offer({ offer, actionData }: { offer: Route.ComponentProps["loaderData"]["offer"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT("booking");
  const locale = useLocale();
  const localePath = useLocalePath();
  const busy = useNavigation().state !== "idle";
  useToast(actionData?.toast ?? null);
  const checkoutUrl = actionData && "checkoutUrl" in actionData ? actionData.checkoutUrl : null;
  useEffect(() => {
    if (checkoutUrl) window.location.assign(checkoutUrl);
  }, [checkoutUrl]);
  const when = t("offer.when", { date: formatLongDate(offer.sessionDate, locale), time: offer.startTime.slice(0, 5) });
  const held = offer.status === "offered" && offer.holdUntil;
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl text-cedar-900">{held ? t("offer.heldTitle") : t("offer.title")}</h1>
      <div className="mt-6 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 className="font-serif text-xl text-cedar-900">
          <Link to={localePath(`/sauna/${offer.sauna.id}`)} className="hover:text-ember-700">{offer.sauna.name}</Link>
        </h2>
        <p className="text-sm text-muted">{formatPlace(offer.sauna, locale)}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
          <div><dt className="text-muted">{t("offer.session")}</dt><dd className="font-medium">{when}</dd></div>
          <div><dt className="text-muted">{t("offer.booking")}</dt><dd className="font-medium">{offer.bookingType in BOOKING_TYPE_KEYS ? t(BOOKING_TYPE_KEYS[offer.bookingType as keyof typeof BOOKING_TYPE_KEYS]) : offer.bookingType}</dd></div>
          <div><dt className="text-muted">{t("field.guests")}</dt><dd className="font-medium">{offer.guests}</dd></div>
          <div><dt className="text-muted">{t("offer.status")}</dt><dd className="font-medium">{t(STATUS[offer.status])}</dd></div>
        </dl>
        {held ? (
          <>
            <p className="mt-5 rounded-xl bg-amber-50 p-3 text-sm text-amber-950" role="status">
              {t("offer.heldUntil", { time: formatTimeOfDay(new Date(offer.holdUntil!), locale) })}
            </p>
            <Form method="post" className="mt-6">
              <p className="space-y-1.5">
                <label htmlFor="offer-voucher" className="block text-sm font-medium text-cedar-900">{t("voucher.label")}</label>
                <input id="offer-voucher" name="voucherCode" autoComplete="off" className="h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base" />
              </p>
              <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button type="submit" name="intent" value="leave" variant="outline" disabled={busy}>{t("offer.letGo")}</Button>
                <Button type="submit" name="intent" value="book" size="lg" disabled={busy}>{t("button.book")}</Button>
              </div>
            </Form>
          </>
        ) : (
          <p className="mt-5 text-sm text-muted">
            {offer.status === "waiting"
              ? t("offer.position", { position: offer.position ?? 1 })
              : offer.status === "booked" ? t("offer.booked") : t("offer.ended")}
          </p>
        )}
        <p className="mt-6 text-sm"><Link to={localePath("/my-account/bookings")} className={buttonVariants({ variant: "outline", size: "sm" })}>{t("offer.myBookings")}</Link></p>
      </div>
    </main>
  );
}
