// better-auth owns passwords, sessions and cookies (docs/architecture.md#authentication). Profiles are created beside
// each new user; commonly used passwords are refused before better-auth hashes anything.
import { betterAuth } from "better-auth";
import { and, eq, isNotNull } from "drizzle-orm";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { FULL_NAME_MAX } from "#domain/constants";
import { PASSWORD_MIN_LENGTH } from "#domain/constants";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, isOneLine } from "#domain/text";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import * as authSchema from "#server/db/schema/auth";
import { profiles } from "#server/db/schema/profiles";
import { CLIENT_ADDRESS_HEADER } from "#server/http/client-address";
import { commonPasswordReason } from "./common-passwords";
import { fastPasswordHashing } from "./password-hashing";
import { enqueueSecurityMail, refuseTooManyMailRequests, signUpLocale, RESET_LINK_SECONDS, VERIFICATION_LINK_SECONDS } from "./security-mail";
import { ACCOUNT_LOCKED, clearSignInFailures, isSignInLocked, recordSignInFailure } from "./sign-in-throttle";

/** Shown when a change is confirmed with the wrong current password. */
export const INCORRECT_CURRENT_PASSWORD = "Your current password is incorrect";

/** Shown to a suspended member who signs in with the right password (admin Users). */
export const ACCOUNT_SUSPENDED = "This account has been suspended. Please contact Sauna Éire support if you think this is a mistake.";

export function createAuth(db: Db, config: Pick<Config, "authSecret" | "baseUrl"> & Partial<Pick<Config, "databaseUrl" | "passwordHashing">>) {
  return betterAuth({
    appName: "Sauna Éire",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db as never, { provider: "pg", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      // Every other session ends with a reset: whoever knew the old password is signed out.
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      ...(config.passwordHashing === "fast" ? { password: fastPasswordHashing } : {}),
      // Our own page takes the token (/auth/reset-password), not better-auth's redirect.
      sendResetPassword: async ({ user, token }) => {
        await enqueueSecurityMail(db, { kind: "password-reset", user, url: `${config.baseUrl}/auth/reset-password?token=${encodeURIComponent(token)}` });
      },
    },
    emailVerification: {
      // Welcome and verification on sign-up; the user is signed in at once all the same.
      sendOnSignUp: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url, token }, request) => {
        await enqueueSecurityMail(db, { kind: "verification", user, url, token, request });
      },
    },
    user: {
      // An unverified address changes at once (and the new one gets a verification link); a
      // verified one only once its owner opens the link sent to the new address. Either way
      // the current password is needed (the hook below).
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30, // 30 days
      updateAge: 60 * 60 * 24, // renewed on use, at most once a day
    },
    // On PostgreSQL the counters live in the database (table rate_limit), so a client's requests
    // count together whichever process behind the load balancer answers them.
    rateLimit: { enabled: true, window: 60, max: 100, storage: config.databaseUrl ? "database" : "memory" },
    advanced: {
      // The Hono layer writes the socket's address (or a trusted proxy's forwarded one) into this
      // header and drops any value a client sent, so every client gets its own bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: config.baseUrl.startsWith("https://"),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseUnfitBody(ctx.body);
        const body = ctx.body as { password?: unknown; newPassword?: unknown; name?: unknown; image?: unknown; email?: unknown } | undefined;
        if (ctx.path === "/sign-in/email" && typeof body?.email === "string" && (await isSignInLocked(db, body.email))) {
          throw new APIError("TOO_MANY_REQUESTS", { message: ACCOUNT_LOCKED, code: "ACCOUNT_LOCKED" });
        }
        if (ctx.path === "/sign-in/email" && (await isSuspendedSignIn(ctx, db, body?.email, body?.password))) {
          throw new APIError("FORBIDDEN", { message: ACCOUNT_SUSPENDED, code: "ACCOUNT_SUSPENDED" });
        }
        if (ctx.path === "/update-user") refuseProfileUpdate(ctx.body);
        await refuseTooManyMailRequests(db, ctx);
        if (ctx.path === "/sign-up/email") {
          // The same rules as /update-user's: a new account is no way around them.
          refuseFullName(body?.name);
          if (body?.image !== undefined) refuseProfileImage(body.image);
          refuseCommonPassword(body?.password);
        }
        if (ctx.path === "/change-password" || ctx.path === "/reset-password") refuseCommonPassword(body?.newPassword);
        // better-auth changes the e-mail on the session alone; we also want the current password,
        // so a session left open on a shared computer cannot move the account to another address.
        if (ctx.path === "/change-email") {
          const session = await getSessionFromCtx(ctx);
          if (!session) throw new APIError("UNAUTHORIZED");
          if (!(await isCurrentPassword(ctx.context, session.user.id, body?.password))) {
            throw new APIError("BAD_REQUEST", { message: INCORRECT_CURRENT_PASSWORD, code: "INVALID_PASSWORD" });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== "string") return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.statusCode === 401) await recordSignInFailure(db, email);
        } else {
          await clearSignInFailures(db, email);
        }
      }),
    },
    databaseHooks: {
      user: {
        // A name changed through /api/auth/update-user is the profile's name too.
        update: {
          after: async (user) => {
            if (typeof user.name === "string" && user.name.trim()) {
              await db.update(profiles).set({ fullName: user.name.trim() }).where(eq(profiles.id, user.id));
            }
          },
        },
        create: {
          after: async (user, context) => {
            // The new member's language is the sign-up page's (decision 021); English otherwise.
            const locale = signUpLocale(context?.headers ?? context?.request?.headers);
            await db.insert(profiles).values({ id: user.id, fullName: user.name.trim() || null, ...(locale ? { locale } : {}) }).onConflictDoNothing();
          },
        },
      },
    },
  });
}

/**
 * A suspended member signing in with their right password. The password is checked first, so
 * the answer never tells a stranger which addresses belong to suspended accounts: a wrong
 * password gets better-auth's usual answer.
 */
async function isSuspendedSignIn(ctx: AuthHookContext, db: Db, email: unknown, password: unknown): Promise<boolean> {
  if (typeof email !== "string" || typeof password !== "string") return false;
  const [suspended] = await db
    .select({ id: authSchema.user.id })
    .from(authSchema.user)
    .innerJoin(profiles, eq(profiles.id, authSchema.user.id))
    .where(and(eq(authSchema.user.email, email.trim().toLowerCase()), isNotNull(profiles.suspendedAt)));
  if (!suspended) return false;
  return isCurrentPassword(ctx.context, suspended.id, password);
}
type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type PasswordContext = {
  internalAdapter: Pick<AuthHookContext["context"]["internalAdapter"], "findCredentialAccount">;
  password: Pick<AuthHookContext["context"]["password"], "verify">;
};

/**
 * Whether `password` is the member's current one. Asked before the sign-in e-mail changes (the
 * hook above) and before an account is deleted (account.service.ts), so a session left open on a
 * shared computer can do neither. `context`: a hook's `ctx.context`, or `await auth.$context`.
 */
export async function isCurrentPassword(context: PasswordContext, userId: string, password: unknown): Promise<boolean> {
  if (typeof password !== "string" || password === "") return false;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  return Boolean(account?.password) && (await context.password.verify({ hash: account!.password!, password }));
}

/**
 * better-auth is sent small flat objects (an e-mail, a password, a name…), so a body nested or
 * sized far beyond that is refused: an audit found 1 MB of "[[[[…" overflowing the stack (a 500)
 * and 60,000 keys keeping the process busy.
 */
const AUTH_BODY_MAX_DEPTH = 4;
const AUTH_BODY_MAX_VALUES = 100;
const AUTH_BODY_TOO_LARGE = "This request holds more than a sign-in form sends. Please reload the page and try again.";

/**
 * Refuses a body beyond those bounds, and control characters in any string of it. Walked with a
 * list rather than recursion, so no shape of body can overflow the stack.
 */
function refuseUnfitBody(body: unknown): void {
  const pending: { value: unknown; name: string; depth: number }[] = [{ value: body, name: "request", depth: 0 }];
  let values = 1;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, name, depth } = next;
    if (typeof value === "string") {
      if (hasControlCharacters(value)) throw new APIError("BAD_REQUEST", { message: `The field “${name}” ${CONTROL_CHARACTERS_MESSAGE}` });
      continue;
    }
    if (!value || typeof value !== "object") continue;
    const entries = Array.isArray(value) ? value.map((v): [string, unknown] => [name, v]) : Object.entries(value);
    values += entries.length;
    if (depth >= AUTH_BODY_MAX_DEPTH || values > AUTH_BODY_MAX_VALUES) throw new APIError("BAD_REQUEST", { message: AUTH_BODY_TOO_LARGE });
    for (const [key, v] of entries) pending.push({ value: v, name: key, depth: depth + 1 });
  }
}

/** Our own photo uploads only (server/integrations/storage), never an address elsewhere. */
const OWN_AVATAR = /^\/uploads\/avatars\/[0-9a-f]{32}\.(?:jpg|png|gif|webp)$/;

/** The member's name, as better-auth stores it on sign-up and in /update-user: one line of text, 1 to FULL_NAME_MAX characters. */
function refuseFullName(value: unknown): void {
  if (typeof value !== "string" || value.trim() === "" || value.trim().length > FULL_NAME_MAX) {
    throw new APIError("BAD_REQUEST", { message: `Please enter your full name (at most ${FULL_NAME_MAX} characters).` });
  }
  // A name goes into e-mail subjects, so it is one line, as the forms' schemas (singleLine) ask.
  if (!isOneLine(value)) throw new APIError("BAD_REQUEST", { message: "Please write your name on one line, without line breaks or tabs." });
}

/** The member's photo, on sign-up and in /update-user: one of our uploaded avatars, or none. */
function refuseProfileImage(value: unknown): void {
  if (value !== null && (typeof value !== "string" || !OWN_AVATAR.test(value))) {
    throw new APIError("BAD_REQUEST", { message: "A profile photo must be uploaded from Settings." });
  }
}

/**
 * /api/auth/update-user may change only the name and the image: better-auth would otherwise
 * store any field and any URL it is sent.
 */
function refuseProfileUpdate(body: unknown): void {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new APIError("BAD_REQUEST", { message: "Please send a name or a photo to update." });
  for (const [key, value] of Object.entries(body)) {
    if (key === "name") refuseFullName(value);
    else if (key === "image") refuseProfileImage(value);
    else throw new APIError("BAD_REQUEST", { message: `“${key}” can't be changed here.` });
  }
}

/** Refuses a commonly used password with the reason, before better-auth hashes anything. */
function refuseCommonPassword(password: unknown) {
  if (typeof password !== "string" || password.length < PASSWORD_MIN_LENGTH) return; // better-auth says "too short"
  const reason = commonPasswordReason(password);
  if (reason) throw new APIError("BAD_REQUEST", { message: reason, code: "PASSWORD_TOO_COMMON" });
}

export type Auth = ReturnType<typeof createAuth>;
