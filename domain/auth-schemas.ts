// The spec's sign-in and sign-up rules (section 5), shared by the form and the server.
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./constants";

const email = z.string().trim().min(1, "Please enter your email address").pipe(z.email("Please enter a valid email address"));

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, "Password must be at most 128 characters");

export const SignInSchema = z.object({
  email,
  password: z.string().min(1, "Please enter your password"),
});

export const SignUpSchema = z.object({
  fullName: z.string().trim().min(1, "Please enter your full name").max(120, "Please use at most 120 characters"),
  email,
  password: newPassword,
});

/** Only same-site paths may be a return path after sign-in (no open redirects). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}

/** Settings: a new sign-in address, confirmed with the current password. */
export const ChangeEmailSchema = z.object({
  newEmail: email,
  password: z.string().min(1, "Please enter your current password"),
});

/** Settings: a new password, confirmed with the current one. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Please enter your current password"),
  newPassword,
});
