// /waitlist/:entryId: the page the offer e-mail links to (decision 016). The signed-in guest's
// own place only (anyone else's is "not found"): the session, the hold's end, 'Book Now' and
// 'Let the seats go'. A place that is still waiting, or has ended, says so.
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/offer";
import { BOOKING_TYPE_LABELS, PRODUCT_NAME, type BookingType } from "#domain/constants";
import { formatLongDate, formatPlace, formatTimeOfDay } from "#domain/format";
import { WAITLIST_STATUS_LABELS } from "#domain/waitlist";
import { bookOfferWithCode, leaveWaitlist, waitlistOffer } from "#server/features/waitlist/waitlist.service";
import { Button, buttonVariants } from "#app/components/ui/button";
import { useToast } from "#app/components/toaster";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { formFields, parseForm } from "#app/lib/form.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";

export const meta = () => [{ title: `Your waitlist place · ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  return serviceLoader(() => waitlistOffer(getApp(context).db, user, params.entryId));
}

const OfferForm = z.object({ intent: z.enum(["book", "leave"], { error: "Unknown action" }) });

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireSignedIn(context, request);
  const { db, payments, config, clientAddress } = getApp(context);
  const result = await attempt(async () => {
    const { intent } = parseForm(context, OfferForm);
    if (intent === "leave") {
      await leaveWaitlist(db, user, params.entryId);
      return { left: true as const, checkoutUrl: null };
    }
    // A gift voucher code, when typed, pays first (decision 017); the rest by card or at the sauna.
    const booked = await bookOfferWithCode(db, payments, user, params.entryId, formFields(context), { baseUrl: config.baseUrl, client: clientAddress });
    return { left: false as const, checkoutUrl: booked.checkoutUrl };
  });
  if (!result.ok) return data({ toast: { title: "Couldn't do that", description: result.error, variant: "error" as const }, checkoutUrl: null }, { status: result.status });
  // Stripe's hosted Checkout for a card booking; our CSP lets a form's answer redirect only to us,
  // so the page sends the browser there itself.
  if (result.value.checkoutUrl) return { toast: null, checkoutUrl: result.value.checkoutUrl };
  if (result.value.left) {
    throw await redirectWithToast(config, "/my-account/bookings", { title: "Seats let go", description: "You've left this waitlist; the next person in line is offered the seats.", variant: "success" });
  }
  throw await redirectWithToast(config, "/my-account/bookings", { title: "Booking confirmed!", description: "Your sauna session has been booked successfully", variant: "success" });
}

export default function WaitlistOffer({ loaderData, actionData }: Route.ComponentProps) {
  const offer = loaderData;
  const busy = useNavigation().state !== "idle";
  useToast(actionData?.toast ?? null);
  const checkoutUrl = actionData && "checkoutUrl" in actionData ? actionData.checkoutUrl : null;
  useEffect(() => {
    if (checkoutUrl) window.location.assign(checkoutUrl);
  }, [checkoutUrl]);
  const when = `${formatLongDate(offer.sessionDate)} at ${offer.startTime.slice(0, 5)}`;
  const held = offer.status === "offered" && offer.holdUntil;
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl text-cedar-900">{held ? "Your seats are held" : "Your waitlist place"}</h1>
      <div className="mt-6 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 className="font-serif text-xl text-cedar-900">
          <Link to={`/sauna/${offer.sauna.id}`} className="hover:text-ember-700">{offer.sauna.name}</Link>
        </h2>
        <p className="text-sm text-muted">{formatPlace(offer.sauna)}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
          <div><dt className="text-muted">Session</dt><dd className="font-medium">{when}</dd></div>
          <div><dt className="text-muted">Booking</dt><dd className="font-medium">{BOOKING_TYPE_LABELS[offer.bookingType as BookingType] ?? offer.bookingType}</dd></div>
          <div><dt className="text-muted">Guests</dt><dd className="font-medium">{offer.guests}</dd></div>
          <div><dt className="text-muted">Status</dt><dd className="font-medium">{WAITLIST_STATUS_LABELS[offer.status]}</dd></div>
        </dl>
        {held ? (
          <>
            <p className="mt-5 rounded-xl bg-amber-50 p-3 text-sm text-amber-950" role="status">
              {`Held for you until ${formatTimeOfDay(new Date(offer.holdUntil!))}. After that the seats go to the next person in line.`}
            </p>
            <Form method="post" className="mt-6">
              <p className="space-y-1.5">
                <label htmlFor="offer-voucher" className="block text-sm font-medium text-cedar-900">Gift voucher code (optional)</label>
                <input id="offer-voucher" name="voucherCode" autoComplete="off" className="h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base" />
              </p>
              <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button type="submit" name="intent" value="leave" variant="outline" disabled={busy}>Let the seats go</Button>
                <Button type="submit" name="intent" value="book" size="lg" disabled={busy}>Book Now</Button>
              </div>
            </Form>
          </>
        ) : (
          <p className="mt-5 text-sm text-muted">
            {offer.status === "waiting"
              ? `You're number ${offer.position ?? 1} in line. We'll e-mail you if seats free up.`
              : offer.status === "booked" ? "You booked this session." : "This place is no longer held for you."}
          </p>
        )}
        <p className="mt-6 text-sm"><Link to="/my-account/bookings" className={buttonVariants({ variant: "outline", size: "sm" })}>My Bookings</Link></p>
      </div>
    </main>
  );
}
