// A member's gift vouchers (decision 017): the balance the sauna page shows before Book Now (the
// same refusals and try limits as Book Now, nothing more), the page a buyer lands on after paying,
// and My Account's list of the vouchers they bought and the ones sent to their verified address.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { VOUCHER_TEXTS } from "#domain/gift-vouchers";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { user as users } from "#server/db/schema/auth";
import { giftVouchers } from "#server/db/schema/gift-vouchers";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { bookSession } from "#server/features/bookings/book-session.service";
import { cardReadyHost, daysAhead, setUpCardPayments } from "#server/testing/card-payments";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";
import { buyGiftVoucher } from "./buy-gift-voucher.service";
import { boughtGiftVoucher, myGiftVouchers, VOUCHER_NOT_FOUND } from "./my-gift-vouchers.service";
import { VOUCHER_TRY_LIMITS, voucherBalance } from "./voucher-codes.service";

let clients = 0;
const client = () => `192.0.2.${++clients % 250}`;

describeOnEachDatabase("a member's gift vouchers", (t) => {
  const cards = setUpCardPayments(t);

  async function paidVoucher(buyer: SignedInUser, recipientEmail: string, values: Record<string, string> = {}) {
    const { voucherId } = await buyGiftVoucher(t.db, cards.provider, buyer, {
      amount: "60", recipientName: "Niamh Kelly", recipientEmail, message: "Enjoy!", deliverOn: daysAhead(0), ...values,
    }, { baseUrl: TEST_CONFIG.baseUrl });
    const [row] = await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, voucherId));
    await cards.stripe.completeCheckout(row.checkoutSessionId!);
    await cards.stripe.webhooksSettled();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `gift-voucher:${voucherId}`));
    return { voucherId, code: /Code: ([A-Z0-9-]+)/.exec(mail.text)![1] };
  }

  it("tells the guest before Book Now what a code's voucher still holds, as a booking then takes it", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { voucherId, code } = await paidVoucher(await createTestUser(t), guest.email);
    expect(await voucherBalance(t.db, guest, code.toLowerCase(), client())).toMatchObject({ balanceCents: 6000 });
    // A session paid by it: what is left, and the next look says so.
    await bookSession(t.db, cards.provider, guest, { saunaId: sauna.id, date: daysAhead(30), time: "18:00", bookingType: "private", guests: "1", voucherCode: code }, { baseUrl: TEST_CONFIG.baseUrl, client: client() });
    const [left] = await t.db.select({ cents: giftVouchers.balanceCents }).from(giftVouchers).where(eq(giftVouchers.id, voucherId));
    expect(left.cents).toBeLessThan(6000);
    expect(await voucherBalance(t.db, guest, code, client())).toMatchObject({ balanceCents: left.cents });
  });

  it("says no more than Book Now would, and counts each look as a code try", async () => {
    const guest = await createTestUser(t);
    await expect(voucherBalance(t.db, ANONYMOUS, "ABCD-EFGH-JKMN-PQRS", client())).rejects.toMatchObject({ status: 401 });
    await expect(voucherBalance(t.db, guest, "", client())).rejects.toMatchObject({ status: 400, message: VOUCHER_TEXTS.codeUnknown });
    await expect(voucherBalance(t.db, guest, ["ABCD"], client())).rejects.toMatchObject({ status: 400, message: VOUCHER_TEXTS.codeUnknown });
    const { code } = await paidVoucher(await createTestUser(t), "someone@example.ie");
    const trier = await createTestUser(t);
    for (let i = 0; i < VOUCHER_TRY_LIMITS.perAccount; i++) await expect(voucherBalance(t.db, trier, "ABCD-EFGH-JKMN-PQRS", client())).rejects.toMatchObject({ status: 400, message: VOUCHER_TEXTS.codeUnknown });
    // Past the limit, even a real code is not looked up.
    await expect(voucherBalance(t.db, trier, code, client())).rejects.toMatchObject({ status: 429, message: VOUCHER_TEXTS.tooManyTries });
  });

  it("shows the buyer what they bought, and nobody else", async () => {
    const buyer = await createTestUser(t);
    const { voucherId } = await paidVoucher(buyer, "aoife@example.ie", { amount: "75", recipientName: "Aoife Byrne", deliverOn: daysAhead(10) });
    const bought = await boughtGiftVoucher(t.db, buyer, voucherId);
    expect(bought).toMatchObject({ state: "valid", amountCents: 7500, balanceCents: 7500, recipientName: "Aoife Byrne", recipientEmail: "aoife@example.ie", delivery: "scheduled", deliverOn: daysAhead(10) });
    expect(bought.codeHint).toMatch(/^[A-Z2-9]{4}$/);
    expect(bought.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 4.9 * 365 * 86_400_000);
    await expect(boughtGiftVoucher(t.db, await createTestUser(t), voucherId)).rejects.toMatchObject({ status: 404, message: VOUCHER_NOT_FOUND });
    await expect(boughtGiftVoucher(t.db, buyer, "0".repeat(36))).rejects.toMatchObject({ status: 404 });
    await expect(boughtGiftVoucher(t.db, ANONYMOUS, voucherId)).rejects.toMatchObject({ status: 401 });
  });

  it("lists the vouchers a member bought and, once their address is verified, the ones sent to it", async () => {
    const buyer = await createTestUser(t);
    const recipient = await createTestUser(t);
    const { voucherId } = await paidVoucher(buyer, recipient.email.toUpperCase(), { amount: "50" });
    // A session that ended unpaid bought nothing, and isn't listed.
    await buyGiftVoucher(t.db, cards.provider, buyer, { amount: "30", recipientName: "X", recipientEmail: "x@example.ie", message: "", deliverOn: daysAhead(0) }, { baseUrl: TEST_CONFIG.baseUrl });
    await t.db.update(giftVouchers).set({ status: "not_paid" }).where(eq(giftVouchers.amountCents, 3000));

    const mine = await myGiftVouchers(t.db, buyer);
    expect(mine.bought.map((v) => [v.id, v.state, v.amountCents])).toEqual([[voucherId, "valid", 5000]]);
    expect(mine.received).toEqual([]);

    // Unverified, the address could be anyone's: nothing shows as received.
    expect((await myGiftVouchers(t.db, recipient)).received).toEqual([]);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, recipient.userId));
    const theirs = await myGiftVouchers(t.db, recipient);
    expect(theirs.received.map((v) => [v.id, v.state, v.balanceCents])).toEqual([[voucherId, "valid", 5000]]);
    expect(theirs.bought).toEqual([]);
    await expect(boughtGiftVoucher(t.db, recipient, voucherId)).rejects.toMatchObject({ status: 404 });
  });
});
