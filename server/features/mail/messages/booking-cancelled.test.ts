// The cancellation e-mail says what is true of the money (decision 012, 017): a booking that was
// to be paid at the sauna had nothing paid online, so nothing is refunded (only a gift voucher's
// part goes back on the voucher); a card payment is refunded by the rules. In English and Irish.
import { describe, expect, it } from "vitest";
import type { BookingFacts } from "../booking-facts";
import type { Recipient } from "../recipients";
import { bookingCancelledGuestMessage, bookingCancelledHostMessage } from "./booking-cancelled";

const booking = {
  id: "0123456789abcdef",
  saunaId: "s1",
  saunaName: "Kinsale Harbour Sauna",
  address: null,
  location: "Kinsale",
  county: "Cork",
  saunaListed: true,
  hostId: "h1",
  guestId: "g1",
  guestName: "Aoife Byrne",
  bookingDate: "2026-11-24",
  startTime: "18:00:00",
  endTime: "19:30:00",
  bookingType: "private",
  guests: 2,
  totalAmount: 45,
  discountAmount: 0,
  freeCancellationHours: 24,
  status: "cancelled",
  // The cancellation rules give a full refund, as they do whatever was paid.
  refundAmount: 45,
  cancelledBy: "guest",
  cancellationReason: null,
  paidCents: null,
  voucherPaidCents: 0,
  voucherReturnedCents: 0,
} as unknown as BookingFacts;

const to = (locale: "en" | "ga"): Recipient => ({ userId: "u1", email: "aoife@example.ie", name: "Aoife Byrne", locale });

describe("the cancellation e-mail's refund", () => {
  it("promises no refund for a booking that was to be paid at the sauna, to the guest and to the host, in English", () => {
    const guest = bookingCancelledGuestMessage(to("en"), booking);
    expect(guest.text).toContain("You hadn't paid for this booking online, so there's nothing to refund: you'd have paid at the sauna.");
    expect(guest.text).toContain("Refund: €0.00");
    expect(guest.text).not.toMatch(/is refunded|full refund/);
    const byHost = bookingCancelledGuestMessage(to("en"), { ...booking, cancelledBy: "host", cancellationReason: "The stove broke" });
    expect(byHost.text).toContain("You hadn't paid for this booking online, so there's nothing to refund");
    expect(byHost.text).not.toContain("full refund");
    const host = bookingCancelledHostMessage(to("en"), booking);
    expect(host.text).toContain("The guest hadn't paid online (they'd have paid at the sauna), so there's nothing to refund.");
    expect(host.text).toContain("Refund: €0.00");
  });

  it("says the same in Irish", () => {
    const guest = bookingCancelledGuestMessage(to("ga"), booking);
    expect(guest.text).toContain("Níor íoc tú as an áirithint seo ar líne, mar sin níl aon rud le haisíoc: d'íocfá ag an sabhna.");
    expect(guest.text).not.toContain("aisíocaíocht iomlán");
    const host = bookingCancelledHostMessage(to("ga"), booking);
    expect(host.text).toContain("Níor íoc an t-aoi ar líne (d'íocfaidís ag an sabhna), mar sin níl aon rud le haisíoc.");
  });

  it("gives back only what a gift voucher paid when the rest was to be paid at the sauna", () => {
    const mail = bookingCancelledGuestMessage(to("en"), { ...booking, voucherPaidCents: 2000, voucherReturnedCents: 2000 });
    expect(mail.text).toContain("the full €20.00 is refunded");
    expect(mail.text).toContain("€20.00 of it is back on your gift voucher");
    expect(mail.text).toContain("The rest was to be paid at the sauna, so there's nothing more to refund.");
    expect(mail.text).toContain("Refund: €20.00");
    expect(mail.text).not.toContain("€45.00 is refunded");
  });

  it("still refunds a card payment by the rules", () => {
    const mail = bookingCancelledGuestMessage(to("en"), { ...booking, paidCents: 4500 });
    expect(mail.text).toContain("It was cancelled 24 hours or more before the session, so the full €45.00 is refunded.");
    expect(mail.text).toContain("The refund goes back to the card you paid with");
    expect(mail.text).toContain("Refund: €45.00");
  });
});
