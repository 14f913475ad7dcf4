// The words of a listing's fixed choices (domain/constants.ts, domain/listing.ts), in the page's
// language (members messages): sauna types, kinds of sauna, amenities and counties. The domain
// keeps the stored values and their English; the forms of signed-in pages (Sauna Settings, and
// the onboarding wizard) show these.
import { COUNTIES, type SaunaType } from "#domain/constants";
import { LOCALE_TAG } from "#domain/locales";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import type { ListingAmenity, SaunaStyle } from "#domain/listing";
import type { MessageKey } from "#app/lib/i18n/translate";

type Key = MessageKey<"members">;

export const SAUNA_TYPE_KEY: Record<SaunaType, Key> = {
  "Wood-Fired": "saunaType.woodFired",
  "Sea View": "saunaType.seaView",
  Mobile: "saunaType.mobile",
  Infrared: "saunaType.infrared",
  Traditional: "saunaType.traditional",
  Spa: "saunaType.spa",
};

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

/** Each county's name in the page's language (Irish: the official forms, as the glossary has them). */
export const COUNTY_KEY: Record<string, Key> = {
  Dublin: "county.dublin", Cork: "county.cork", Galway: "county.galway", Kerry: "county.kerry", Mayo: "county.mayo",
  Donegal: "county.donegal", Wicklow: "county.wicklow", Clare: "county.clare", Limerick: "county.limerick",
  Waterford: "county.waterford", Sligo: "county.sligo", Tipperary: "county.tipperary", Wexford: "county.wexford",
  Kilkenny: "county.kilkenny", Louth: "county.louth", Meath: "county.meath", Kildare: "county.kildare",
  Offaly: "county.offaly", Cavan: "county.cavan", Monaghan: "county.monaghan", Westmeath: "county.westmeath",
  Laois: "county.laois", Carlow: "county.carlow", Roscommon: "county.roscommon", Longford: "county.longford", Leitrim: "county.leitrim",
};

/** The counties as a select's options, in the page's language and its alphabetical order. */
export function useCountyOptions(): { value: string; label: string }[] {
  const t = useT("members");
  const tag = LOCALE_TAG[useLocale()];
  return COUNTIES.map((value) => ({ value: value as string, label: t(COUNTY_KEY[value]) })).sort((a, b) => a.label.localeCompare(b.label, tag));
}

/** A county's name in the page's language; a name we don't know (older data) stays as written. */
export function useCountyName(): (county: string) => string {
  const t = useT("members");
  return (county) => (COUNTY_KEY[county] ? t(COUNTY_KEY[county]) : county);
}
