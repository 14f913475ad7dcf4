import { COUNTIES, type County } from "#domain/constants";
import { LOCALE_TAG, type Locale } from "#domain/locales";
import type { MessageKey } from "#app/lib/i18n/translate";

/** Each county's name in the page's language (the value sent stays the English name the data keeps). */
export const COUNTY_KEYS = {
  Carlow: "county.Carlow", Cavan: "county.Cavan", Clare: "county.Clare", Cork: "county.Cork", Donegal: "county.Donegal",
  Dublin: "county.Dublin", Galway: "county.Galway", Kerry: "county.Kerry", Kildare: "county.Kildare", Kilkenny: "county.Kilkenny",
  Laois: "county.Laois", Leitrim: "county.Leitrim", Limerick: "county.Limerick", Longford: "county.Longford", Louth: "county.Louth",
  Mayo: "county.Mayo", Meath: "county.Meath", Monaghan: "county.Monaghan", Offaly: "county.Offaly", Roscommon: "county.Roscommon",
  Sligo: "county.Sligo", Tipperary: "county.Tipperary", Waterford: "county.Waterford", Westmeath: "county.Westmeath",
  Wexford: "county.Wexford", Wicklow: "county.Wicklow",
} as const satisfies Record<County, MessageKey<"onboard">>;

/** A county's name in the page's language; a name we don't know (older data) stays as written. */
export function countyName(t: (key: MessageKey<"onboard">) => string, county: string): string {
  return county in COUNTY_KEYS ? t(COUNTY_KEYS[county as County]) : county;
}

/** All 26 counties, A to Z in the page's language, for the wizard's pickers (issue 8: not only the spec's 14). */
export function countiesAToZ(t: (key: MessageKey<"onboard">) => string, locale: Locale): { value: County; name: string }[] {
  return COUNTIES.map((value) => ({ value, name: t(COUNTY_KEYS[value]) })).sort((a, b) => a.name.localeCompare(b.name, LOCALE_TAG[locale]));
}
