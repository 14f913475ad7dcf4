// A stored cancellation reason in a reader's language, for what the server writes (e-mails, the
// bookings CSV); pages use app/components/cancellation-reason.ts. The product's own reasons
// (domain/cancellation-reasons.ts) are stored in English and said in the reader's words from the
// `members` messages; what a host or an administrator typed stays as they wrote it.
import { serverT } from "#server/i18n/messages";
import { productCancellationReason } from "#domain/cancellation-reasons";
import type { Locale } from "#domain/locales";

export function cancellationReasonText(locale: Locale, stored: string | null | undefined): string | null {
  const product = productCancellationReason(stored);
  if (product) return serverT(locale, "members")(`cancellationReason.${product}` as never);
  return stored ?? null;
}
