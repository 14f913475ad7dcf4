import ShieldCheck from "lucide-react/icons/shield-check";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useNavigate, useSearchParams } from "react-router";
import { bookingPrice, guestRange, OFF_PEAK_BEFORE, offeredBookingTypes, unitPrice, type SaunaPricing } from "#domain/booking-pricing";
import type { PaymentMode } from "#domain/booking-payment";
import type { BookingType } from "#domain/constants";
import { formatMoney, formatPrice } from "#domain/format";
import { voucherShare } from "#domain/gift-vouchers";
import { fromCents, toCents } from "#domain/money";
import { formatDate } from "#domain/format-date";
import type { WeeklyAvailability } from "#domain/availability";
import { daySlots } from "#domain/session-slots";
import { stopOn, type SaunaStop } from "#domain/sauna-stops";
import { fullFor, OFFER_HOLD_MINUTES } from "#domain/waitlist-room";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/input";
import type { action as bookAction, loader as slotsLoader } from "#app/routes/api/bookings";
import type { action as joinAction } from "#app/routes/api/waitlist";
import { hasMemberMarker } from "#app/lib/member-store";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { BOOKING_TYPE_KEYS } from "#app/lib/booking-type-keys";
import { useSignInFirst } from "./use-sign-in-first";
import { BookingNotOpen } from "./booking-not-open";
import { VoucherCodeField } from "./voucher-code-field";

const selectClass = "h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base disabled:opacity-60";
/** A time the guest can't book, with why: "10:00–11:30 (booked)". */
const REASON_LABEL = { past: "slot.past", full: "slot.full", booked: "slot.booked", closed: "slot.closed", busy: "slot.busy" } as const;
/** How the guest pays, said beside Book Now (as domain/booking-payment.ts's PAYMENT_NOTES, in English). */
const PAYMENT_NOTE = { at_sauna: "payment.atSauna", card: "payment.card", card_not_ready: "payment.cardNotReady" } as const satisfies Record<PaymentMode, string>;

type Slot = { time: string; endTime: string; available: boolean; wholeSaunaFree: boolean; reason: keyof typeof REASON_LABEL | null };

/** Section 5: date, type, time and guests, the summary, and 'Book Now'. */
export function BookingSection({ saunaId, pricing, schedule, sessionMinutes, today, bookable: listed, freeCancellationHours, payment, hasHost, mobile }: {
  saunaId: string;
  pricing: SaunaPricing;
  /** The host's weekly start times (null: the spec's eight every day). */
  schedule: WeeklyAvailability | null;
  sessionMinutes: number;
  /** Today in Ireland: the first date the picker offers. */
  today: string;
  bookable: boolean;
  /** The platform's current terms (admin Settings): what a booking made now gets. */
  freeCancellationHours: number;
  /** How the guest pays (decision 012). */
  payment: PaymentMode;
  /** A verified host runs the listing: without one (unclaimed) there is nobody setting up payments, or to write to. */
  hasHost: boolean;
  /**
   * A Mobile sauna: the date its page was asked for (?date=), its coming stops
   * and its usual place. Choosing a date puts it in the address, so the map, address and
   * 'Nearby' below become that day's, and a shared link shows the same day.
   */
  mobile: { chosenDate: string | null; stops: SaunaStop[]; home: string } | null;
}) {
  const bookable = listed && payment !== "card_not_ready";
  const t = useT("booking");
  const locale = useLocale();
  const localePath = useLocalePath();
  const [date, setDate] = useState(mobile?.chosenDate ?? "");
  const [, setSearchParams] = useSearchParams();
  const [type, setType] = useState<BookingType | "">("");
  const [time, setTime] = useState("");
  const [guestChoice, setGuests] = useState(1);
  // Date, type and guests are uncontrolled fields mirrored into state: a choice made before the
  // page's script took over stays in the field, and is read from it once it has.
  const dateField = useRef<HTMLInputElement>(null);
  const typeField = useRef<HTMLSelectElement>(null);
  const guestsField = useRef<HTMLSelectElement>(null);
  const voucherField = useRef<HTMLInputElement>(null);
  // What a typed gift voucher code still holds (the server's answer), in cents: the summary shows what it pays.
  const [voucherBalance, setVoucherBalance] = useState<number | null>(null);
  const onVoucherBalance = useCallback((cents: number | null) => setVoucherBalance(cents), []);
  // A coming stop chosen below (a link to its first day) is the booking date too.
  const asked = mobile?.chosenDate;
  useEffect(() => {
    if (!asked || !dateField.current || dateField.current.value === asked) return;
    dateField.current.value = asked;
    setDate(asked);
    setTime("");
  }, [asked]);
  function chooseDate(value: string) {
    setDate(value);
    setTime("");
  }
  // A Mobile sauna's chosen date goes in the address (the page then shows that day's place): also
  // a date typed before the section's script had loaded, which reaches the state on hydration.
  useEffect(() => {
    if (!mobile || date === (asked ?? "")) return;
    setSearchParams((params) => {
      if (date) params.set("date", date);
      else params.delete("date");
      return params;
    }, { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the chosen date only
  }, [date]);
  useEffect(() => {
    if (dateField.current?.value) setDate(dateField.current.value);
    if (typeField.current?.value) setType(typeField.current.value as BookingType);
    if (Number(guestsField.current?.value) > 0) setGuests(Number(guestsField.current!.value));
  }, []);
  const slots = useFetcher<typeof slotsLoader>();
  const book = useFetcher<typeof bookAction>();
  const join = useFetcher<typeof joinAction>();
  const navigate = useNavigate();
  const signInFirst = useSignInFirst(saunaId);
  const types = offeredBookingTypes(pricing);
  const range = type ? guestRange(pricing, type) : { min: 1, max: pricing.capacity };
  const guests = Math.min(Math.max(guestChoice, range.min), range.max);
  useEffect(() => {
    if (guestsField.current && guestsField.current.value !== String(guests)) guestsField.current.value = String(guests);
  }, [guests]);
  const price = type ? bookingPrice(pricing, type, guests, date && time ? { date, time } : undefined) : null;
  // Vouchers pay only while they can be bought (card payments on, decision 017): the field shows then.
  const vouchers = payment === "card";
  const share = vouchers && price && voucherBalance !== null ? voucherShare(voucherBalance, toCents(price.total)) : null;
  // Also while the browser leaves for Stripe's Checkout page.
  const busy = book.state !== "idle" || join.state !== "idle" || Boolean(book.data?.ok && book.data.checkoutUrl);

  const loadSlots = slots.load;
  useEffect(() => {
    if (date) loadSlots(localePath(`/api/bookings?saunaId=${saunaId}&date=${date}`));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- localePath is new each render; the language doesn't change here
  }, [date, saunaId, loadSlots]);

  // The day's times come from the schedule at once (started ones disabled); the server's
  // answer then adds what is full or already booked.
  const slotList = useMemo<Slot[]>(() => {
    if (!date) return [];
    const known = slots.data?.date === date ? slots.data.slots : null;
    return daySlots(schedule, date, new Date(), sessionMinutes).map((s) => {
      const server = known?.find((k) => k.time === s.time);
      if (s.past) return { ...s, available: false, wholeSaunaFree: false, reason: "past" };
      if (server) return { ...s, available: server.available, wholeSaunaFree: server.wholeSaunaFree, reason: server.reason };
      return { ...s, available: true, wholeSaunaFree: true, reason: null };
    });
  }, [slots.data, date, schedule, sessionMinutes]);
  const chosen = slotList.find((s) => s.time === time);
  const slotFits = (s: (typeof slotList)[number]) => s.available && (type === "shared" || type === "" || s.wholeSaunaFree);
  const timeStillFits = chosen ? slotFits(chosen) : false;
  // Full for the chosen booking type, or before one is chosen full for every type (no seat left,
  // or taken whole): the guest may join its waitlist instead (decision 016), and is told so at once.
  const waitlisted = (s: Slot) => fullFor(s, type);
  const joining = Boolean(chosen && !timeStillFits && waitlisted(chosen));
  const complete = Boolean(date && type && time && (timeStillFits || joining));

  useEffect(() => {
    if (book.state !== "idle" || !book.data) return;
    if (book.data.ok && book.data.checkoutUrl) {
      // Stripe's hosted Checkout: no card details ever pass through our pages.
      window.location.assign(book.data.checkoutUrl);
    } else if (book.data.ok) {
      // The spec's words exactly; that the guest pays at the sauna is said beside Book Now, in the
      // confirmation e-mail and on the booking in My Bookings.
      showToast({ title: t("toast.confirmed"), description: t("toast.confirmedText"), variant: "success" });
      navigate(localePath("/my-account/bookings"));
    } else {
      showToast({ title: t("toast.failed"), description: book.data.error, variant: "error" });
      if (date) loadSlots(localePath(`/api/bookings?saunaId=${saunaId}&date=${date}`));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [book.state, book.data]);

  useEffect(() => {
    if (join.state !== "idle" || !join.data) return;
    if (join.data.ok) showToast({ title: t("toast.waitlisted"), description: t("toast.waitlistedText"), variant: "success" });
    else showToast({ title: t("toast.waitlistFailed"), description: join.data.error, variant: "error" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [join.state, join.data]);

  function submit() {
    // The page is shared: the marker cookie says a session may be here (/api/me clears it for a dead one); the server decides.
    if (!hasMemberMarker()) return signInFirst(t("toast.signInTitle"), t("toast.signIn"));
    if (!date || !type || !time) return showToast({ title: t("toast.missing"), description: t("toast.missingText"), variant: "error" });
    const fields = { saunaId, date, time, bookingType: type, guests: String(guests) };
    // A voucher pays at booking, so joining a waitlist takes none: it is given on the offer's page.
    const voucherCode = vouchers ? voucherField.current?.value.trim() : undefined;
    if (joining) join.submit(fields, { method: "post", action: localePath("/api/waitlist") });
    else book.submit({ ...fields, ...(voucherCode ? { voucherCode } : {}) }, { method: "post", action: localePath("/api/bookings") });
  }

  return (
    <section id="booking-section" aria-labelledby="booking-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 sm:px-6">
      <div className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="booking-heading" className="font-serif text-2xl text-cedar-900">{t("heading")}</h2>
        {!listed && <p className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">{t("notPublic")}</p>}
        {listed && payment === "card_not_ready" && <BookingNotOpen saunaId={saunaId} hasHost={hasHost} />}
        <fieldset disabled={busy || !bookable} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.5fr_1fr_0.75fr]">
          <legend className="sr-only">{t("legend")}</legend>
          <div className="space-y-1.5">
            <Label htmlFor="booking-date">{t("field.date")}</Label>
            <input
              ref={dateField} id="booking-date" type="date" min={today} defaultValue={mobile?.chosenDate ?? ""} onChange={(e) => chooseDate(e.target.value)}
              className={selectClass} aria-describedby={mobile ? "booking-date-place" : undefined}
            />
            {mobile && <DayPlace id="booking-date-place" date={date} stops={mobile.stops} home={mobile.home} />}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="booking-type">{t("field.type")}</Label>
            <select ref={typeField} id="booking-type" defaultValue="" onChange={(e) => setType(e.target.value as BookingType)} className={selectClass}>
              <option value="">{t("type.choose")}</option>
              {types.map((offered) => (
                <option key={offered} value={offered}>
                  {t(offered === "private" ? "type.option" : "type.optionPerPerson", { label: t(BOOKING_TYPE_KEYS[offered]), price: formatPrice(unitPrice(pricing, offered)!, locale) })}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="booking-time">{t("field.time")}</Label>
            <select id="booking-time" value={time} onChange={(e) => setTime(e.target.value)} className={selectClass} aria-describedby="booking-time-hint" disabled={!date || slotList.length === 0}>
              <option value="">{date ? t("time.choose") : t("time.chooseDateFirst")}</option>
              {slotList.map((s) => (
                <option key={s.time} value={s.time} disabled={!slotFits(s) && !waitlisted(s)}>
                  {t(waitlisted(s) ? "slot.waitlist" : s.reason ? REASON_LABEL[s.reason] : !slotFits(s) ? "slot.sharedSold" : "slot.open", { start: s.time, end: s.endTime })}
                </option>
              ))}
            </select>
            <p id="booking-time-hint" className="text-xs text-muted">{date ? (slotList.length ? t("time.hintGreyed") : t("time.hintNone")) : t("time.hintChooseDate")}</p>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="booking-guests">{t("field.guests")}</Label>
            <select ref={guestsField} id="booking-guests" defaultValue={1} onChange={(e) => setGuests(Number(e.target.value))} className={selectClass}>
              {Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i).map((n) => (
                <option key={n} value={n}>{t("guests.count", { count: n })}</option>
              ))}
            </select>
          </div>
        </fieldset>
        {bookable && vouchers && !joining && <VoucherCodeField ref={voucherField} className={selectClass} saunaId={saunaId} onBalance={onVoucherBalance} />}
        <div className="mt-6 grid gap-4 rounded-2xl bg-sand-50 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4" aria-label={t("summary.label")}>
            <div><dt className="text-muted">{t("field.date")}</dt><dd className="font-medium">{date ? formatDate(date, locale) : "—"}</dd></div>
            <div><dt className="text-muted">{t("summary.time")}</dt><dd className="font-medium">{time || "—"}</dd></div>
            <div><dt className="text-muted">{t("summary.type")}</dt><dd className="font-medium">{type ? t(BOOKING_TYPE_KEYS[type]) : "—"}</dd></div>
            <div>
              <dt className="text-muted">{t("summary.total")}</dt>
              <dd className="text-lg font-semibold">{price ? formatMoney(price.total, locale) : "—"}</dd>
              {price && price.discount > 0 && <dd className="text-xs text-sea-700">{t("summary.offPeak", { amount: formatMoney(price.discount, locale) })}</dd>}
              {share && !joining && (
                <>
                  <dd className="text-xs text-sea-700">{t("summary.voucherPays", { amount: formatMoney(fromCents(share.voucherCents), locale) })}</dd>
                  <dd className="text-sm font-semibold">{t("summary.leftToPay", { amount: formatMoney(fromCents(share.restCents), locale) })}</dd>
                </>
              )}
            </div>
          </dl>
          <Button size="lg" onClick={submit} disabled={!complete || busy || !bookable}>{joining ? (busy ? t("button.joining") : t("button.join")) : busy ? (payment === "card" ? t("button.toPayment") : t("button.booking")) : t("button.book")}</Button>
        </div>
        {joining && (
          <p className="mt-3 text-sm text-cedar-900" role="status">{t("joining", { count: guests, minutes: OFFER_HOLD_MINUTES })}</p>
        )}
        {pricing.offPeakPercent ? (
          <p className="mt-3 text-sm text-sea-800">{t("offPeak", { percent: pricing.offPeakPercent, time: OFF_PEAK_BEFORE })}</p>
        ) : null}
        <p className="mt-3 flex items-center gap-2 text-sm text-muted"><ShieldCheck className="size-4 shrink-0 text-sea-600" aria-hidden="true" />{t("freeCancellation", { count: freeCancellationHours })}</p>
        {payment !== "card_not_ready" && <p className="mt-1 text-sm text-muted">{t(PAYMENT_NOTE[payment])}</p>}
      </div>
    </section>
  );
}

/** Under a Mobile sauna's date: where it will be that day, so nobody books the wrong beach. */
function DayPlace({ id, date, stops, home }: { id: string; date: string; stops: SaunaStop[]; home: string }) {
  const t = useT("booking");
  const stop = date ? stopOn(stops, date) : null;
  return (
    <p id={id} className="text-xs text-muted" aria-live="polite">
      {!date ? t("place.choose") : stop ? t("place.stop", { place: stop.placeName, county: stop.county }) : t("place.home", { home })}
    </p>
  );
}
