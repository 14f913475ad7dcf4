// How a guest pays for a booking (decision 012), and what the sauna page and the confirmation say
// of it: at the sauna when card payments aren't configured (the embedded default), by card on
// Stripe Checkout when they are and the host can take them, and not yet when the host can't.
export type PaymentMode = "at_sauna" | "card" | "card_not_ready";

export const PAYMENT_NOTES: Record<PaymentMode, string> = {
  at_sauna: "You pay at the sauna: no card is needed to book.",
  card: "You pay by card on Stripe's secure checkout page; your time slot is held for 30 minutes while you pay.",
  card_not_ready: "Online booking opens once this sauna's host has finished setting up card payments.",
};

/** Said of a booking confirmed without card payments (the confirmation e-mail, My Bookings). */
export const PAY_AT_THE_SAUNA = "You pay at the sauna.";

export function paymentMode(cardPaymentsOn: boolean, hostTakesCards: boolean): PaymentMode {
  if (!cardPaymentsOn) return "at_sauna";
  return hostTakesCards ? "card" : "card_not_ready";
}

/**
 * Whether guests can book a listing online now, as far as payments go: not while card payments
 * are on and its host can't take them yet (paymentMode's card_not_ready). Its host and admins are
 * told which listings these are, and why; the sauna page says the same to guests.
 */
export function takesBookings(cardPaymentsOn: boolean, hostTakesCards: boolean): boolean {
  return paymentMode(cardPaymentsOn, hostTakesCards) !== "card_not_ready";
}
