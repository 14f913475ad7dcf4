// Book Now, as the sauna page and the listing post it: with a gift voucher code when the guest
// typed one (checked and counted before the booking, decision 017), then by card (decision 012)
// or, without card payments, paid at the sauna.
import type { Locale } from "#domain/locales";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { voucherForBooking } from "#server/features/gift-vouchers/voucher-codes.service";
import { bookAndPay, type CardBooking } from "#server/features/payments/checkout.service";
import type { PaymentProvider } from "#server/integrations/payments/payment-provider";
import { createBooking, PAY_AT_SAUNA } from "./create-booking.service";

export async function bookSession(
  db: Db,
  payments: PaymentProvider | null,
  actor: Actor,
  input: unknown,
  { baseUrl, client, now = new Date(), locale }: { baseUrl: string; client: string; now?: Date; locale?: Locale },
): Promise<CardBooking> {
  const voucher = await voucherForBooking(db, actor, input, client, now);
  if (payments) return bookAndPay(db, payments, actor, input, { baseUrl, now, voucher, locale });
  const booking = await createBooking(db, actor, input, now, PAY_AT_SAUNA, voucher);
  return { bookingId: booking.id, checkoutUrl: null };
}
