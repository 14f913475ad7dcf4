// The scale data set's saunas: all published and active, spread over the 26 counties by
// population, named after real places, with the six types, capacities, prices (€20–90 in steps
// of €5), optional shared and group prices, and a weekly schedule or none (the default slots).
import { COUNTIES, GROUP_MIN_GUESTS, type County, type SaunaType } from "#domain/constants";
import { timeOf, type WeeklyAvailability } from "#domain/availability";
import type { CopyValue } from "./copy-rows";
import { COUNTY_AREAS } from "./irish-places";
import type { Random } from "./random";
import type { SeedUser } from "./users";
import { AMENITIES, DESCRIPTION_CLOSINGS, DESCRIPTION_OPENINGS, NAME_PATTERNS, NAME_WORDS, SAUNA_IMAGES, STREETS } from "./words";

const DAY = 86_400_000;
/** How far (degrees, about 4 km) a sauna may be from the place it is named after. */
const SCATTER = 0.04;

export type SeedSauna = {
  id: string;
  ownerIndex: number | null;
  name: string;
  description: string;
  type: SaunaType;
  capacity: number;
  amenities: string[];
  images: string[];
  county: County;
  location: string;
  address: string;
  latitude: number;
  longitude: number;
  pricePrivate: number;
  priceShared: number | null;
  priceGroup: number | null;
  sessionMinutes: number;
  groupMinGuests: number;
  weeklySchedule: WeeklyAvailability | null;
  featured: boolean;
  website: string | null;
  phone: string | null;
  createdAt: Date;
  /** The mean of its guests' ratings (reviews are drawn around it). */
  quality: number;
  /** One of the few saunas with 10,000+ reviews. */
  hot: boolean;
  averageRating: number;
  totalReviews: number;
};

const TYPE_WEIGHTS: Record<SaunaType, number> = { "Wood-Fired": 30, "Sea View": 20, Traditional: 18, Spa: 12, Mobile: 12, Infrared: 8 };
const CAPACITY: Record<SaunaType, [number, number]> = {
  "Wood-Fired": [4, 12], "Sea View": [6, 14], Mobile: [4, 8], Infrared: [1, 4], Traditional: [4, 12], Spa: [8, 20],
};
/** Private session price range in euro. */
const PRICE: Record<SaunaType, [number, number]> = {
  "Wood-Fired": [30, 70], "Sea View": [35, 80], Mobile: [25, 55], Infrared: [20, 50], Traditional: [30, 70], Spa: [45, 90],
};

export function planSaunas(
  random: Random,
  options: { count: number; hot: number; users: SeedUser[]; claimedShare: number; now: Date },
): SeedSauna[] {
  const countyWeights = COUNTIES.map((c) => COUNTY_AREAS[c].population);
  const ownerIndexes = options.users.flatMap((u, i) => (u.isOwner ? [i] : []));
  const hot = new Set(random.sample([...Array(options.count).keys()], options.hot));
  return Array.from({ length: options.count }, (_, i) => {
    const county = COUNTIES[random.weightedIndex(countyWeights)];
    const area = COUNTY_AREAS[county];
    const [placeName, placeLat, placeLng] = random.pick(area.places);
    const types = (Object.keys(TYPE_WEIGHTS) as SaunaType[]).filter((t) => area.coastal || t !== "Sea View");
    const type = types[random.weightedIndex(types.map((t) => TYPE_WEIGHTS[t]))];
    const isHot = hot.has(i);
    const capacity = isHot ? random.int(14, 20) : random.int(...CAPACITY[type]);
    const pricePrivate = stepOfFive(random, ...PRICE[type]);
    const priceShared = isHot || random.chance(0.6) ? Math.max(20, roundToFive(pricePrivate * 0.55)) : null;
    const priceGroup = capacity >= GROUP_MIN_GUESTS && (isHot || random.chance(0.35)) ? Math.max(20, roundToFive(pricePrivate * 0.7)) : null;
    const sessionMinutes = isHot ? 90 : random.pick([90, 90, 90, 90, 90, 90, 60, 60, 120]);
    const owned = random.chance(options.claimedShare) && ownerIndexes.length > 0;
    const [south, west, north, east] = area.bounds;
    const name = random.pick(NAME_PATTERNS).replace("{place}", placeName).replace("{word}", random.pick(NAME_WORDS[type]));
    return {
      id: random.uuid(),
      ownerIndex: owned ? random.pick(ownerIndexes) : null,
      name,
      description: `${random.pick(DESCRIPTION_OPENINGS[type])} ${random.pick(DESCRIPTION_CLOSINGS)}`,
      type,
      capacity,
      amenities: amenitiesFor(random, type, area.coastal),
      images: random.chance(0.1) ? [] : random.sample(SAUNA_IMAGES, random.int(1, 4)),
      county,
      location: placeName,
      address: `${random.int(1, 120)} ${random.pick(STREETS)}, ${placeName}, ${county === "Dublin" ? "Dublin" : `Co. ${county}`}`,
      latitude: round5(clamp(placeLat + (random.float() * 2 - 1) * SCATTER, south, north)),
      longitude: round5(clamp(placeLng + (random.float() * 2 - 1) * SCATTER * 1.6, west, east)),
      pricePrivate,
      priceShared,
      priceGroup,
      sessionMinutes,
      groupMinGuests: GROUP_MIN_GUESTS,
      // Longer sessions don't fit the default slots (90 minutes apart): they always have a schedule.
      weeklySchedule: !isHot && (sessionMinutes !== 90 || random.chance(0.5)) ? weeklySchedule(random, sessionMinutes) : null,
      featured: isHot || random.chance(0.002),
      website: random.chance(0.3) ? `https://${slug(name)}.ie` : null,
      phone: random.chance(0.5) ? `+353 ${random.int(21, 99)} 555 ${String(random.int(0, 9999)).padStart(4, "0")}` : null,
      createdAt: new Date(options.now.getTime() - random.int(30, 1460) * DAY - random.int(0, DAY - 1)),
      quality: isHot ? 4.6 : clamp(4.2 + random.normal() * 0.45, 2.2, 4.95),
      hot: isHot,
      averageRating: 0,
      totalReviews: 0,
    };
  });
}

function amenitiesFor(random: Random, type: SaunaType, coastal: boolean): string[] {
  const own = type === "Wood-Fired" ? ["Wood-Fired"] : type === "Sea View" ? ["Sea View"] : [];
  const others = AMENITIES.filter((a) => !own.includes(a) && (coastal || (a !== "Sea View" && a !== "Sea Access")));
  return [...own, ...random.sample(others, random.int(1, 5))];
}

/** Opening hours: the same range on every open day; sessions run back to back within it. */
function weeklySchedule(random: Random, sessionMinutes: number): WeeklyAvailability {
  const opens = random.int(7, 10) * 60 + random.pick([0, 30]);
  const closes = Math.max(random.int(19, 21) * 60 + random.pick([0, 30]), opens + sessionMinutes);
  const range = { start: timeOf(opens), end: timeOf(closes) };
  const closedDays = new Set(random.sample(["1", "2", "3"], random.int(0, 2)));
  const schedule: WeeklyAvailability = {};
  for (const day of ["1", "2", "3", "4", "5", "6", "7"] as const) if (!closedDays.has(day)) schedule[day] = [range];
  return schedule;
}

const stepOfFive = (random: Random, min: number, max: number) => random.int(min / 5, max / 5) * 5;
const roundToFive = (n: number) => Math.round(n / 5) * 5;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
const slug = (name: string) => name.normalize("NFD").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export const SAUNA_COLUMNS = [
  "id", "owner_id", "name", "description", "type", "capacity", "amenities", "images", "county", "location", "address",
  "latitude", "longitude", "price_per_session", "price_private", "price_shared", "price_group", "session_minutes",
  "group_min_guests", "weekly_schedule", "average_rating", "total_reviews", "status", "is_published", "is_claimed",
  "featured", "website", "phone", "created_at", "owner_verified",
];

/** `ownerVerified`: whether each listing's owner may run it (payments.ts: planOwnerVerified). */
export function* saunaRows(saunas: SeedSauna[], users: SeedUser[], ownerVerified: boolean[]): Generator<CopyValue[]> {
  for (const [i, s] of saunas.entries()) {
    yield [
      s.id, s.ownerIndex === null ? null : users[s.ownerIndex].id, s.name, s.description, s.type, s.capacity, s.amenities, s.images,
      s.county, s.location, s.address, s.latitude, s.longitude, s.pricePrivate, s.pricePrivate, s.priceShared, s.priceGroup,
      s.sessionMinutes, s.groupMinGuests, s.weeklySchedule, s.averageRating.toFixed(2), s.totalReviews, "active", true,
      s.ownerIndex !== null, s.featured, s.website, s.phone, s.createdAt, ownerVerified[i],
    ];
  }
}
