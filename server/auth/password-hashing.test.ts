import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { account, user } from "#server/db/schema/auth";
import { describeOnEachDatabase, TEST_CONFIG, type TestDatabase } from "#server/testing/test-database";
import { createAuth } from "./auth";
import { fastPasswordHashing, isFastPasswordHash } from "./password-hashing";

const storedHash = async (t: TestDatabase, email: string) => {
  const [row] = await t.db.select({ hash: account.password }).from(account).innerJoin(user, eq(user.id, account.userId)).where(eq(user.email, email));
  return row.hash!;
};

describe("the password hashing setting", () => {
  const base = { BETTER_AUTH_SECRET: "a-secret-that-is-at-least-thirty-two-characters", DATA_DIR: "/tmp/sauna-eire-config-test" };
  it("is better-auth's own scrypt unless a test asks for the fast one, and takes nothing else", () => {
    expect(loadConfig(base).passwordHashing).toBe("standard");
    expect(loadConfig({ ...base, TEST_PASSWORD_HASHING: "fast" }).passwordHashing).toBe("fast");
    expect(() => loadConfig({ ...base, TEST_PASSWORD_HASHING: "none" })).toThrow(/TEST_PASSWORD_HASHING/);
  });
});

describe("fast password hashes for tests", () => {
  it("verify the right password only", async () => {
    const hash = await fastPasswordHashing.hash("Kinsale-Steam-7");
    expect(isFastPasswordHash(hash)).toBe(true);
    expect(await fastPasswordHashing.verify({ hash, password: "Kinsale-Steam-7" })).toBe(true);
    expect(await fastPasswordHashing.verify({ hash, password: "Kinsale-Steam-8" })).toBe(false);
    expect(await fastPasswordHashing.verify({ hash: "test-scrypt-1024:nokey", password: "Kinsale-Steam-7" })).toBe(false);
  });

  it("still accept a real hash, such as the scale data set's accounts have", async () => {
    const real = await hashPassword("sauna-scale-2026");
    expect(isFastPasswordHash(real)).toBe(false);
    expect(await fastPasswordHashing.verify({ hash: real, password: "sauna-scale-2026" })).toBe(true);
    expect(await fastPasswordHashing.verify({ hash: real, password: "sauna-scale-2027" })).toBe(false);
  });
});

describeOnEachDatabase("signing up", (t) => {
  it("stores better-auth's real scrypt hash by default, and the marked cheap one only when a test asks", async () => {
    const standard = createAuth(t.db, { authSecret: TEST_CONFIG.authSecret, baseUrl: TEST_CONFIG.baseUrl });
    await standard.api.signUpEmail({ body: { email: "real-hash@example.ie", name: "Real Hash", password: "Kinsale-Steam-7" } });
    expect(await storedHash(t, "real-hash@example.ie")).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);

    await t.auth.api.signUpEmail({ body: { email: "fast-hash@example.ie", name: "Fast Hash", password: "Kinsale-Steam-7" } });
    expect(isFastPasswordHash(await storedHash(t, "fast-hash@example.ie"))).toBe(true);
    // Each signs in with its own password whichever setting made it.
    for (const email of ["real-hash@example.ie", "fast-hash@example.ie"]) {
      await expect(t.auth.api.signInEmail({ body: { email, password: "Kinsale-Steam-7" } })).resolves.toMatchObject({ user: { email } });
      await expect(t.auth.api.signInEmail({ body: { email, password: "Kinsale-Steam-8" } })).rejects.toThrow();
    }
  });
});
