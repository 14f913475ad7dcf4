// The scale data set's stops (issue 24 item 2, decision 015): every Mobile sauna tours the coast,
// ten stops of one to seven days each with two to six weeks between them, its first stop
// starting between a week ago and six weeks ahead (so about one in eight stands somewhere on any
// day of the coming months: some 1,500 stops a day at 100,000 saunas). Each stop is at a real place of a coastal
// county, drawn by population, scattered a few km as saunas are. Deterministic: the saunas are
// taken in id order, so the same Mobile saunas and day give the same stops, whether they are
// seeded with the saunas (seed-scale.ts) or added to a seeded database (add-stops.ts).
import { COUNTIES, type County } from "#domain/constants";
import { addDays } from "#domain/free-window-times";
import type { CopyValue } from "./copy-rows";
import { COUNTY_AREAS } from "./irish-places";
import type { Random } from "./random";

export const STOPS_PER_MOBILE_SAUNA = 10;
/** How far (degrees, about 2 km) a stop may be from the place it is named after. */
const SCATTER = 0.02;

export const STOP_COLUMNS = ["sauna_id", "starts_on", "ends_on", "place_name", "address", "county", "latitude", "longitude"];

export function* stopRows(random: Random, saunas: readonly { id: string; type: string }[], today: string): Generator<CopyValue[]> {
  const coastal = COUNTIES.filter((c) => COUNTY_AREAS[c].coastal);
  const weights = coastal.map((c) => COUNTY_AREAS[c].population);
  const mobiles = saunas.filter((s) => s.type === "Mobile").map((s) => s.id).sort();
  for (const id of mobiles) {
    let day = addDays(today, random.int(-6, 42));
    for (let i = 0; i < STOPS_PER_MOBILE_SAUNA; i++) {
      const county: County = coastal[random.weightedIndex(weights)];
      const area = COUNTY_AREAS[county];
      const [place, lat, lng] = random.pick(area.places);
      const [south, west, north, east] = area.bounds;
      const ends = addDays(day, random.int(0, 6));
      yield [
        id, day, ends, place, `${place}, ${county === "Dublin" ? "Dublin" : `Co. ${county}`}`, county,
        round5(clamp(lat + (random.float() * 2 - 1) * SCATTER, south, north)),
        round5(clamp(lng + (random.float() * 2 - 1) * SCATTER * 1.6, west, east)),
      ];
      day = addDays(ends, random.int(14, 42));
    }
  }
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
