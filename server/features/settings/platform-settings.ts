// The platform's terms (admin Settings): the commission rate and the free-cancellation window
// that each new booking is made on. Earlier bookings keep the terms they were made on.
import { eq } from "drizzle-orm";
import { FREE_CANCELLATION_HOURS, PLATFORM_COMMISSION_RATE } from "#domain/constants";
import type { Db } from "#server/db/client";
import { platformSettings } from "#server/db/schema/platform-settings";

export type PlatformTerms = { commissionRate: number; freeCancellationHours: number };

export async function platformTerms(db: Db): Promise<PlatformTerms> {
  const [row] = await db
    .select({ commissionRate: platformSettings.commissionRate, freeCancellationHours: platformSettings.freeCancellationHours })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  // The migration inserts the row; the spec's figures stand in if someone deleted it.
  return row ?? { commissionRate: PLATFORM_COMMISSION_RATE, freeCancellationHours: FREE_CANCELLATION_HOURS };
}
