// The day a sauna page shows (issue 24 item 2): the booking date the address asks for (?date=,
// today when absent or not a bookable day), and where the sauna is then: a Mobile sauna's stop,
// else its listing's place. Server-only, so none of it reaches the page's JavaScript.
import { chosenDate, dayPlace } from "#domain/sauna-stops";
import { todayInIreland } from "#domain/session-slots";
import type { Db } from "#server/db/client";
import type { SaunaPageData } from "#server/features/saunas/sauna-detail.service";
import { saunaWhereabouts } from "#server/features/saunas/sauna-whereabouts.service";

export async function saunaDay(db: Db, sauna: SaunaPageData, request: Request) {
  const today = todayInIreland();
  const asked = new URL(request.url).searchParams.get("date");
  const date = chosenDate(asked, today);
  const whereabouts = await saunaWhereabouts(db, sauna, date, today);
  return {
    today,
    date,
    whereabouts,
    place: dayPlace(sauna, whereabouts?.stop ?? null),
    /** The booking date the address asked for, when it is one (a Mobile sauna's page keeps it there). */
    chosenDate: whereabouts && asked === date ? date : null,
  };
}
