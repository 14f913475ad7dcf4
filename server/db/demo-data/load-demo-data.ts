// Demo data for the embedded default (never with DATABASE_URL): loaded once, on the first
// start, into a database with no users and no saunas. Everything goes through the same
// tables, constraints and triggers as real data; users through better-auth.
import { count, eq, inArray } from "drizzle-orm";
import type { BookingStatus } from "#domain/booking-status";
import { commissionSplit, bookingTotal } from "#domain/booking-pricing";
import { PLATFORM_COMMISSION_RATE, HOST_PAYOUT_DELAY_HOURS, type BookingType } from "#domain/constants";
import { addMinutesToTime, slotStart, todayInIreland } from "#domain/session-slots";
import type { Auth } from "#server/auth/auth";
import { type ActivityKey, adminActivityRow } from "#server/features/admin/activity-log";
import { recomputeAllSaunaRatings } from "#server/features/reviews/sauna-rating";
import type { Db } from "#server/db/client";
import { articles } from "#server/db/schema/articles";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { favorites } from "#server/db/schema/favorites";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { messages, messageThreads } from "#server/db/schema/messages";
import { payouts } from "#server/db/schema/payouts";
import { adminActivityLog, adminRoles, profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { saunas } from "#server/db/schema/saunas";
import { DEMO_ARTICLES } from "./demo-articles";
import { FEATURED_STORIES, REVIEW_TEXTS, subScoreFor } from "./demo-reviews";
import { DEMO_SAUNAS } from "./demo-saunas";
import { DEMO_STOPS } from "./demo-stops";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users";
import { CANCELLATION_REASONS } from "#domain/cancellation-reasons";

const DAY = 86_400_000;

/** A small seeded generator, so every fresh start gets the same demo data. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function loadDemoDataIfEmpty(db: Db, auth: Auth, now = new Date()): Promise<void> {
  const [{ n: saunaCount }] = await db.select({ n: count() }).from(saunas);
  const [{ n: userCount }] = await db.select({ n: count() }).from(users);
  if (Number(saunaCount) > 0 || Number(userCount) > 0) return;
  const started = Date.now();

  // Users, through better-auth so passwords are hashed and profiles made as for anyone else.
  const userId: Record<string, string> = {};
  for (const u of DEMO_USERS) {
    const result = await auth.api.signUpEmail({ body: { email: u.email, name: u.name, password: DEMO_PASSWORD } });
    userId[u.key] = result.user.id;
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, result.user.id));
    await db.update(profiles).set({ isOwner: Boolean(u.isOwner), isVerified: Boolean(u.isOwner), paymentsConnected: Boolean(u.isOwner), businessName: u.isOwner ? `${u.name.split(" ")[0]}'s Saunas Ltd` : null, phone: u.phone ?? null, createdAt: new Date(now.getTime() - (400 + DEMO_USERS.indexOf(u) * 20) * DAY) }).where(eq(profiles.id, result.user.id));
    for (const role of u.roles ?? []) await db.insert(adminRoles).values({ userId: result.user.id, role });
  }
  // Demo addresses are verified already and reach nobody: no welcome mail for them.
  await db.delete(mailOutbox).where(inArray(mailOutbox.recipient, DEMO_USERS.map((u) => u.email)));

  // Saunas.
  const inserted = await db
    .insert(saunas)
    .values(DEMO_SAUNAS.map(({ key: _key, owner, ...s }, i) => ({ ...s, ownerId: owner ? userId[owner] : null, ownerVerified: Boolean(owner), createdAt: new Date(now.getTime() - (300 - i * 7) * DAY) })))
    .returning({ id: saunas.id, name: saunas.name });
  const saunaId: Record<string, string> = Object.fromEntries(DEMO_SAUNAS.map((s, i) => [s.key, inserted[i].id]));
  const saunaByKey = Object.fromEntries(DEMO_SAUNAS.map((s) => [s.key, s]));
  const dayFromNow = (days: number) => todayInIreland(new Date(now.getTime() + days * DAY));

  // A mobile sauna's stops by date, around today.
  await db.insert(saunaStops).values(DEMO_STOPS.map(({ sauna, from, to, ...stop }) => ({ ...stop, saunaId: saunaId[sauna], startsOn: dayFromNow(from), endsOn: dayFromNow(to) })));

  // Bookings: the demo guest's past, upcoming and cancelled sessions, and a few other guests'.
  const booking = (key: string, guestKey: string, days: number, time: string, type: BookingType, guests: number, status: BookingStatus = "confirmed") => {
    const s = saunaByKey[key];
    const date = dayFromNow(days);
    const startsAt = slotStart(date, time);
    const minutes = s.sessionMinutes ?? 90;
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const total = bookingTotal({ pricePrivate: s.pricePrivate ?? 45, priceShared: s.priceShared ?? null, priceGroup: s.priceGroup ?? null, capacity: s.capacity ?? 4, groupMinGuests: 6 }, type, guests) ?? 45;
    const past = endsAt < now;
    const dueAt = new Date(endsAt.getTime() + HOST_PAYOUT_DELAY_HOURS * 3_600_000);
    // Hosts were paid a day after each payout fell due, until ten days ago; later ones are still
    // due (admin Payouts), and an unclaimed listing's wait for a verified owner.
    const paid = Boolean(s.owner) && dueAt.getTime() < now.getTime() - 10 * DAY;
    return {
      saunaId: saunaId[key], userId: userId[guestKey], bookingDate: date, startTime: time, endTime: addMinutesToTime(time, minutes),
      startsAt, endsAt, bookingType: type, guests, totalAmount: total, ...commissionSplit(total, PLATFORM_COMMISSION_RATE),
      payoutDueAt: dueAt, payoutPaidAt: paid ? new Date(dueAt.getTime() + DAY) : null,
      status: status === "confirmed" && past ? "completed" : status,
      cancelledAt: status === "cancelled" ? new Date(now.getTime() - DAY) : null,
      refundAmount: status === "cancelled" ? total : null,
      cancellationReason: status === "cancelled" ? CANCELLATION_REASONS.guestCancelled : null,
      createdAt: new Date(Math.min(now.getTime(), startsAt.getTime()) - 10 * DAY),
    };
  };
  const madeBookings = await db.insert(bookings).values([
    booking("salthill", "guest", -40, "18:00", "private", 2),
    booking("fortyfoot", "guest", -25, "09:00", "shared", 1),
    booking("inchydoney", "guest", -12, "16:30", "private", 3),
    booking("dingle", "guest", -5, "13:30", "group", 6),
    booking("lahinch", "guest", 3, "18:00", "private", 2),
    booking("tramore", "guest", 6, "10:30", "shared", 2),
    booking("salthill", "guest", 12, "19:30", "group", 6),
    booking("kinsale", "guest", 20, "12:00", "private", 1),
    booking("howth", "guest", 9, "15:00", "shared", 1, "cancelled"),
    booking("salthill", "r1", 3, "09:00", "shared", 2),
    booking("salthill", "r2", 3, "09:00", "shared", 3),
    booking("fortyfoot", "r3", 2, "09:00", "shared", 4),
    booking("fortyfoot", "r4", 2, "09:00", "shared", 4),
    booking("inchydoney", "r5", 8, "18:00", "private", 4),
    booking("dingle", "r6", 4, "16:30", "shared", 2),
    booking("salthill", "r3", -60, "18:00", "private", 2),
    booking("lahinch", "r2", -30, "12:00", "shared", 2),
    booking("tramore", "r7", -90, "10:30", "group", 8),
    booking("inchydoney", "r8", 15, "13:30", "shared", 2),
    booking("fortyfoot", "r5", -8, "10:30", "private", 2),
  ]).returning({ id: bookings.id, saunaId: bookings.saunaId, hostPayout: bookings.hostPayout, payoutPaidAt: bookings.payoutPaidAt });
  // One payout row for each booking already paid, as admin Payouts records them.
  const ownerOf = Object.fromEntries(DEMO_SAUNAS.map((s) => [saunaId[s.key], s.owner ? userId[s.owner] : null]));
  for (const b of madeBookings.filter((b) => b.payoutPaidAt)) {
    const [payout] = await db.insert(payouts).values({ hostId: ownerOf[b.saunaId], amount: b.hostPayout, bookingCount: 1, paidAt: b.payoutPaidAt!, paidBy: userId.admin }).returning({ id: payouts.id });
    await db.update(bookings).set({ payoutId: payout.id }).where(eq(bookings.id, b.id));
  }

  // Reviews: most published, some waiting for moderation, a few rejected or flagged. Texts and
  // sub-scores agree with the stars and the sauna; the featured stories come from five different
  // guests; Salthill has more than one page of reviews, so 'Load More Reviews' shows.
  const random = seeded(2026);
  const reviewers = ["r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8"];
  const storyTellers = ["r7", "r2", "r6", "r4", "r1"];
  const featuredKeys = ["salthill", "inchydoney", "dingle", "fortyfoot", "lahinch"];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const used = new Map<string, number>();
  const textFor = (stars: number, type: string) => {
    const fits = REVIEW_TEXTS.filter((t) => t.stars.includes(stars) && (!t.types || t.types.includes(type)));
    // Spread the texts around: the least used one that fits.
    const text = fits.sort((a, b) => (used.get(a.text) ?? 0) - (used.get(b.text) ?? 0))[0]?.text ?? null;
    if (text) used.set(text, (used.get(text) ?? 0) + 1);
    return text;
  };
  const publicSaunas = DEMO_SAUNAS.filter((s) => s.status === "active" && s.isPublished);
  publicSaunas.forEach((s, i) => {
    const story = featuredKeys.indexOf(s.key);
    const howMany = s.key === "salthill" ? 8 : story >= 0 ? 5 : [2, 3, 4, 1, 3, 0, 2][i % 7];
    const offset = Math.floor(random() * reviewers.length);
    const authors = story >= 0 ? [storyTellers[story], ...reviewers.filter((r) => r !== storyTellers[story])] : reviewers.slice(offset).concat(reviewers.slice(0, offset));
    for (let k = 0; k < howMany; k++) {
      const featured = story >= 0 && k === 0;
      const rating = featured ? 5 : [5, 5, 4, 4, 5, 3, 4, 2][Math.floor(random() * 8)];
      const status = featured ? "published" : (i + k) % 11 === 3 ? "pending" : (i + k) % 23 === 7 ? "rejected" : (i + k) % 29 === 5 ? "flagged" : "published";
      const sub = () => subScoreFor(rating, random());
      reviewRows.push({
        saunaId: saunaId[s.key], userId: userId[authors[k % authors.length]], rating,
        heatRating: sub(), cleanlinessRating: sub(), viewRating: sub(), staffRating: sub(), valueRating: sub(),
        comment: featured ? FEATURED_STORIES[story] : textFor(rating, s.type),
        wouldRecommend: rating >= 4, status, featured,
        createdAt: new Date(now.getTime() - Math.floor(random() * 540 + 3) * DAY),
      });
    }
  });
  // The demo guest reviewed two of their past visits: one published (a verified visit), one pending.
  reviewRows.push(
    { saunaId: saunaId.salthill, userId: userId.guest, rating: 5, heatRating: 9, cleanlinessRating: 9, viewRating: 10, staffRating: 9, valueRating: 8, comment: "Our private session at sunset was magical: a roaring stove, a swim in the bay and hot chocolate after.", wouldRecommend: true, status: "published", createdAt: new Date(now.getTime() - 38 * DAY) },
    { saunaId: saunaId.inchydoney, userId: userId.guest, rating: 4, heatRating: 8, cleanlinessRating: 10, viewRating: 9, staffRating: 8, valueRating: 7, comment: "Beautiful spa sauna with a seawater plunge. A little pricey but a real treat.", wouldRecommend: true, status: "pending", createdAt: new Date(now.getTime() - 10 * DAY) },
  );
  const insertedReviews = await db.insert(reviews).values(reviewRows).returning({ id: reviews.id, saunaId: reviews.saunaId, status: reviews.status });
  const salthillReview = insertedReviews.find((r) => r.saunaId === saunaId.salthill && r.status === "published");
  if (salthillReview) {
    await db.update(reviews).set({ ownerReply: "Thank you so much! We loved having you. See you at the next full moon session.", ownerRepliedAt: new Date(now.getTime() - 20 * DAY) }).where(eq(reviews.id, salthillReview.id));
  }
  await recomputeAllSaunaRatings(db);

  // Two claims waiting for an administrator (admin Owners): each listing shows as claimed, but
  // its claimant can't run it until the claim is verified.
  const claims = [
    { sauna: "achill", claimant: "r7", businessName: "Achill Heat Ltd", phone: "+353 98 555 0177", website: "https://achillheat.ie" },
    { sauna: "carlingford", claimant: "r6", businessName: "Cooley Saunas", phone: "+353 42 555 0188", website: null },
  ];
  for (const [i, c] of claims.entries()) {
    await db.update(saunas).set({ isClaimed: true, ownerId: userId[c.claimant], ownerVerified: false }).where(eq(saunas.id, saunaId[c.sauna]));
    await db.update(profiles).set({ isOwner: true }).where(eq(profiles.id, userId[c.claimant]));
    await db.insert(saunaClaims).values({ saunaId: saunaId[c.sauna], userId: userId[c.claimant], businessName: c.businessName, phone: c.phone, website: c.website, createdAt: new Date(now.getTime() - (3 - i) * DAY) });
  }

  // Favourites.
  const fav = (who: string, ...keys: string[]) => keys.map((k) => ({ userId: userId[who], saunaId: saunaId[k] }));
  await db.insert(favorites).values([...fav("guest", "lahinch", "dingle", "glendalough", "enniscrone"), ...fav("r1", "salthill", "tramore"), ...fav("r2", "fortyfoot")]);

  // A conversation between the demo guest and the demo owner.
  const [thread] = await db.insert(messageThreads).values({ saunaId: saunaId.salthill, guestId: userId.guest, hostId: userId.owner, lastMessageAt: new Date(now.getTime() - 2 * DAY) }).returning();
  await db.insert(messages).values([
    { threadId: thread.id, senderId: userId.guest, body: "Hi! Is the cold plunge filled for the group session next week? We're six swimmers.", createdAt: new Date(now.getTime() - 3 * DAY), readAt: new Date(now.getTime() - 3 * DAY) },
    { threadId: thread.id, senderId: userId.owner, body: "It is! Freshly filled every morning. Bring warm hats for after, it's been frosty.", createdAt: new Date(now.getTime() - 2 * DAY) },
  ]);

  // Blog articles.
  await db.insert(articles).values(DEMO_ARTICLES.map((a, i) => ({ ...a, isPublished: true, publishedAt: new Date(now.getTime() - (5 + i * 21) * DAY) })));

  // What the administrators did, for the admin dashboard: the same entries their actions write.
  const logged = [saunaId.salthill, saunaId.lahinch, saunaId.glendalough, saunaId.mullaghmore];
  const saunaName = new Map((await db.select({ id: saunas.id, name: saunas.name }).from(saunas).where(inArray(saunas.id, logged))).map((s) => [s.id, s.name]));
  const didTo = (key: ActivityKey, id: string, who: string, daysAgo: number) => ({
    ...adminActivityRow({ key, values: { sauna: saunaName.get(id)! }, entityType: "sauna", entityId: id }),
    actorId: userId[who],
    createdAt: new Date(now.getTime() - daysAgo * DAY),
  });
  await db.insert(adminActivityLog).values([
    ...[saunaId.salthill, saunaId.lahinch, saunaId.glendalough].map((id, i) => didTo("activity.sauna.approved", id, "admin", 30 - i * 5)),
    didTo("activity.sauna.featured", saunaId.salthill, "admin", 12),
    didTo("activity.sauna.suspended", saunaId.mullaghmore, "superadmin", 4),
  ]);

  console.log(`Loaded the demo data (${DEMO_SAUNAS.length} saunas, ${DEMO_USERS.length} accounts) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
