// The spec's sign-in and sign-up rules (section 5), shared by the form and the server.
import { z } from "zod";
import { FULL_NAME_MAX, PASSWORD_MIN_LENGTH } from "./constants";
import { singleLine } from "./form-fields";
import { localizePath, type Locale } from "./locales";
import { hasControlCharacters } from "./text";

const email = z.string({ error: "Please enter your email address" }).trim().min(1, "Please enter your email address").pipe(z.email("Please enter a valid email address"));

const newPassword = z
  .string({ error: "Please enter a password" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, "Password must be at most 128 characters");

export const SignInSchema = z.object({
  email,
  password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password"),
});

export const SignUpSchema = z.object({
  fullName: singleLine(z.string({ error: "Please enter your full name" }).trim().min(1, "Please enter your full name").max(FULL_NAME_MAX, `Please use at most ${FULL_NAME_MAX} characters`)),
  email,
  password: newPassword,
});

/** Stands in for our own origin while a return path is parsed; never sent anywhere. */
const PLACEHOLDER_ORIGIN = "https://return-path.invalid";

/**
 * Where to go after signing in: a path on this site, decided by parsing it as a URL the way a
 * browser would (no open redirects). Control characters and backslashes are refused outright,
 * because browsers drop or reinterpret them ("/\t/evil.example" is "//evil.example" to Chromium).
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.includes("\\") || /[\t\n\r]/.test(value) || hasControlCharacters(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return "/";
  }
  // "//host" or "/.//host" resolves to another origin or to a path a browser reads as one.
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith("//")) return "/";
  return url.pathname + url.search + url.hash;
}

/**
 * The return path as it is finally sent, in the sign-in page's language (`/ga/auth` returns to
 * the Irish page): checked again after localising, so no language prefix, added or taken away,
 * can make it another site's address (`/ga//evil.example` in English is not `//evil.example`).
 */
export function safeReturnPathIn(value: unknown, locale: Locale): string {
  return safeReturnPath(localizePath(safeReturnPath(value), locale));
}

/** Settings: a new sign-in address, confirmed with the current password. */
export const ChangeEmailSchema = z.object({
  newEmail: email,
  password: z.string({ error: "Please enter your current password" }).min(1, "Please enter your current password"),
});

/** Settings: deleting the account, confirmed with the current password. */
export const DeleteAccountSchema = z.object({
  password: z.string({ error: "Please enter your current password" }).min(1, "Please enter your current password"),
});

/** Settings: a new password, confirmed with the current one. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ error: "Please enter your current password" }).min(1, "Please enter your current password"),
  newPassword,
});

/** 'Forgot password?': the address to send a reset link to. */
export const ForgotPasswordSchema = z.object({ email });

export const PASSWORDS_DIFFER = "The two passwords don't match";

/** The reset page: the token from the e-mailed link and the new password, typed twice. */
export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: "This reset link is incomplete" }).trim().min(1, "This reset link is incomplete").max(200, "This reset link is incomplete"),
    newPassword,
    confirmPassword: z.string({ error: "Please type the new password again" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });
