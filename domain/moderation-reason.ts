// The reason an administrator gives when rejecting or suspending a listing or cancelling a
// booking: the host and the guests affected read it, in their e-mail and in My Bookings. Written
// in a textarea, so line breaks may stay; blank is "no reason".
import { z } from "zod";
import { MODERATION_REASON_MAX, REASON_REQUIRED } from "./sauna-moderation";

export const ModerationReasonSchema = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .max(MODERATION_REASON_MAX, `Please keep the reason to ${MODERATION_REASON_MAX} characters`)
  .transform((v) => v || undefined);
