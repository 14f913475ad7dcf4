// What the Payouts page and its 'Mark paid' form send, checked on the server.
import { z } from "zod";
import { singleLine } from "./form-fields";
import { CARD_PAYOUT_FILTERS, PAYOUT_FILTERS } from "./payouts";

/** better-auth user ids: letters, digits, '-' and '_'. */
const HostId = z.string().max(64).regex(/^[A-Za-z0-9_-]+$/);
const Page = z.coerce.number().int().min(1).max(100_000);

/** The Payouts page's query string; anything odd falls back to the default. */
export const PayoutQuerySchema = z.object({
  filter: z.enum([...PAYOUT_FILTERS, ...CARD_PAYOUT_FILTERS]).catch("due"),
  page: Page.catch(1),
  hostPage: Page.catch(1),
  refundPage: Page.catch(1),
  host: HostId.optional().catch(undefined),
});

const NO_HOST = "Please choose a host to pay.";

/** 'Mark paid': whose due payouts, as the admin saw them (asOf), with an optional reference. */
export const MarkPaidSchema = z.object({
  hostId: z.string({ error: NO_HOST }).min(1, NO_HOST).max(64, NO_HOST).regex(/^[A-Za-z0-9_-]+$/, NO_HOST),
  asOf: z.iso.datetime({ offset: true, error: "Please reload the page and try again." }).optional(),
  note: singleLine(z.string({ error: "The reference must be text." }).trim()).max(200, "The reference can be at most 200 characters.").optional(),
});
export type MarkPaidInput = z.input<typeof MarkPaidSchema>;

/** 'Try again' on a card booking's failed transfer or refund: which booking's. */
export const RetryPaymentCallSchema = z.object({
  bookingId: z.string({ error: "Booking not found" }).uuid("Booking not found"),
});
