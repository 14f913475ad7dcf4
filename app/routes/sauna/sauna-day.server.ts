// The day a sauna page shows: the booking date the address asks for (?date=,
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
  const place = dayPlace(sauna, whereabouts?.stop ?? null);
  return {
    today,
    date,
    whereabouts,
    place,
    // Shaped here rather than in the page's component: the sauna page's own chunk is at its
    // JavaScript budget (decision 010), and the server's HTML is the same either way.
    marker: place.latitude !== null && place.longitude !== null
      ? { id: sauna.id, name: sauna.name, type: sauna.type, county: place.county, lat: place.latitude, lng: place.longitude, rating: sauna.averageRating, price: sauna.pricePerSession }
      : null,
    /** What 'Book a Session' needs of a Mobile sauna: the date the address asked for (when it is one), its stops, its usual place. */
    mobile: whereabouts && { chosenDate: asked === date ? date : null, stops: whereabouts.coming, home: place.home },
  };
}
