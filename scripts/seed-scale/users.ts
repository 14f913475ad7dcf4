// The scale data set's accounts: better-auth's `user` and `account` rows (a credential account
// with a real password hash, so anyone can sign in as a seeded user) and our `profiles`.
import type { CopyValue } from "./copy-rows";
import type { SeedHostStripe } from "./payments";
import type { Random } from "./random";
import { FIRST_NAMES, LAST_NAMES } from "./words";

const DAY = 86_400_000;

export type SeedUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  isOwner: boolean;
  isVerified: boolean;
  phone: string | null;
  createdAt: Date;
};

/** Every seeded account's password (hashed once: scrypt on 20,000 accounts would take minutes). */
export const SCALE_PASSWORD = "sauna-scale-2026";
/** A seeded account's address: first.last.n@example.com. */
export const SCALE_EMAIL = /^[a-z]+\.[a-z]+\.\d+@example\.com$/;

export function planUsers(random: Random, options: { count: number; owners: number; now: Date }): SeedUser[] {
  const ownerIndexes = new Set(random.sample([...Array(options.count).keys()], options.owners));
  return Array.from({ length: options.count }, (_, i) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const isOwner = ownerIndexes.has(i);
    return {
      id: random.alphanumeric(32),
      name: `${first} ${last}`,
      // The index keeps addresses unique; example.com never delivers mail anywhere.
      email: `${ascii(first)}.${ascii(last)}.${i + 1}@example.com`,
      emailVerified: random.chance(0.7),
      isOwner,
      isVerified: isOwner && random.chance(0.6),
      phone: random.chance(isOwner ? 0.9 : 0.3) ? irishMobile(random) : null,
      createdAt: new Date(options.now.getTime() - random.int(1, 1500) * DAY - random.int(0, DAY - 1)),
    };
  });
}

/** 'Ní Dhomhnaill' → 'nidhomhnaill', "O'Brien" → 'obrien'. */
function ascii(name: string): string {
  return name.normalize("NFD").replace(/[^A-Za-z]/g, "").toLowerCase();
}

function irishMobile(random: Random): string {
  return `+353 8${random.pick(["3", "5", "6", "7", "9"])} 555 ${String(random.int(0, 9999)).padStart(4, "0")}`;
}

export const USER_COLUMNS = ["id", "name", "email", "email_verified", "created_at", "updated_at"];
export function* userRows(users: SeedUser[]): Generator<CopyValue[]> {
  for (const u of users) yield [u.id, u.name, u.email, u.emailVerified, u.createdAt, u.createdAt];
}

export const ACCOUNT_COLUMNS = ["id", "account_id", "provider_id", "user_id", "password", "created_at", "updated_at"];
/** better-auth's e-mail and password sign-in: provider 'credential', account id = user id. */
export function* accountRows(users: SeedUser[], random: Random, passwordHash: string): Generator<CopyValue[]> {
  for (const u of users) yield [random.alphanumeric(32), u.id, "credential", u.id, passwordHash, u.createdAt, u.createdAt];
}

export const PROFILE_COLUMNS = [
  "id", "full_name", "phone", "is_owner", "is_verified", "created_at",
  "stripe_account_id", "stripe_charges_enabled", "stripe_payouts_enabled", "stripe_details_submitted", "stripe_status_at",
];
/** `stripe`: the hosts' connected Stripe accounts, by user index (payments.ts). */
export function* profileRows(users: SeedUser[], stripe: Map<number, SeedHostStripe>): Generator<CopyValue[]> {
  for (const [i, u] of users.entries()) {
    const s = stripe.get(i);
    yield [u.id, u.name, u.phone, u.isOwner, u.isVerified, u.createdAt, s?.accountId ?? null, s?.chargesEnabled ?? false, s?.payoutsEnabled ?? false, s?.detailsSubmitted ?? false, s?.statusAt ?? null];
  }
}
