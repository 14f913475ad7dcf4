// Decision 021: the notices converted to the `emails` catalogue read wholly in the recipient's
// language, and English is word for word what it was.
import { describe, expect, it } from "vitest";
import type { BookingFacts } from "../booking-facts";
import type { Recipient } from "../recipients";
import { CANCELLATION_REASONS } from "#domain/cancellation-reasons";
import { bookingCancelledHostMessage } from "./booking-cancelled";
import { bookingMovedMessage } from "./booking-moved";
import { claimRejectedMessage, claimVerifiedMessage } from "./claim-decided";
import { listingStatusMessage } from "./listing-status";
import { giftVoucherMessage, giftVoucherReceiptMessage, type IssuedVoucherFacts } from "./gift-voucher";
import { newBookingMessage } from "./new-booking";
import { newMessageMessage } from "./new-message";
import { ownerRefusedMessage, ownerVerifiedMessage } from "./owner-verification";
import { paidTooLateMessage, paymentAlertMessage } from "./payment";
import { payoutSentMessage } from "./payout-sent";
import { newReviewMessage, reviewPublishedMessage, reviewReplyMessage } from "./review-published";
import { waitlistOfferMessage } from "./waitlist-offer";

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
  startsAt: new Date("2026-11-24T18:00:00Z"),
  endsAt: new Date("2026-11-24T19:30:00Z"),
  bookingType: "private",
  guests: 2,
  totalAmount: 45,
  discountAmount: 5,
  freeCancellationHours: 24,
  status: "confirmed",
  refundAmount: null,
  cancelledBy: null,
  cancellationReason: null,
  paidCents: null,
  voucherPaidCents: 0,
  voucherReturnedCents: 0,
} as unknown as BookingFacts;

const to = (locale: "en" | "ga"): Recipient => ({ userId: "u1", email: "siobhan@example.ie", name: "Siobhán Ní Bhriain", locale });
const review = { reviewId: "r1", saunaId: "s1", saunaName: "Kinsale Harbour Sauna", rating: 4, comment: "Lovely.", reviewerName: "Aoife", ownerReply: "Thanks!" };
const claim = { claimId: "c1", saunaId: "s1", saunaName: "Kinsale Harbour Sauna", reason: "No phone answered." };
const offer = { entryId: "w1", saunaName: "Kinsale Harbour Sauna", sessionDate: "2026-11-24", startTime: "18:00:00", bookingType: "shared", guests: 2, holdUntil: new Date("2026-11-23T14:30:00Z"), offeredAt: new Date("2026-11-23T12:30:00Z") };
const decision = { ownerId: "o1", decidedAt: new Date("2026-11-23T12:00:00Z"), reason: "No phone answered." };
const voucher = (locale: "en" | "ga"): IssuedVoucherFacts => ({
  voucherId: "v1", buyerName: "Aoife Byrne", buyerEmail: "aoife@example.ie", recipientName: "Seán", recipientEmail: "sean@example.ie",
  message: "Happy Christmas!", amountCents: 5000, deliverOn: "2026-12-24", expiresAt: new Date("2031-12-20T00:00:00Z"),
  paymentIntentId: "pi_123", buyerLocale: locale, recipientLocale: locale,
});
const cancelledLines = (n: number) => Array.from({ length: n }, (_, i) => ({ bookingDate: "2026-11-24", startTime: "18:00:00", guestName: i ? "Aoife" : null, refund: 45 }));
const all = (locale: "en" | "ga") => [
  newBookingMessage(to(locale), booking),
  bookingMovedMessage(to(locale), { ...booking, address: "Pier Road" }),
  newMessageMessage(to(locale), "guest", { messageId: "m1", threadId: "t1", saunaId: "s1", saunaName: "Kinsale Harbour Sauna", senderName: null, body: "See you there." }),
  newMessageMessage(to(locale), "host", { messageId: "m1", threadId: "t1", saunaId: "s1", saunaName: "Kinsale Harbour Sauna", senderName: "Aoife", body: "See you there." }),
  payoutSentMessage(to(locale), { payoutId: "p1", amount: 120, bookingCount: 3, note: "SEPA 42" }),
  reviewPublishedMessage(to(locale), review),
  newReviewMessage(to(locale), { ...review, reviewerName: null }),
  reviewReplyMessage(to(locale), review),
  claimVerifiedMessage(to(locale), claim),
  claimRejectedMessage(to(locale), claim),
  waitlistOfferMessage(to(locale), offer),
  ownerVerifiedMessage(to(locale), decision),
  ownerRefusedMessage(to(locale), decision),
  paidTooLateMessage(to(locale), booking, 4500),
  giftVoucherReceiptMessage(voucher(locale), "K7QX"),
  giftVoucherMessage(voucher(locale), "ABCD2345EFGHK7QX", new Date("2026-12-24T00:00:00Z")),
  giftVoucherMessage({ ...voucher(locale), buyerName: null, message: "" }, "ABCD2345EFGHK7QX", new Date("2026-12-24T00:00:00Z")),
  listingStatusMessage(to(locale), { saunaId: "s1", saunaName: "Kinsale Harbour Sauna", action: "approve", cancelled: [], changedAt: new Date() }),
  listingStatusMessage(to(locale), { saunaId: "s1", saunaName: "Kinsale Harbour Sauna", action: "suspend", reason: "No phone answered.", cancelled: cancelledLines(22), changedAt: new Date() }),
  listingStatusMessage(to(locale), { saunaId: "s1", saunaName: "Kinsale Harbour Sauna", action: "reject", reason: "No phone answered.", cancelled: cancelledLines(1), changedAt: new Date() }),
  // To administrators: what Stripe said (its reason code, its error) stays in Stripe's words.
  paymentAlertMessage(to(locale), { key: "d1", about: "dispute", amountCents: 4500, bookingId: booking.id, reason: "product_not_received", path: "/admin/bookings/b1" }),
  paymentAlertMessage(to(locale), { key: "r1", about: "refundFailed", amountCents: 4500, bookingId: booking.id, why: "Stripe is unavailable", path: "/admin/payouts" }),
  paymentAlertMessage(to(locale), { key: "t1", about: "transferFailed", amountCents: 3825, bookingId: booking.id, why: "Stripe is unavailable", path: "/admin/payouts" }),
];

/** English words of these notices, any of which in an Irish one would be left untranslated. */
const ENGLISH = /\b(New|booking|booked|session|Guest|Open|Bookings|message|wrote|Read and reply|Your|Payout|sent|Amount|reference|review|published|Thank|Rating|See|replied|host|mobile|place|of 5|notification|claim|verified|accepted|dashboard|listing|Good|free|Room|holding|Held|waitlist|place|owner|details|payment|refund|card|Find|Account|voucher|gift|Valid|receipt|Code|Someone|Keep|Their|purchase|paid|For|Arrives|live|approved|suspended|affected|upcoming|refunded|more|question|And)\b/;

describe("notices in the recipient's language", () => {
  it("writes them in Irish for a member who chose Irish, linking to /ga pages", () => {
    for (const mail of all("ga")) {
      const words = `${mail.subject}\n${mail.text}`
        .replace(/Kinsale Harbour Sauna|Kinsale|Cork|Pier Road|Aoife|See you there\.|Lovely\.|Thanks!|SEPA 42|Happy Christmas!|pi_123|sean@example\.ie|aoife@example\.ie|Seán|Sauna Éire|No phone answered\.|product not received|Stripe is unavailable|https?:\S+/g, "");
      expect(words, mail.kind).not.toMatch(ENGLISH);
      if (mail.text.includes("http")) expect(mail.text, mail.kind).toContain("/ga/");
      expect(mail.html, mail.kind).toContain('lang="ga"');
    }
    const [newBooking, moved, , , payout, published] = all("ga");
    expect(newBooking.subject).toMatch(/^Áirithint nua: Kinsale Harbour Sauna, .*Samhain 2026.* 18:00$/);
    expect(newBooking.text).toContain("Chuir Aoife Byrne seisiún in áirithe ag Kinsale Harbour Sauna.");
    expect(moved.text).toContain("Beidh sé ag Kinsale, Corcaigh (Pier Road).");
    expect(payout.subject).toMatch(/^Íocaíocht seolta: .+ ar 3 áirithint$/);
    expect(published.text).toContain("★★★★☆ (4 as 5)");
  });

  it("tells an administrator who chose Irish about money in Irish, and one who didn't in English as before", () => {
    const [dispute, refund, transfer] = all("ga").slice(-3);
    expect(dispute.subject).toBe("Chuir aoi in aghaidh íocaíocht €45.00");
    expect(refund.text).toContain("Ní dhearna Stripe an aisíocaíocht €45.00 atá dlite ar áirithint 01234567: Stripe is unavailable");
    expect(transfer.text).toContain("/ga/admin/payouts");
    const [english] = all("en").slice(-3);
    expect(english.subject).toBe("A guest disputed a payment of €45.00");
    expect(english.text).toContain("The card holder of booking 01234567 opened a dispute (product not received) for €45.00.");
    expect(english.text).toContain("Open the admin area: http://localhost:3000/admin/bookings/b1");
  });

  it("says a reason the product stored with a cancellation in the reader's language", () => {
    const released = { ...booking, status: "cancelled", cancelledBy: "system", cancellationReason: CANCELLATION_REASONS.notPaidInTime } as unknown as BookingFacts;
    expect(bookingCancelledHostMessage(to("en"), released).text).toContain(`${CANCELLATION_REASONS.notPaidInTime}.`);
    const irish = bookingCancelledHostMessage(to("ga"), released).text;
    expect(irish).not.toContain(CANCELLATION_REASONS.notPaidInTime);
    expect(irish).toContain("Scaoilte: níor íocadh in am.");
  });

  it("keeps English word for word", () => {
    const [newBooking, moved, fromHost, fromGuest, payout, published, newReview, reply] = all("en");
    expect(newBooking.subject).toBe("New booking: Kinsale Harbour Sauna, Tuesday 24 November 2026 at 18:00");
    expect(newBooking.text).toContain("Aoife Byrne has booked a session at Kinsale Harbour Sauna.");
    expect(newBooking.text).toContain("Off-peak discount: €5.00");
    expect(newBooking.text).toContain("Booking reference: 01234567");
    expect(newBooking.text).toContain("Open Bookings: http://localhost:3000/dashboard/bookings?sauna=s1");
    expect(moved.subject).toBe("New place for your session: Kinsale Harbour Sauna, Tuesday 24 November 2026 at 18:00");
    expect(moved.text).toContain("Kinsale Harbour Sauna is a mobile sauna, and its host has changed where it stands on the day of your session. It will be at Kinsale, Cork (Pier Road). Your booking is otherwise unchanged; the calendar invitation attached has the new address.");
    expect(fromHost.subject).toBe("New message from Kinsale Harbour Sauna");
    expect(fromHost.text).toContain("Your host wrote from Kinsale Harbour Sauna:");
    expect(fromGuest.subject).toBe("New message from Aoife about Kinsale Harbour Sauna");
    expect(fromGuest.text).toContain("Aoife wrote:");
    expect(payout.subject).toBe("Payout sent: €120.00 for 3 bookings");
    expect(payout.text).toContain("We've sent you €120.00: your share of 3 bookings, after the platform's commission.");
    expect(payout.text).toContain("Payment reference: SEPA 42");
    expect(payoutSentMessage(to("en"), { payoutId: "p1", amount: 30, bookingCount: 1, note: null }).subject).toBe("Payout sent: €30.00 for 1 booking");
    expect(published.subject).toBe("Your review of Kinsale Harbour Sauna is published");
    expect(published.text).toContain("Rating: ★★★★☆ (4 of 5)");
    expect(newReview.text).toContain("A guest reviewed Kinsale Harbour Sauna.");
    expect(newReview.text).toContain("“Lovely.”");
    expect(reply.subject).toBe("Kinsale Harbour Sauna replied to your review");
    expect(reply.text).toContain("The host of Kinsale Harbour Sauna replied to your review:");
    const [verified, rejected, waitlist] = all("en").slice(8);
    expect(verified.subject).toBe("Your claim of Kinsale Harbour Sauna is verified");
    expect(verified.text).toContain("Good news: we've checked your claim of Kinsale Harbour Sauna, and the listing is yours to run.\n\nFrom your dashboard you can set its prices and hours, see its bookings and answer guests.");
    expect(verified.text).toContain("Open your dashboard: http://localhost:3000/dashboard");
    expect(rejected.subject).toBe("Your claim of Kinsale Harbour Sauna wasn't accepted");
    expect(rejected.text).toContain("We've looked at your claim of Kinsale Harbour Sauna and couldn't accept it. The administrator's reason:\n\nNo phone answered.\n\nIf you run this sauna");
    expect(waitlist.subject).toBe("A place is free at Kinsale Harbour Sauna: book by 14:30");
    expect(waitlist.text).toContain("Room has opened up in the session you're waiting for at Kinsale Harbour Sauna, Tuesday 24 November 2026 at 18:00.");
    expect(waitlist.text).toContain("Booking: Shared Session");
    expect(waitlist.text).toContain("Held until: 14:30");
    const [verifiedOwner, refusedOwner, tooLate] = all("en").slice(11);
    expect(verifiedOwner.subject).toBe("You're a verified owner on Sauna Éire");
    expect(verifiedOwner.text).toContain("We've checked your details and verified you as a sauna owner.\n\nThe saunas you run now show 'Verified Listing - Claimed by Owner' to guests");
    expect(refusedOwner.subject).toBe("We couldn't verify you as an owner yet");
    expect(refusedOwner.text).toMatch(/without the verified badge\. Once you've put this right, write to \S+@\S+ and we'll look again\./);
    expect(refusedOwner.text).toContain("Open your Account: http://localhost:3000/dashboard/account");
    expect(tooLate.subject).toBe("Your payment for Kinsale Harbour Sauna is being refunded");
    expect(tooLate.text).toContain("Your payment of €45.00 reached us after your booking at Kinsale Harbour Sauna could no longer be kept");
    expect(tooLate.text).toContain("We're refunding all €45.00 to your card. Refunds usually show on your statement within 5 to 10 working days.");
    const [receipt, gift, anonymous] = all("en").slice(14);
    expect(receipt.subject).toBe("Your receipt: a €50.00 gift voucher for Seán");
    expect(receipt.text).toContain("Thank you: you've paid €50.00 for a gift voucher for Seán. We'll e-mail it to sean@example.ie on 24 Dec 2026.");
    expect(receipt.text).toContain("Valid for at least five years from the date of purchase (Consumer Protection (Gift Vouchers) Act 2019).");
    expect(receipt.text).toContain("Voucher ending: K7QX");
    expect(gift.subject).toBe("Aoife Byrne sent you a €50.00 sauna gift voucher");
    expect(gift.text).toContain("Their message: “Happy Christmas!”");
    expect(gift.text).toContain("Keep this e-mail: the code is the voucher. Anyone who has it can spend it.");
    expect(gift.text).toContain("This e-mail carries a gift voucher someone bought for you, so it is always sent.");
    expect(anonymous.subject).toBe("Someone sent you a €50.00 sauna gift voucher");
    const [approved, suspended, rejected1] = all("en").slice(17);
    expect(approved.subject).toBe("Your listing is live: Kinsale Harbour Sauna");
    expect(approved.text).toContain("Good news: we have approved Kinsale Harbour Sauna. It is on Sauna Éire now, and guests can find and book it.");
    expect(approved.text).toContain("See your listing: http://localhost:3000/sauna/s1");
    expect(approved.text).toContain("This is a service message about your listing, so it is always sent.");
    expect(suspended.subject).toBe("Your listing is suspended: Kinsale Harbour Sauna");
    expect(suspended.text).toContain("Our reason: No phone answered.");
    expect(suspended.text).toContain("Its 22 upcoming bookings were cancelled with a full refund of whatever was paid online, and each guest has been told why:");
    expect(suspended.text).toContain("Tuesday 24 November 2026 at 18:00: A guest, €45.00 refunded");
    expect(suspended.text).toContain("And: 2 more");
    expect(suspended.text).toContain("If you have a question, or once you have put things right, write to us at hosts@sauna-eire.ie.");
    expect(rejected1.subject).toBe("Your listing was not approved: Kinsale Harbour Sauna");
    expect(rejected1.text).toContain("Its upcoming booking was cancelled with a full refund of whatever was paid online, and the guest has been told why:");
    expect(waitlist.text).toContain("You get this e-mail because you joined the waitlist for this session. You can leave it in My Bookings.");
  });
});
