// Passwords are hashed with better-auth's scrypt (N = 16384, r = 16): about 100 ms of CPU and
// 32 MB a hash on this project's machines, on purpose. The tests sign up and sign in thousands of
// members, and that cost was minutes of every CI run, so under test (TEST_PASSWORD_HASHING=fast,
// never in production) new hashes are made with a far cheaper scrypt, marked so that they can never
// be mistaken for a real one. Verifying still accepts the real kind (accounts made by
// `npm run seed:scale`, or before the setting), so nothing depends on which was used.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { verifyPassword } from "better-auth/crypto";

export type PasswordHashing = "standard" | "fast";

const FAST_MARK = "test-scrypt-1024:";
const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;
const fastKey = (password: string, salt: string) => scryptAsync(password.normalize("NFKC"), salt, 32, { N: 1024, r: 1, p: 1 });

/** better-auth's `emailAndPassword.password` for TEST_PASSWORD_HASHING=fast. */
export const fastPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${FAST_MARK}${salt}:${(await fastKey(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(FAST_MARK)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(FAST_MARK.length).split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await fastKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** Whether `hash` was made by the test-only fast hashing (a deployment must never hold one). */
export function isFastPasswordHash(hash: string): boolean {
  return hash.startsWith(FAST_MARK);
}
