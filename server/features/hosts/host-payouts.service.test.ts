// The host's payouts on the owner dashboard's Overview, against the local Stripe
// server: sent by Stripe transfer or paid by hand, still to come on their date, on their way, held
// and why, delayed; exact amounts; the host's own saunas only.
import { expect, it } from "vitest";
import { formatDate } from "#domain/format-date";
import { markHostPayoutPaid, payoutsOverview } from "#server/features/admin/admin-payouts.service";
import { makeDueTransfers } from "#server/features/payments/make-transfers";
import { cardBookingRows, paidCardBooking, stripeTransfersOf } from "#server/testing/card-bookings";
import { cardReadyHost, setUpCardPayments } from "#server/testing/card-payments";
import { createDashboardPeople, createTestBooking, createTestSauna, createTestUser, expectRefusedToEach } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { HOST_PAYOUTS_SHOWN, hostPayouts } from "./host-payouts.service";

const DAY = 86_400_000;

describeOnEachDatabase("the host's payouts", (t) => {
  const cards = setUpCardPayments(t);

  /** A minute after the booking's payout date: when the payments worker makes its transfer. */
  const dueOf = async (id: string) => new Date((await cardBookingRows(t, id)).booking.payoutDueAt.getTime() + 60_000);

  it("shows what was sent, by Stripe transfer or by hand, and what is to come: on its date, on its way, held and why, delayed", async () => {
    const { host, sauna, accountId } = await cardReadyHost(t, cards);
    const admin = await createTestUser(t, { roles: ["admin"] });
    const guest = await createTestUser(t);

    // Paid at the sauna (before card payments): one paid by hand, one still to come.
    const byHand = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() - 5 * DAY), status: "completed" });
    await markHostPayoutPaid(t.db, admin, { hostId: host.userId, note: "Bank transfer 1042" });
    const later = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() + 20 * DAY) });

    // By card, a day apart: sent, failed at Stripe, held (payouts off), on its way, to come.
    const card: string[] = [];
    for (const days of [3, 4, 5, 6, 7]) card.push((await paidCardBooking(t, cards, await createTestUser(t), sauna.id, { days })).bookingId);
    const [sent, failed, held, onItsWay, toCome] = card;
    await makeDueTransfers(t.db, cards.provider, await dueOf(sent));
    cards.stripe.failNext({ method: "POST", path: "/v1/transfers" }, { status: 400, message: "The destination account can't receive transfers." });
    await makeDueTransfers(t.db, cards.provider, await dueOf(failed));
    await cards.stripe.completeOnboarding(accountId, { payoutsEnabled: false });
    await cards.stripe.webhooksSettled();
    await makeDueTransfers(t.db, cards.provider, await dueOf(held));
    // The next one's date has passed, and the worker hasn't got to it yet.
    const now = await dueOf(onItsWay);

    const payouts = await hostPayouts(t.db, host, sauna.id, now);
    // 38.25 each (a €45 session less 15%): two sent, five to come, to the cent.
    expect(payouts).toMatchObject({ paid: 76.5, paidCount: 2, toCome: 191.25, toComeCount: 5 });
    const [transfer] = stripeTransfersOf(cards, sent);
    const sentRow = (await cardBookingRows(t, sent)).booking;
    const byHandRow = (await cardBookingRows(t, byHand.id)).booking;
    expect(payouts.recent.map((p) => [p.id, p.amount, p.note])).toEqual([
      [sent, 38.25, `Sent by Stripe transfer on ${formatDate(sentRow.payoutPaidAt!)} · ${transfer.id}`],
      [byHand.id, 38.25, `Paid by Sauna Éire on ${formatDate(byHandRow.payoutPaidAt!)} · Bank transfer 1042`],
    ]);
    const toComeDue = (await cardBookingRows(t, toCome)).booking.payoutDueAt;
    expect(payouts.upcoming.map((p) => [p.id, p.state, p.delayed, p.note])).toEqual([
      [failed, "failed", true, "Delayed: Stripe couldn't send it yet, and we're looking into it"],
      [held, "held", true, "Held: Stripe hasn't enabled payouts for you yet; finish its checks in Account"],
      [onItsWay, "transferring", false, "On its way to you by Stripe transfer"],
      [toCome, "upcoming", false, `By Stripe transfer on ${formatDate(toComeDue)}`],
      [later.id, "upcoming", false, `Due ${formatDate(later.payoutDueAt)}`],
    ]);
    expect(payouts.upcoming).toHaveLength(HOST_PAYOUTS_SHOWN);

    // The host's Irish page says the same in Irish; a transfer's id and a reference stay as written.
    const irish = await hostPayouts(t.db, host, sauna.id, now, "ga");
    expect(irish.recent.map((p) => p.note)).toEqual([
      `Seolta trí aistriú Stripe ar ${formatDate(sentRow.payoutPaidAt!, "ga")} · ${transfer.id}`,
      `Íoctha ag Sauna Éire ar ${formatDate(byHandRow.payoutPaidAt!, "ga")} · Bank transfer 1042`,
    ]);
    expect(irish.upcoming.map((p) => p.note)).toEqual([
      "Moill uirthi: níorbh fhéidir le Stripe í a sheoladh fós, agus táimid á fhiosrú",
      "Coinnithe siar: níor chuir Stripe íocaíochtaí ar siúl duit fós; críochnaigh a sheiceálacha i do Chuntas",
      "Ar a bealach chugat trí aistriú Stripe",
      `Trí aistriú Stripe ar ${formatDate(toComeDue, "ga")}`,
      `Dlite ar ${formatDate(later.payoutDueAt, "ga")}`,
    ]);

    // The same money as admin Payouts shows for this host (the host has one sauna).
    const { summary } = await payoutsOverview(t.db, admin, { host: host.userId }, now, { cardPayments: true });
    expect(summary.paid).toBe(payouts.paid);
    expect(summary.dueNow + summary.upcoming + summary.onHold + summary.failed).toBe(payouts.toCome);
  });

  it("counts every payout to come in the total, and shows the first few", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { ownerId: host.userId, name: "Lahinch Beach Sauna" });
    const guest = await createTestUser(t);
    for (let day = 1; day <= HOST_PAYOUTS_SHOWN + 2; day++) {
      await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() + day * DAY), totalAmount: 45.1, platformFee: 6.77, hostPayout: 38.33 });
    }
    const payouts = await hostPayouts(t.db, host, sauna.id);
    expect(payouts).toMatchObject({ toCome: 268.31, toComeCount: HOST_PAYOUTS_SHOWN + 2, paid: 0, paidCount: 0 });
    expect(payouts.upcoming).toHaveLength(HOST_PAYOUTS_SHOWN);
    expect(payouts.upcoming.every((p) => p.amount === 38.33 && p.state === "upcoming" && !p.delayed)).toBe(true);
  });

  it("names a disputed payment's hold in the host's words", async () => {
    const { host, sauna } = await cardReadyHost(t, cards);
    const { bookingId, chargeId } = await paidCardBooking(t, cards, await createTestUser(t), sauna.id, { days: 3 });
    await cards.stripe.createDispute(chargeId);
    await cards.stripe.webhooksSettled();
    const now = await dueOf(bookingId);
    await makeDueTransfers(t.db, cards.provider, now);
    const payouts = await hostPayouts(t.db, host, sauna.id, now);
    expect(payouts.upcoming).toMatchObject([{ id: bookingId, state: "held", delayed: true, note: "Held: the guest disputed the payment with their bank" }]);
    expect(payouts).toMatchObject({ paid: 0, paidCount: 0, recent: [], toCome: 38.25, toComeCount: 1 });
  });

  it("is the owner's own: others are refused, and another owner's sauna shows nothing of it", async () => {
    const { host, sauna } = await cardReadyHost(t, cards);
    const { bookingId } = await paidCardBooking(t, cards, await createTestUser(t), sauna.id, { days: 3 });
    const { otherOwner, outsiders } = await createDashboardPeople(t);
    await expectRefusedToEach(outsiders, (actor) => hostPayouts(t.db, actor, sauna.id));

    const theirs = await createTestSauna(t, { ownerId: otherOwner.userId });
    expect(await hostPayouts(t.db, otherOwner, theirs.id)).toEqual({ paid: 0, paidCount: 0, toCome: 0, toComeCount: 0, upcoming: [], recent: [] });
    expect((await hostPayouts(t.db, host, sauna.id)).upcoming.map((p) => p.id)).toEqual([bookingId]);
  });
});
