// The words of a listing's fixed choices (domain/constants.ts, domain/listing.ts), in the page's
// language: kinds of sauna and amenities (members messages), and the counties as a form's options
// (their names are in `common`, labels.ts, as public pages show them too). The domain keeps the
// stored values and their English; the forms of signed-in pages (Sauna Settings, and the
// onboarding wizard) show these.
import { COUNTIES } from "#domain/constants";
import { LOCALE_TAG } from "#domain/locales";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import type { ListingAmenity, SaunaStyle } from "#domain/listing";
import type { MessageKey } from "#domain/messages/translate";
import { countyLabel } from "./labels";

type Key = MessageKey<"members">;

export const SAUNA_STYLE_KEY: Record<SaunaStyle, Key> = {
  barrel: "style.barrel",
  cabin: "style.cabin",
  mobile: "style.mobile",
  indoor: "style.indoor",
  outdoor: "style.outdoor",
};

export const AMENITY_KEY: Record<ListingAmenity, Key> = {
  "Wood-Fired": "amenity.woodFired",
  "Electric Heater": "amenity.electricHeater",
  "Infrared Heater": "amenity.infraredHeater",
  Shower: "amenity.shower",
  "Cold Plunge": "amenity.coldPlunge",
  "Sea Access": "amenity.seaAccess",
  "Lake Access": "amenity.lakeAccess",
  "River Access": "amenity.riverAccess",
  "Changing Rooms": "amenity.changingRooms",
  "Towels Provided": "amenity.towels",
  "Private Space": "amenity.privateSpace",
  Parking: "amenity.parking",
  "Step-Free Access": "amenity.stepFree",
  "Dog-Friendly": "amenity.dogFriendly",
  "Private Hire": "amenity.privateHire",
};

/** The counties as a select's options, in the page's language and its alphabetical order. */
export function useCountyOptions(): { value: string; label: string }[] {
  const t = useT("common");
  const tag = LOCALE_TAG[useLocale()];
  return COUNTIES.map((value) => ({ value: value as string, label: countyLabel(t, value) })).sort((a, b) => a.label.localeCompare(b.label, tag));
}

/** A county's name in the page's language; a name we don't know (older data) stays as written. */
export function useCountyName(): (county: string) => string {
  const t = useT("common");
  return (county) => countyLabel(t, county);
}
