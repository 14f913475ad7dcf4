// The scale data set's reviews: one per guest and sauna (the unique constraint), mostly
// published, ratings skewed positive around each sauna's quality, a few saunas with 10,000+.
// Planned into typed arrays first (1.1 M rows as objects would not fit comfortably), so each
// sauna's average_rating and total_reviews are known, exactly as the app computes them, before
// any row is written.
import { FEATURED_STORIES, REVIEW_TEXTS } from "#server/db/demo-data/demo-reviews";
import type { CopyValue } from "./copy-rows";
import type { Random } from "./random";
import type { SeedSauna } from "./saunas";
import type { SeedUser } from "./users";
import { CRITICAL_REVIEW_TEXTS, OWNER_REPLIES } from "./words";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Status codes in the plan; cumulative shares of all reviews below. */
export const REVIEW_STATUS = ["published", "pending", "rejected", "flagged"] as const;
const STATUS_SHARES = [0.92, 0.98, 0.994, 1];
/** About this many published five-star reviews are featured (home page: community stories). */
const FEATURED_REVIEWS = 300;

export type ReviewPlan = {
  count: number;
  sauna: Uint32Array;
  user: Uint32Array;
  rating: Uint8Array;
  /** An index into REVIEW_STATUS. */
  status: Uint8Array;
  featured: Uint8Array;
  createdAt: Float64Array;
};

export function planReviews(
  random: Random,
  options: { saunas: SeedSauna[]; users: SeedUser[]; total: number; hotCounts: readonly number[]; now: Date },
): ReviewPlan {
  const { saunas, users, total, now } = options;
  const counts = reviewCounts(random, saunas, users.length, total, options.hotCounts);
  const plan: ReviewPlan = {
    count: total,
    sauna: new Uint32Array(total),
    user: new Uint32Array(total),
    rating: new Uint8Array(total),
    status: new Uint8Array(total),
    featured: new Uint8Array(total),
    createdAt: new Float64Array(total),
  };
  const featuredChance = FEATURED_REVIEWS / (total * 0.92 * 0.45);
  const latest = now.getTime() - HOUR;
  let r = 0;
  saunas.forEach((sauna, s) => {
    // start + j·stride (mod users) with stride coprime to the user count visits distinct users,
    // so no guest reviews the same sauna twice.
    const start = random.int(0, users.length - 1);
    const stride = coprimeStride(random, users.length);
    let sum = 0;
    let published = 0;
    for (let j = 0; j < counts[s]; j++, r++) {
      const u = (start + j * stride) % users.length;
      const rating = Math.min(5, Math.max(1, Math.round(sauna.quality + random.normal())));
      const roll = random.float();
      const status = STATUS_SHARES.findIndex((share) => roll < share);
      const earliest = Math.max(sauna.createdAt.getTime(), users[u].createdAt.getTime());
      plan.sauna[r] = s;
      plan.user[r] = u;
      plan.rating[r] = rating;
      plan.status[r] = status;
      plan.featured[r] = status === 0 && rating === 5 && random.chance(featuredChance) ? 1 : 0;
      plan.createdAt[r] = earliest >= latest ? latest : earliest + Math.floor(random.float() * (latest - earliest));
      if (status === 0) {
        sum += rating;
        published++;
      }
    }
    // round(avg(rating)::numeric, 2), as recomputeSaunaRating does: half away from zero, in integers.
    sauna.averageRating = published ? Math.floor((200 * sum + published) / (2 * published)) / 100 : 0;
    sauna.totalReviews = published;
  });
  return plan;
}

/** Reviews per sauna: the hot saunas' counts, the rest a long-tailed spread adding up to `total`. */
function reviewCounts(random: Random, saunas: SeedSauna[], userCount: number, total: number, hotCounts: readonly number[]): Int32Array {
  const counts = new Int32Array(saunas.length);
  const hot = saunas.flatMap((s, i) => (s.hot ? [i] : []));
  hot.forEach((i, k) => (counts[i] = Math.min(userCount, hotCounts[k % hotCounts.length])));
  const others = saunas.flatMap((s, i) => (s.hot ? [] : [i]));
  const remaining = total - counts.reduce((a, b) => a + b, 0);
  // Exponential × log-normal: many saunas with a handful, some with none, a few with hundreds.
  const weights = others.map(() => random.exponential() * Math.exp(random.normal() * 0.7));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  let assigned = 0;
  others.forEach((i, k) => {
    counts[i] = Math.min(userCount, Math.floor((weights[k] / weightSum) * remaining));
    assigned += counts[i];
  });
  while (assigned < remaining) {
    const i = random.pick(others);
    if (counts[i] < userCount) {
      counts[i]++;
      assigned++;
    }
  }
  return counts;
}

function coprimeStride(random: Random, n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  if (n <= 2) return 1;
  for (;;) {
    const stride = random.int(1, n - 1);
    if (gcd(stride, n) === 1) return stride;
  }
}

export const REVIEW_COLUMNS = [
  "id", "sauna_id", "user_id", "rating", "heat_rating", "cleanliness_rating", "view_rating", "staff_rating", "value_rating",
  "comment", "would_recommend", "status", "featured", "owner_reply", "owner_replied_at", "created_at", "updated_at",
];

export function* reviewRows(plan: ReviewPlan, saunas: SeedSauna[], users: SeedUser[], random: Random, now: Date): Generator<CopyValue[]> {
  const sub = (rating: number) => Math.max(0, Math.min(10, rating * 2 - random.int(0, 2)));
  for (let r = 0; r < plan.count; r++) {
    const sauna = saunas[plan.sauna[r]];
    const rating = plan.rating[r];
    const status = REVIEW_STATUS[plan.status[r]];
    const featured = plan.featured[r] === 1;
    const createdAt = new Date(plan.createdAt[r]);
    const comment = featured
      ? random.pick(FEATURED_STORIES)
      : rating <= 2
        ? random.pick(CRITICAL_REVIEW_TEXTS)
        : random.chance(0.85)
          ? random.pick(REVIEW_TEXTS)
          : null;
    const replied = sauna.ownerIndex !== null && status === "published" && random.chance(0.15);
    const repliedAt = replied ? new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 5) * DAY)) : null;
    yield [
      random.uuid(), sauna.id, users[plan.user[r]].id, rating, sub(rating), sub(rating), sub(rating), sub(rating), sub(rating),
      comment, rating >= 4, status, featured, replied ? random.pick(OWNER_REPLIES) : null, repliedAt, createdAt, repliedAt ?? createdAt,
    ];
  }
}
