// 'Delete Account' asks for the current password, limited like sign-in: wrong tries count against
// the account (locking it for sign-in too), and every try per client address.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { user as users } from "#server/db/schema/auth";
import { deleteAccount } from "#server/features/account/account.service";
import { errorInLanguage } from "#server/i18n/error-text";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { PASSWORD_CONFIRMATION_LIMITS, TOO_MANY_WRONG_PASSWORDS_MESSAGE } from "./password-confirmation-throttle";
import { isSignInLocked, MAX_FAILURES } from "./sign-in-throttle";

const PASSWORD = "Kinsale-Steam-7";
const WRONG = { password: "not-my-password" };
const MINUTE = 60_000;

describeOnEachDatabase("wrong passwords at Delete Account", (t) => {
  const exists = async (userId: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 1;

  it(`refuses the account for ${PASSWORD_CONFIRMATION_LIMITS.windowMinutes} minutes after ${MAX_FAILURES} wrong passwords, the right one too, saying so in both languages`, async () => {
    const guest = await createTestUser(t);
    const other = await createTestUser(t);
    const start = new Date();
    for (let i = 0; i < MAX_FAILURES; i++) {
      // Each from another address: the account's count holds wherever the tries come from.
      await expect(deleteAccount(t.db, t.auth, guest, WRONG, undefined, start, `203.0.113.${i}`)).rejects.toMatchObject({ status: 400, message: "Your current password is incorrect" });
    }
    await expect(deleteAccount(t.db, t.auth, guest, { password: PASSWORD }, undefined, start, "203.0.113.99")).rejects.toMatchObject({ status: 429, message: TOO_MANY_WRONG_PASSWORDS_MESSAGE });
    expect(TOO_MANY_WRONG_PASSWORDS_MESSAGE).toBe("Too many wrong passwords. Please wait 15 minutes and try again.");
    expect(errorInLanguage("ga", TOO_MANY_WRONG_PASSWORDS_MESSAGE)).toBe("Cuireadh isteach pasfhocal mícheart an iomarca uaireanta. Fan 15 nóiméad agus bain triail eile as.");
    expect(await exists(guest.userId)).toBe(true);
    // The same password is being guessed: sign-in is locked as well.
    expect(await isSignInLocked(t.db, guest.email, start)).toBe(true);

    // Another account is not affected.
    await deleteAccount(t.db, t.auth, other, { password: PASSWORD }, undefined, start, "203.0.113.100");
    expect(await exists(other.userId)).toBe(false);

    // Once the lock has passed, the right password deletes the account.
    await deleteAccount(t.db, t.auth, guest, { password: PASSWORD }, undefined, new Date(start.getTime() + (PASSWORD_CONFIRMATION_LIMITS.windowMinutes + 1) * MINUTE), "203.0.113.99");
    expect(await exists(guest.userId)).toBe(false);
    // Signing up and checking passwords hashes each: slow on a busy two-core machine.
  }, 120_000);

  it(`refuses a client after ${PASSWORD_CONFIRMATION_LIMITS.perClient} tries, whichever accounts they were for; another client is not affected`, async () => {
    const accounts = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
    const now = new Date();
    const client = "198.51.100.7";
    let tries = 0;
    for (const account of accounts) {
      // Fewer than each account's own limit.
      for (let i = 0; i < MAX_FAILURES - 3 && tries < PASSWORD_CONFIRMATION_LIMITS.perClient; i++, tries++) {
        await expect(deleteAccount(t.db, t.auth, account, WRONG, undefined, now, client)).rejects.toMatchObject({ status: 400 });
      }
    }
    expect(tries).toBe(PASSWORD_CONFIRMATION_LIMITS.perClient);
    const last = accounts[2];
    await expect(deleteAccount(t.db, t.auth, last, { password: PASSWORD }, undefined, now, client)).rejects.toMatchObject({ status: 429, message: TOO_MANY_WRONG_PASSWORDS_MESSAGE });
    expect(await exists(last.userId)).toBe(true);
    await deleteAccount(t.db, t.auth, last, { password: PASSWORD }, undefined, now, "198.51.100.8");
    expect(await exists(last.userId)).toBe(false);
  }, 120_000);
});
