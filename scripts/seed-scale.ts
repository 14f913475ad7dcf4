// `npm run seed:scale`: fills the PostgreSQL database at DATABASE_URL with the scale data set of
// issue 12 (100,000 saunas, 20,000 users, 1.1 M reviews, 200,000 bookings, and the card payments
// of issue 22 on the bookings at hosts who take cards, and the Mobile saunas' stops of issue 24), to find the queries and pages that do not
// hold up at that size. Deterministic: the same seed gives the same rows
// and ids (dates move with today). Rows go in with COPY, through every constraint, foreign key
// and trigger, bookings included. Refuses a database that already has saunas or users unless
// --force, which first deletes everything in it. --scale=0.01 makes a small copy for trying out.
import { hashPassword } from "better-auth/crypto";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { openPostgres } from "#server/db/client";
import { DEMO_ARTICLES } from "#server/db/demo-data/demo-articles";
import { articles } from "#server/db/schema/articles";
import { BOOKING_COLUMNS, bookingRows, CANCELLATION_COLUMNS, cancellationRows, planBookings } from "./seed-scale/bookings";
import { copyRows } from "./seed-scale/copy-rows";
import {
  BOOKING_PAYOUT_COLUMNS, bookingPayoutRows, CARD_PAYMENT_COLUMNS, CARD_STATUS_COLUMNS, cardPaymentRows, cardStatusRows, planCardPayments,
  planHostStripe, planOwnerVerified, REFUND_COLUMNS, refundRows, STRIPE_EVENT_COLUMNS, stripeEventRows, TRANSFER_COLUMNS,
  TRANSFER_PAYOUT_COLUMNS, transferPayoutRows, transferRows,
} from "./seed-scale/payments";
import { Random } from "./seed-scale/random";
import { planReviews, REVIEW_COLUMNS, reviewRows } from "./seed-scale/reviews";
import { planSaunas, SAUNA_COLUMNS, saunaRows } from "./seed-scale/saunas";
import { STOP_SEED } from "./seed-scale/stop-seed";
import { STOP_COLUMNS, stopRows } from "./seed-scale/stops";
import { todayInIreland } from "#domain/session-slots";
import { ACCOUNT_COLUMNS, accountRows, PROFILE_COLUMNS, profileRows, planUsers, SCALE_PASSWORD as PASSWORD, USER_COLUMNS, userRows } from "./seed-scale/users";

const VOLUMES = { saunas: 100_000, users: 20_000, owners: 1_500, reviews: 1_100_000, bookings: 200_000 };
/** The saunas with 10,000+ reviews (all published ones stay above 10,000). */
const HOT_REVIEW_COUNTS = [18_000, 16_000, 14_500, 13_000, 12_000, 11_200];
/** Share of saunas claimed by an owner. */
const CLAIMED_SHARE = 0.25;
const SEED = 2026;
const DAY = 86_400_000;

const { values: flags } = parseArgs({ options: { force: { type: "boolean", default: false }, scale: { type: "string", default: "1" } } });
const scale = Number(flags.scale);
if (!(scale > 0 && scale <= 1)) fail("--scale must be a fraction in (0, 1], e.g. --scale=0.01 for a quick try.");
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) fail("Set DATABASE_URL to the PostgreSQL database to fill, e.g.\n  DATABASE_URL=postgres://postgres@127.0.0.1:55432/sauna_scale npm run seed:scale");

const volumes = Object.fromEntries(Object.entries(VOLUMES).map(([k, v]) => [k, Math.max(1, Math.round(v * scale))])) as typeof VOLUMES;
const hotCounts = HOT_REVIEW_COUNTS.map((n) => Math.round(n * scale));
// Midnight UTC today: runs on the same day make the same rows; past and upcoming follow the date.
const now = new Date(Math.floor(Date.now() / DAY) * DAY);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[${elapsed().padStart(7)}] ${message}`);

log("Applying migrations …");
const database = await openPostgres(databaseUrl, { max: 1 });
// One connection, so the temporary table below is seen by the statements that use it.
const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
try {
  const [existing] = await sql<{ saunas: number; users: number }[]>`
    select (select count(*) from saunas)::int as saunas, (select count(*) from "user")::int as users`;
  if (existing.saunas > 0 || existing.users > 0) {
    if (!flags.force) {
      fail(`This database already has ${existing.saunas} saunas and ${existing.users} users; nothing was changed.\n` +
        "Run `npm run seed:scale -- --force` to delete everything in it (saunas, accounts, reviews, bookings, articles …) and seed again.");
    }
    log(`--force: deleting ${existing.saunas} saunas, ${existing.users} users and everything that refers to them …`);
    await sql`truncate saunas, "user", articles, verification cascade`;
  }

  log("Hashing the accounts' password (once) …");
  const passwordHash = await hashPassword(PASSWORD);

  log("Planning the data set …");
  const users = planUsers(new Random(SEED), { count: volumes.users, owners: volumes.owners, now });
  const saunas = planSaunas(new Random(SEED + 1), { count: volumes.saunas, hot: HOT_REVIEW_COUNTS.length, users, claimedShare: CLAIMED_SHARE, now });
  const reviews = planReviews(new Random(SEED + 2), { saunas, users, total: volumes.reviews, hotCounts, now });
  const bookings = planBookings(new Random(SEED + 3), { saunas, users, reviews, count: volumes.bookings, now });
  // Card payments draw from their own seeds, so the rows above are the same with or without them.
  const hostStripe = planHostStripe(new Random(SEED + 6), users, now);
  const ownerVerified = planOwnerVerified(new Random(SEED + 7), saunas, hostStripe);
  const cardPayments = planCardPayments(new Random(SEED + 8), { bookings, saunas, hosts: hostStripe, ownerVerified, now });

  log("Writing accounts …");
  await copyRows(sql, "user", USER_COLUMNS, userRows(users));
  await copyRows(sql, "account", ACCOUNT_COLUMNS, accountRows(users, new Random(SEED + 4), passwordHash));
  await copyRows(sql, "profiles", PROFILE_COLUMNS, profileRows(users, hostStripe));
  await copyRows(sql, "saunas", SAUNA_COLUMNS, saunaRows(saunas, users, ownerVerified), progress("saunas", saunas.length));
  log("Writing the Mobile saunas' stops …");
  await copyRows(sql, "sauna_stops", STOP_COLUMNS, stopRows(new Random(STOP_SEED), saunas, todayInIreland(now)));
  await copyRows(sql, "reviews", REVIEW_COLUMNS, reviewRows(reviews, saunas, users, new Random(SEED + 5), now), progress("reviews", reviews.count));
  // As booked: every one live, so the capacity trigger checks each against its slot.
  await copyRows(sql, "bookings", BOOKING_COLUMNS, bookingRows(bookings, saunas, users), progress("bookings", bookings.length));

  log("Cancelling some bookings and completing past ones (the release trigger frees their slots) …");
  await sql`create temporary table seed_cancellations (id uuid primary key, cancelled_at timestamptz not null, refund_amount numeric(10, 2) not null)`;
  await copyRows(sql, "seed_cancellations", CANCELLATION_COLUMNS, cancellationRows(bookings));
  await sql`
    update bookings b set status = 'cancelled', cancelled_at = c.cancelled_at, refund_amount = c.refund_amount,
      cancellation_reason = 'Cancelled by guest'
    from seed_cancellations c where b.id = c.id`;
  await sql`drop table seed_cancellations`;

  log(`Card payments: ${cardPayments.length.toLocaleString("en-IE")} Checkout Sessions, their refunds, transfers and events …`);
  await copyRows(sql, "booking_payments", CARD_PAYMENT_COLUMNS, cardPaymentRows(cardPayments, bookings));
  // A booking awaiting payment was paid, or its hold ran out (the release trigger frees its seats).
  await sql`create temporary table seed_card_status (id uuid primary key, status text not null, cancelled_at timestamptz)`;
  await copyRows(sql, "seed_card_status", CARD_STATUS_COLUMNS, cardStatusRows(cardPayments, bookings));
  await sql`
    update bookings b set status = c.status, cancelled_at = c.cancelled_at,
      cancelled_by = case when c.status = 'expired' then 'system' end,
      cancellation_reason = case when c.status = 'expired' then 'Released: not paid in time' end
    from seed_card_status c where b.id = c.id`;
  await sql`drop table seed_card_status`;
  await copyRows(sql, "payment_refunds", REFUND_COLUMNS, refundRows(cardPayments, bookings));
  await copyRows(sql, "payout_transfers", TRANSFER_COLUMNS, transferRows(cardPayments, bookings));
  await copyRows(sql, "payouts", TRANSFER_PAYOUT_COLUMNS, transferPayoutRows(cardPayments, bookings, saunas, users));
  await copyRows(sql, "stripe_events", STRIPE_EVENT_COLUMNS, stripeEventRows(cardPayments, hostStripe, new Random(SEED + 9)));

  // Finished sessions are completed. A card booking's payout is its transfer's (below); others'
  // were paid by hand two days after the session.
  await sql`
    update bookings b set status = 'completed',
      payout_paid_at = case when b.ends_at + interval '2 days' <= ${now} and not exists (select 1 from booking_payments p where p.booking_id = b.id)
        then b.ends_at + interval '2 days' end
    where b.status = 'confirmed' and b.ends_at <= ${now}`;
  await sql`create temporary table seed_transfer_payouts (id uuid primary key, payout_id uuid not null, payout_paid_at timestamptz not null)`;
  await copyRows(sql, "seed_transfer_payouts", BOOKING_PAYOUT_COLUMNS, bookingPayoutRows(cardPayments, bookings));
  await sql`update bookings b set payout_id = t.payout_id, payout_paid_at = t.payout_paid_at from seed_transfer_payouts t where b.id = t.id`;
  await sql`drop table seed_transfer_payouts`;

  log("Adding the blog articles …");
  await database.db.insert(articles).values(
    DEMO_ARTICLES.map((a, i) => ({ ...a, isPublished: true, publishedAt: new Date(now.getTime() - (5 + i * 21) * DAY) })),
  );

  log("VACUUM ANALYZE (planner statistics and visibility maps, as on a database that has been running) …");
  await sql`vacuum (analyze) saunas, reviews, bookings, booking_slot_usage, "user", account, profiles, articles,
    booking_payments, payment_refunds, payout_transfers, payouts, stripe_events, sauna_stops`;

  log("Checking …");
  const [check] = await sql<{ ratingMismatches: number; overbookedSlots: number }[]>`
    select
      (select count(*)::int from saunas s
        left join (select sauna_id, round(avg(rating)::numeric, 2) as avg, count(*) as n
                   from reviews where status = 'published' group by sauna_id) r on r.sauna_id = s.id
        where s.average_rating <> coalesce(r.avg, 0) or s.total_reviews <> coalesce(r.n, 0)) as "ratingMismatches",
      (select count(*)::int from booking_slot_usage u join saunas s on s.id = u.sauna_id
        where u.seats_taken > s.capacity) as "overbookedSlots"`;
  if (check.ratingMismatches > 0) throw new Error(`${check.ratingMismatches} saunas have an average_rating or total_reviews that their published reviews don't give.`);
  if (check.overbookedSlots > 0) throw new Error(`${check.overbookedSlots} slots hold more guests than their sauna's capacity.`);

  const counts = await sql<{ table: string; rows: number }[]>`
    select 'saunas' as table, count(*)::int as rows, 1 as o from saunas
    union all select 'user', count(*)::int, 2 from "user"
    union all select 'account', count(*)::int, 3 from account
    union all select 'profiles', count(*)::int, 4 from profiles
    union all select 'reviews', count(*)::int, 5 from reviews
    union all select '  published', count(*)::int, 6 from reviews where status = 'published'
    union all select '  pending', count(*)::int, 7 from reviews where status = 'pending'
    union all select '  rejected or flagged', count(*)::int, 8 from reviews where status in ('rejected', 'flagged')
    union all select '  featured', count(*)::int, 9 from reviews where featured
    union all select 'bookings', count(*)::int, 10 from bookings
    union all select '  completed', count(*)::int, 11 from bookings where status = 'completed'
    union all select '  upcoming (confirmed or pending)', count(*)::int, 12 from bookings where status in ('confirmed', 'pending')
    union all select '  cancelled', count(*)::int, 13 from bookings where status = 'cancelled'
    union all select '  expired (card hold ran out)', count(*)::int, 14 from bookings where status = 'expired'
    union all select 'booking_slot_usage', count(*)::int, 15 from booking_slot_usage
    union all select 'articles', count(*)::int, 16 from articles
    union all select 'sauna_stops', count(*)::int, 16 from sauna_stops
    union all select 'hosts with Stripe (charges / payouts on)', count(*)::int, 17 from profiles where stripe_account_id is not null
    union all select '  charges enabled', count(*)::int, 18 from profiles where stripe_charges_enabled
    union all select '  payouts enabled', count(*)::int, 19 from profiles where stripe_payouts_enabled
    union all select 'booking_payments', count(*)::int, 20 from booking_payments
    union all select '  paid', count(*)::int, 21 from booking_payments where paid_at is not null
    union all select '  open checkout', count(*)::int, 22 from booking_payments where checkout_closed_at is null
    union all select '  disputed', count(*)::int, 23 from booking_payments where disputed_at is not null
    union all select 'payment_refunds', count(*)::int, 24 from payment_refunds
    union all select '  pending / failed', count(*)::int, 25 from payment_refunds where status <> 'succeeded'
    union all select 'payout_transfers', count(*)::int, 26 from payout_transfers
    union all select '  succeeded', count(*)::int, 27 from payout_transfers where status = 'succeeded'
    union all select '  pending (not yet due)', count(*)::int, 28 from payout_transfers where status = 'pending' and last_error is null
    union all select '  pending (held)', count(*)::int, 29 from payout_transfers where status = 'pending' and last_error is not null
    union all select '  failed', count(*)::int, 30 from payout_transfers where status = 'failed'
    union all select '  cancelled (refunded)', count(*)::int, 31 from payout_transfers where status = 'cancelled'
    union all select 'payouts', count(*)::int, 32 from payouts
    union all select 'stripe_events', count(*)::int, 33 from stripe_events
    order by o`;
  const busiest = await sql<{ id: string; name: string; total_reviews: number }[]>`
    select id, name, total_reviews from saunas order by total_reviews desc, id limit ${HOT_REVIEW_COUNTS.length}`;

  log(`Done in ${elapsed()}. Every sauna's rating matches its published reviews; no slot is over capacity.`);
  console.table(Object.fromEntries(counts.map((r) => [r.table, r.rows])));
  console.log("Saunas with the most published reviews:");
  for (const s of busiest) console.log(`  /sauna/${s.id}  ${s.total_reviews.toLocaleString("en-IE")}  ${s.name}`);
  console.log(`Every seeded account (e.g. ${users[0].email}) signs in with the password ${PASSWORD}.`);
} finally {
  await sql.end();
  await database.close();
}

/** Logs a table's progress at every tenth of its rows. */
function progress(table: string, total: number) {
  let next = total / 10;
  return (written: number) => {
    if (written < next && written < total) return;
    log(`  ${table}: ${written.toLocaleString("en-IE")} / ${total.toLocaleString("en-IE")}`);
    while (next <= written) next += total / 10;
  };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
