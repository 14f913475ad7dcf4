// The county filter's choices on /saunas, worked out on the server in the page's language and
// sent with the page's data: the 26 names and their order then cost the page's code nothing (it
// is at its budget, decision 010). The value stays the English name the URL and data hold.
import { COUNTIES, type County } from "#domain/constants";
import { LOCALE_TAG, type Locale } from "#domain/locales";
import { serverT } from "#server/i18n/messages";
import type { MessageKey } from "#domain/messages/translate";

const COUNTY_KEYS = {
  Dublin: "county.Dublin", Cork: "county.Cork", Galway: "county.Galway", Kerry: "county.Kerry",
  Mayo: "county.Mayo", Donegal: "county.Donegal", Wicklow: "county.Wicklow", Clare: "county.Clare",
  Limerick: "county.Limerick", Waterford: "county.Waterford", Sligo: "county.Sligo",
  Tipperary: "county.Tipperary", Wexford: "county.Wexford", Kilkenny: "county.Kilkenny",
  Louth: "county.Louth", Meath: "county.Meath", Kildare: "county.Kildare", Offaly: "county.Offaly",
  Cavan: "county.Cavan", Monaghan: "county.Monaghan", Westmeath: "county.Westmeath",
  Laois: "county.Laois", Carlow: "county.Carlow", Roscommon: "county.Roscommon",
  Longford: "county.Longford", Leitrim: "county.Leitrim",
} as const satisfies Record<County, MessageKey<"common">>;

export type CountyOption = { value: County; label: string };

/** Every county, named and in alphabetical order in `locale` (An Cabhán, An Clár… in Irish). */
export function countyOptions(locale: Locale): CountyOption[] {
  const t = serverT(locale, "common");
  const collator = new Intl.Collator(LOCALE_TAG[locale]);
  return COUNTIES.map((value) => ({ value, label: t(COUNTY_KEYS[value]) })).sort((a, b) => collator.compare(a.label, b.label));
}
