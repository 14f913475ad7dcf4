// Where a Mobile sauna is for its page: the stop of the chosen booking date
// (today when none is chosen) and the stops to come. A sauna of another type has no stops: null.
import { and, asc, eq, gte } from "drizzle-orm";
import { comingStops, SAUNA_STOP_LIMITS, stopOn, type SaunaStop } from "#domain/sauna-stops";
import type { Db } from "#server/db/client";
import { saunaStops } from "#server/db/schema/sauna-stops";

export const stopColumns = {
  id: saunaStops.id, startsOn: saunaStops.startsOn, endsOn: saunaStops.endsOn, placeName: saunaStops.placeName,
  address: saunaStops.address, county: saunaStops.county, latitude: saunaStops.latitude, longitude: saunaStops.longitude,
};

/** The sauna's stops from `today` on (the one standing today first), soonest first; all of them, as a sauna has at most maxUpcoming. */
export async function upcomingStops(db: Db, saunaId: string, today: string): Promise<SaunaStop[]> {
  const rows = await db
    .select(stopColumns)
    .from(saunaStops)
    .where(and(eq(saunaStops.saunaId, saunaId), gte(saunaStops.endsOn, today)))
    .orderBy(asc(saunaStops.startsOn))
    .limit(SAUNA_STOP_LIMITS.maxUpcoming);
  return comingStops(rows, today);
}

export type Whereabouts = {
  /** The date shown: the chosen booking date, or today. */
  date: string;
  today: string;
  /** The stop standing that day; null: the sauna is at its listing's address. */
  stop: SaunaStop | null;
  /** Stops from today on, soonest first (the page's 'Coming stops'). */
  coming: SaunaStop[];
};

export async function saunaWhereabouts(db: Db, sauna: { id: string; type: string }, date: string, today: string): Promise<Whereabouts | null> {
  if (sauna.type !== "Mobile") return null;
  const coming = await upcomingStops(db, sauna.id, today);
  return { date, today, stop: stopOn(coming, date), coming };
}
