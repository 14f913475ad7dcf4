// What every booking notice says about the booking, read inside the transaction that made or
// cancelled it (so it is exactly what was committed with the mail).
import { eq, sql } from "drizzle-orm";
import { BOOKING_TYPE_LABELS, type BookingType } from "#domain/constants";
import { PAY_AT_THE_SAUNA } from "#domain/booking-payment";
import { formatMoney } from "#domain/format";
import { formatLongDate } from "#domain/format-date";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import { fromCents } from "#domain/money";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments } from "#server/db/schema/payments";
import { profiles } from "#server/db/schema/profiles";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { saunas } from "#server/db/schema/saunas";
import { bookingSessionColumns } from "#server/features/bookings/booking-session-columns";
import { saunaStillListed } from "#server/features/saunas/sauna-card";
import { placeOnDateColumns, stopOnDate } from "#server/features/saunas/sauna-place-on-date";
import { serverT } from "#server/i18n/messages";
import { mailT } from "./mail-layout";

export async function bookingFacts(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      saunaId: bookings.saunaId,
      saunaName: saunas.name,
      // Where the sauna is on the booking's day: a Mobile sauna's stop then, else its listing's place.
      address: placeOnDateColumns.address,
      location: placeOnDateColumns.location,
      county: placeOnDateColumns.county,
      /** Still on the site: a booking of a suspended or rejected listing says so. */
      saunaListed: saunaStillListed,
      hostId: saunas.ownerId,
      guestId: bookings.userId,
      guestName: profiles.fullName,
      ...bookingSessionColumns,
      totalAmount: bookings.totalAmount,
      discountAmount: bookings.discountAmount,
      freeCancellationHours: bookings.freeCancellationHours,
      status: bookings.status,
      refundAmount: bookings.refundAmount,
      cancelledBy: bookings.cancelledBy,
      cancellationReason: bookings.cancellationReason,
      /** Paid by card on Stripe (decision 012), in cents; null: paid at the sauna. */
      paidCents: bookingPayments.amountPaidCents,
      ...giftVoucherFactColumns,
    })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .leftJoin(saunaStops, stopOnDate(bookings.bookingDate, bookings.saunaId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .leftJoin(bookingPayments, eq(bookingPayments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

export type BookingFacts = NonNullable<Awaited<ReturnType<typeof bookingFacts>>>;

/**
 * Where the sauna stands that day, "Kinsale, Corcaigh": the place as the host wrote it, and the
 * county in the reader's language (a county the messages don't know stays as stored).
 */
export function placeName(b: Pick<BookingFacts, "location" | "county">, locale: Locale = DEFAULT_LOCALE): string {
  const key = `county.${b.county}` as const;
  const county = b.county ? serverT(locale, "common")(key as never) : null;
  return [b.location, county === key ? b.county : county].filter(Boolean).join(", ");
}

/**
 * The lines both sides see: sauna, where it is that day, date, time, session, guests, amount. The
 * address is the day's (a Mobile sauna's stop), so a guest goes to the right beach.
 */
export function bookingDetails(b: BookingFacts, locale: Locale = DEFAULT_LOCALE): [string, string][] {
  const t = mailT(locale);
  const place = placeName(b, locale);
  return [
    [t("details.sauna"), place ? `${b.saunaName}, ${place}` : b.saunaName],
    ...(b.address ? [[t("details.address"), b.address] as [string, string]] : []),
    [t("details.date"), formatLongDate(b.bookingDate, locale)],
    [t("details.time"), `${b.startTime.slice(0, 5)}–${b.endTime.slice(0, 5)}`],
    [t("details.session"), sessionTypeName(b.bookingType, locale)],
    [t("details.guests"), String(b.guests)],
    [t("details.total"), formatMoney(b.totalAmount, locale)],
  ];
}

/** The booking type as the sauna page names it: English from domain/, other languages from `emails`. */
export function sessionTypeName(type: string, locale: Locale = DEFAULT_LOCALE): string {
  if (!(type in BOOKING_TYPE_LABELS)) return type;
  return locale === DEFAULT_LOCALE ? BOOKING_TYPE_LABELS[type as BookingType] : mailT(locale)(`session.${type as BookingType}`);
}

/** How the booking is paid, as the confirmation and My Bookings say it (a gift voucher first: decision 017). */
export function paymentLine(b: BookingFacts, locale: Locale = DEFAULT_LOCALE): [string, string] {
  const t = mailT(locale);
  const money = (amount: number) => formatMoney(amount, locale);
  const card = b.paidCents !== null ? t("payment.card", { amount: money(fromCents(b.paidCents)) }) : null;
  const label = t("details.payment");
  if (b.voucherPaidCents <= 0) return [label, card ?? (locale === DEFAULT_LOCALE ? PAY_AT_THE_SAUNA : t("payment.atTheSauna"))];
  const voucher = t("payment.voucher", { amount: money(fromCents(b.voucherPaidCents)) });
  if (b.voucherPaidCents >= Math.round(b.totalAmount * 100)) return [label, voucher];
  return [label, t("payment.voucherAndRest", { voucher, rest: card ?? t("payment.restAtTheSauna", { amount: money(b.totalAmount - fromCents(b.voucherPaidCents)) }) })];
}

/** What a gift voucher paid towards the booking and what of it went back, in cents (0: none). Qualified by hand: a correlated subquery. */
const giftVoucherFactColumns = {
  voucherPaidCents: sql<number>`coalesce((select r.amount_cents from gift_voucher_redemptions r where r.booking_id = ${sql.raw('"bookings"."id"')}), 0)`.mapWith(Number),
  voucherReturnedCents: sql<number>`coalesce((select r.returned_cents from gift_voucher_redemptions r where r.booking_id = ${sql.raw('"bookings"."id"')}), 0)`.mapWith(Number),
};

/** "Saturday 6 June 2026 at 10:00": a session in one phrase, for subjects. */
export const sessionWhen = (b: BookingFacts, locale: Locale = DEFAULT_LOCALE) =>
  mailT(locale)("session.when", { date: formatLongDate(b.bookingDate, locale), time: b.startTime.slice(0, 5) });
