import { and, eq, ne, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { payouts } from "#server/db/schema/payouts";
import { saunas } from "#server/db/schema/saunas";
import { adminActivityLog, profiles } from "#server/db/schema/profiles";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { parse } from "csv-parse/sync";
import { payoutLedgerCsv } from "./admin-payouts.csv";
import { exportPayoutLedger, markHostPayoutPaid, NOTHING_DUE, payoutsOverview } from "./admin-payouts.service";

const DAY = 86_400_000;
const NOW = new Date();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

describeOnEachDatabase("admin payouts", (t) => {
  let admin: SignedInUser;
  let guest: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
    guest = await createTestUser(t);
  });

  /** A €45 private session starting `days` ago (payout due a day after it ends), a few minutes apart. */
  let minute = 0;
  async function booking(saunaId: string, days: number, values: Omit<Partial<typeof bookings.$inferInsert>, "userId"> = {}) {
    const startsAt = new Date(daysAgo(days).getTime() - (minute++ % 30) * 60_000);
    return createTestBooking(t, { saunaId, userId: guest.userId, startsAt, status: days > 0 ? "completed" : "confirmed", ...values });
  }

  /** A host with one verified listing and one claimed but not yet verified. */
  async function host() {
    const owner = await createTestUser(t, { isOwner: true, name: `Host ${Math.random().toString(36).slice(2, 7)}` });
    const verified = await createTestSauna(t, { ownerId: owner.userId, ownerVerified: true, isClaimed: true });
    const unverified = await createTestSauna(t, { ownerId: owner.userId, ownerVerified: false, isClaimed: true });
    return { owner, verified, unverified };
  }

  it("owes a host what is due on verified listings: refunds pay nothing, unrefunded cancellations pay, later and unverified wait", async () => {
    const { owner, verified, unverified } = await host();
    const due = await booking(verified.id, 5);
    const refunded = await booking(verified.id, 6, { status: "cancelled", refundAmount: 45, cancelledAt: daysAgo(8) });
    const lateCancel = await booking(verified.id, 7, { status: "cancelled", refundAmount: 0, cancelledAt: daysAgo(7) });
    const notYetDue = await booking(verified.id, -3);
    const justEnded = await booking(verified.id, 0.5, { status: "confirmed" }); // payout due 24 h after the end
    const alreadyPaid = await booking(verified.id, 20, { payoutPaidAt: daysAgo(15) });
    const onHold = await booking(unverified.id, 5);
    const unconfirmed = await booking(verified.id, 9, { status: "pending" });

    const all = await payoutsOverview(t.db, admin, { filter: "all", host: owner.userId }, NOW);
    const state = Object.fromEntries(all.ledger.rows.map((r) => [r.id, r.state]));
    expect(state).toEqual({
      [due.id]: "due", [refunded.id]: "refunded", [lateCancel.id]: "due", [notYetDue.id]: "upcoming", [justEnded.id]: "upcoming",
      [alreadyPaid.id]: "paid", [onHold.id]: "on_hold", [unconfirmed.id]: "pending",
    });

    const dueNow = await payoutsOverview(t.db, admin, { filter: "due", host: owner.userId }, NOW);
    expect(dueNow.ledger.rows.map((r) => r.id).sort()).toEqual([due.id, lateCancel.id].sort());
    expect(dueNow.summary).toEqual({ dueNow: 76.5, upcoming: 76.5, onHold: 38.25, failed: 0, paid: 38.25, commission: 6 * 6.75 });
    const row = dueNow.hosts.rows.find((h) => h.hostId === owner.userId);
    expect(row).toMatchObject({ dueNow: 76.5, dueCount: 2, upcoming: 76.5, onHold: 38.25, paid: 38.25, total: 6 * 45, commission: 6 * 6.75, name: owner.fullName });
    expect(dueNow.ledger.rows[0]).toMatchObject({ saunaName: verified.name, hostName: owner.fullName, totalAmount: 45, platformFee: 6.75, hostPayout: 38.25, commissionRate: 0.15 });
  });

  it("marks a host's due payouts paid once: one payout row on exactly those bookings, recorded", async () => {
    const { owner, verified, unverified } = await host();
    const a = await booking(verified.id, 4);
    const b = await booking(verified.id, 10, { status: "cancelled", refundAmount: 0 });
    const refunded = await booking(verified.id, 11, { status: "cancelled", refundAmount: 45 });
    const later = await booking(verified.id, -2);
    const held = await booking(unverified.id, 4);

    const paid = await markHostPayoutPaid(t.db, admin, { hostId: owner.userId, note: "Bank transfer 1042" }, NOW);
    expect(paid).toMatchObject({ amount: 76.5, bookingCount: 2, hostName: owner.fullName });

    const rows = await t.db.select().from(bookings).where(sql`${bookings.id} in (${sql.join([a.id, b.id, refunded.id, later.id, held.id].map((id) => sql`${id}::uuid`), sql`, `)})`);
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[a.id].payoutId).toBe(paid.payoutId);
    expect(byId[b.id].payoutId).toBe(paid.payoutId);
    expect(byId[a.id].payoutPaidAt).toEqual(NOW);
    for (const untouched of [refunded, later, held]) expect(byId[untouched.id]).toMatchObject({ payoutId: null, payoutPaidAt: null });

    const [payout] = await t.db.select().from(payouts).where(eq(payouts.hostId, owner.userId));
    expect(payout).toMatchObject({ amount: 76.5, bookingCount: 2, paidBy: admin.userId, note: "Bank transfer 1042" });
    const [entry] = await t.db.select().from(adminActivityLog).where(and(eq(adminActivityLog.entityType, "payout"), eq(adminActivityLog.entityId, paid.payoutId)));
    expect(entry).toMatchObject({ actorId: admin.userId, action: `Marked €76.50 paid to ${owner.fullName} (2 bookings)` });

    // A second click finds nothing left and changes nothing.
    await expect(markHostPayoutPaid(t.db, admin, { hostId: owner.userId }, NOW)).rejects.toMatchObject({ status: 409, message: NOTHING_DUE });
    expect(await t.db.select().from(payouts).where(eq(payouts.hostId, owner.userId))).toHaveLength(1);

    const after = await payoutsOverview(t.db, admin, { filter: "paid", host: owner.userId }, NOW);
    expect(after.ledger.rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(after.summary).toMatchObject({ dueNow: 0, paid: 76.5, onHold: 38.25 });
  });

  it("tells the host their payout is sent, with the amount and reference, unless they turned Payout notifications off", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    const mailTo = (email: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), ne(mailOutbox.kind, "welcome")));
    const { owner, verified } = await host();
    await booking(verified.id, 4);
    await booking(verified.id, 5);
    const paid = await markHostPayoutPaid(t.db, superAdmin, { hostId: owner.userId, note: "Bank transfer 1042" }, NOW);
    const [mail] = await mailTo(owner.email);
    expect(mail).toMatchObject({ kind: "payout-sent", subject: "Payout sent: €76.50 for 2 bookings", dedupeKey: `payout-sent:${paid.payoutId}` });
    expect(mail.text).toContain("Amount: €76.50");
    expect(mail.text).toContain("Bookings: 2");
    expect(mail.text).toContain("Payment reference: Bank transfer 1042");
    expect(mail.text).toContain("http://localhost:3000/dashboard/bookings");
    expect(mail.text).toContain('"Payout notifications" is on');

    // Turned off in Dashboard Account: the payout is made, no mail is written.
    const { owner: quiet, verified: quietSauna } = await host();
    await t.db.update(profiles).set({ notificationPreferences: { payoutNotifications: false } }).where(eq(profiles.id, quiet.userId));
    await booking(quietSauna.id, 4);
    expect(await markHostPayoutPaid(t.db, admin, { hostId: quiet.userId }, NOW)).toMatchObject({ bookingCount: 1 });
    expect(await mailTo(quiet.email)).toEqual([]);
  });

  it("pays only what was due when the admin looked (asOf), not what fell due since", async () => {
    const { owner, verified } = await host();
    const seen = await booking(verified.id, 5);
    const fellDueSince = await booking(verified.id, 1.1); // due about two hours ago
    const asOf = new Date(NOW.getTime() - 6 * 3_600_000).toISOString();
    const paid = await markHostPayoutPaid(t.db, admin, { hostId: owner.userId, asOf }, NOW);
    expect(paid.bookingCount).toBe(1);
    const [left] = await t.db.select().from(bookings).where(eq(bookings.id, fellDueSince.id));
    expect(left.payoutId).toBeNull();
    const [taken] = await t.db.select().from(bookings).where(eq(bookings.id, seen.id));
    expect(taken.payoutId).toBe(paid.payoutId);
  });

  it("refuses to pay a host with nothing due, an unknown host and a malformed form", async () => {
    const { owner, unverified } = await host();
    await booking(unverified.id, 5);
    await expect(markHostPayoutPaid(t.db, admin, { hostId: owner.userId }, NOW)).rejects.toMatchObject({ status: 409 });
    await expect(markHostPayoutPaid(t.db, admin, { hostId: "no-such-host" }, NOW)).rejects.toMatchObject({ status: 404 });
    await expect(markHostPayoutPaid(t.db, admin, { hostId: "" }, NOW)).rejects.toThrow("Please choose a host to pay.");
    await expect(markHostPayoutPaid(t.db, admin, { hostId: owner.userId, asOf: "yesterday" }, NOW)).rejects.toMatchObject({ status: 400 });
  });

  it("pays one host once when ten admins click at the same moment", async () => {
    const { owner, verified } = await host();
    const due = await Promise.all([4, 5, 6, 7, 8].map((d) => booking(verified.id, d)));
    const admins = await Promise.all(Array.from({ length: 3 }, () => createTestUser(t, { roles: ["admin"] })));
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => markHostPayoutPaid(t.db, admins[i % 3], { hostId: owner.userId }, NOW)));
    const done = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(done).toHaveLength(1);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 409, message: NOTHING_DUE });

    const made = await t.db.select().from(payouts).where(eq(payouts.hostId, owner.userId));
    expect(made).toHaveLength(1);
    const rows = await t.db.select().from(bookings).where(eq(bookings.saunaId, verified.id));
    expect(rows.filter((r) => due.some((d) => d.id === r.id)).every((r) => r.payoutId === made[0].id)).toBe(true);
    const sum = rows.filter((r) => r.payoutId === made[0].id).reduce((s, r) => s + r.hostPayout, 0);
    expect(made[0].amount).toBeCloseTo(sum, 2);
    expect(made[0]).toMatchObject({ amount: 191.25, bookingCount: 5 });
    const log = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityType, "payout"));
    expect(log.filter((e) => e.entityId === made[0].id)).toHaveLength(1);
    expect(log.filter((e) => (e.details as { hostId?: string } | null)?.hostId === owner.userId)).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, owner.email), eq(mailOutbox.kind, "payout-sent")))).toHaveLength(1);
  });

  it("pages the ledger and the hosts, and exports the whole filter in batches", async () => {
    const { owner, verified } = await host();
    for (let i = 0; i < 30; i++) await booking(verified.id, 3 + i);
    const first = await payoutsOverview(t.db, admin, { filter: "due", host: owner.userId }, NOW);
    expect(first.ledger).toMatchObject({ total: 30, pages: 2 });
    expect(first.ledger.rows).toHaveLength(25);
    const second = await payoutsOverview(t.db, admin, { filter: "due", host: owner.userId, page: "2" }, NOW);
    expect(second.ledger.rows).toHaveLength(5);
    expect(new Set([...first.ledger.rows, ...second.ledger.rows].map((r) => r.id)).size).toBe(30);
    // Oldest due first on the 'due' filter.
    expect(first.ledger.rows[0].payoutDueAt.getTime()).toBeLessThan(first.ledger.rows[1].payoutDueAt.getTime());
    // A page past the end is empty, and odd values fall back to the defaults.
    expect((await payoutsOverview(t.db, admin, { filter: "due", host: owner.userId, page: "99" }, NOW)).ledger.rows).toEqual([]);
    expect((await payoutsOverview(t.db, admin, { filter: "nonsense", page: "-4", host: "<x>" }, NOW)).query).toEqual({ filter: "due", page: 1, hostPage: 1, refundPage: 1 });

    const exported = exportPayoutLedger(t.db, admin, { filter: "due", host: owner.userId }, NOW);
    const rows = [];
    for await (const batch of exported.batches) rows.push(...batch);
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.state === "due" && r.hostName === owner.fullName)).toBe(true);
  });

  it("exports the ledger as CSV: en-IE dates, euro amounts with two decimals, formulas defused", async () => {
    const { owner, verified } = await host();
    await t.db.update(saunas).set({ name: "=HYPERLINK(\"http://evil.example\")" }).where(eq(saunas.id, verified.id));
    const sessionStart = new Date("2026-03-02T10:00:00Z");
    const made = await createTestBooking(t, {
      saunaId: verified.id, userId: guest.userId, startsAt: sessionStart, bookingDate: "2026-03-02", status: "completed",
      totalAmount: 40, platformFee: 5, hostPayout: 35, commissionRate: 0.125, createdAt: new Date("2026-02-20T23:30:00Z"),
    });
    const { filename, body } = payoutLedgerCsv(t.db, admin, { filter: "all", host: owner.userId }, "en", NOW);
    expect(filename).toMatch(/^sauna-eire-payouts-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = Buffer.from(await new Response(body).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte-order mark
    const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      "Booking ID": made.id,
      "Booked on": "20/02/2026",
      "Session date": "02/03/2026",
      "Session time": "10:00",
      Sauna: "'=HYPERLINK(\"http://evil.example\")",
      Host: owner.fullName,
      "Total (€)": "40.00",
      "Commission rate (%)": "12.50",
      "Commission (€)": "5.00",
      "Host payout (€)": "35.00",
      "Payout due": "03/03/2026 11:30",
      Payout: "Due",
      "Paid on": "",
    });
  });

  it("exports the ledger in Irish from an Irish page: headings, the payout's state and a listing without an owner", async () => {
    const { verified } = await host();
    const unclaimed = await createTestSauna(t, {});
    for (const saunaId of [verified.id, unclaimed.id]) {
      await createTestBooking(t, {
        saunaId, userId: guest.userId, startsAt: new Date("2026-03-02T10:00:00Z"), bookingDate: "2026-03-02", status: "completed",
        totalAmount: 40, platformFee: 5, hostPayout: 35, commissionRate: 0.125,
      });
    }
    const { body } = payoutLedgerCsv(t.db, admin, { filter: "all" }, "ga", NOW);
    const rows: Record<string, string>[] = parse(Buffer.from(await new Response(body).arrayBuffer()), { bom: true, columns: true });
    expect(Object.keys(rows[0]).slice(0, 3)).toEqual(["Aitheantas na háirithinte", "Curtha in áirithe ar", "Dáta an tseisiúin"]);
    expect(rows.map((r) => r["Íocaíocht"])).toContain("Dlite");
    expect(rows.map((r) => r["Óstach"])).toContain("Gan úinéir");
  });

  it("is refused to a visitor, a guest and an owner", async () => {
    const { owner } = await host();
    for (const actor of [ANONYMOUS, guest, owner]) {
      const status = actor.kind === "anonymous" ? 401 : 403;
      await expect(payoutsOverview(t.db, actor, {}, NOW)).rejects.toMatchObject({ status });
      await expect(markHostPayoutPaid(t.db, actor, { hostId: owner.userId }, NOW)).rejects.toMatchObject({ status });
      expect(() => exportPayoutLedger(t.db, actor, {}, NOW)).toThrow(expect.objectContaining({ status }));
      expect(() => payoutLedgerCsv(t.db, actor, {}, "en", NOW)).toThrow(expect.objectContaining({ status }));
    }
  });
});
