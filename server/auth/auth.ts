// better-auth owns passwords, sessions and cookies (DESIGN.md). Profiles are created beside
// each new user; commonly used passwords are refused before better-auth hashes anything.
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { PASSWORD_MIN_LENGTH } from "#domain/constants";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import * as authSchema from "#server/db/schema/auth";
import { profiles } from "#server/db/schema/profiles";
import { CLIENT_ADDRESS_HEADER } from "#server/http/client-address";
import { commonPasswordReason } from "./common-passwords";

/** Shown when a change is confirmed with the wrong current password. */
export const INCORRECT_CURRENT_PASSWORD = "Your current password is incorrect";

export function createAuth(db: Db, config: Pick<Config, "authSecret" | "baseUrl">) {
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
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      // No verification e-mails are sent yet, so addresses are unverified and a change applies at
      // once, but only with the current password (the hook below).
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30, // 30 days
      updateAge: 60 * 60 * 24, // renewed on use, at most once a day
    },
    rateLimit: { enabled: true, window: 60, max: 100 },
    advanced: {
      // The Hono layer writes the socket's address (or a trusted proxy's forwarded one) into this
      // header and drops any value a client sent, so every client gets its own bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: config.baseUrl.startsWith("https://"),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as { password?: unknown; newPassword?: unknown; name?: unknown } | undefined;
        if (ctx.path === "/sign-up/email") {
          if (typeof body?.name !== "string" || body.name.trim() === "") {
            throw new APIError("BAD_REQUEST", { message: "Please enter your full name" });
          }
          refuseCommonPassword(body.password);
        }
        if (ctx.path === "/change-password" || ctx.path === "/reset-password") refuseCommonPassword(body?.newPassword);
        // better-auth changes the e-mail on the session alone; we also want the current password,
        // so a session left open on a shared computer cannot move the account to another address.
        if (ctx.path === "/change-email") {
          const session = await getSessionFromCtx(ctx);
          if (!session) throw new APIError("UNAUTHORIZED");
          const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
          const password = typeof body?.password === "string" ? body.password : "";
          const valid = Boolean(account?.password && password) && (await ctx.context.password.verify({ hash: account!.password!, password }));
          if (!valid) throw new APIError("BAD_REQUEST", { message: INCORRECT_CURRENT_PASSWORD, code: "INVALID_PASSWORD" });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await db.insert(profiles).values({ id: user.id, fullName: user.name.trim() || null }).onConflictDoNothing();
          },
        },
      },
    },
  });
}

/** Refuses a commonly used password with the reason, before better-auth hashes anything. */
function refuseCommonPassword(password: unknown) {
  if (typeof password !== "string" || password.length < PASSWORD_MIN_LENGTH) return; // better-auth says "too short"
  const reason = commonPasswordReason(password);
  if (reason) throw new APIError("BAD_REQUEST", { message: reason, code: "PASSWORD_TOO_COMMON" });
}

export type Auth = ReturnType<typeof createAuth>;
