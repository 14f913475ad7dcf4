// A stored cancellation reason in the page's language (members messages, sent on every page): the
// product's own reasons (domain/cancellation-reasons.ts) are stored in English and said here in
// the reader's words; what a host or an administrator typed stays as they wrote it.
import { type CancellationReasonId, productCancellationReason } from "#domain/cancellation-reasons";
import { useT } from "#app/lib/i18n/i18n";
import type { MessageKey } from "#domain/messages/translate";

export const CANCELLATION_REASON_KEY = {
  notPaidInTime: "cancellationReason.notPaidInTime",
  paymentFailed: "cancellationReason.paymentFailed",
  paymentNeverStarted: "cancellationReason.paymentNeverStarted",
  unpaidAtStart: "cancellationReason.unpaidAtStart",
  guestLeft: "cancellationReason.guestLeft",
  paymentCouldNotStart: "cancellationReason.paymentCouldNotStart",
  guestCancelled: "cancellationReason.guestCancelled",
  guestDeletedAccount: "cancellationReason.guestDeletedAccount",
  hostClosedAccount: "cancellationReason.hostClosedAccount",
} as const satisfies Record<CancellationReasonId, MessageKey<"members">>;

/** `reason(stored)`: the product's own reasons translated, anyone else's words as written. */
export function useCancellationReason(): <R extends string | null | undefined>(stored: R) => R | string {
  const t = useT("members");
  return (stored) => {
    const id = productCancellationReason(stored);
    return id ? t(CANCELLATION_REASON_KEY[id]) : stored;
  };
}
