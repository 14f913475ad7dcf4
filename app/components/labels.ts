// The words for values kept in the data (a sauna's type and county, a booking's type), in the
// page's language: each value's message key in `common`, written out so the messages test finds
// it. The values themselves stay English: they are what the database and the URLs hold.
import type { BookingType, County, SaunaType } from "#domain/constants";
import type { MessageKey } from "#app/lib/i18n/translate";

type CommonKey = MessageKey<"common">;

export const SAUNA_TYPE_KEYS = {
  "Wood-Fired": "type.Wood-Fired",
  "Sea View": "type.Sea View",
  Mobile: "type.Mobile",
  Infrared: "type.Infrared",
  Traditional: "type.Traditional",
  Spa: "type.Spa",
} as const satisfies Record<SaunaType, CommonKey>;

export const COUNTY_KEYS = {
  Dublin: "county.Dublin", Cork: "county.Cork", Galway: "county.Galway", Kerry: "county.Kerry",
  Mayo: "county.Mayo", Donegal: "county.Donegal", Wicklow: "county.Wicklow", Clare: "county.Clare",
  Limerick: "county.Limerick", Waterford: "county.Waterford", Sligo: "county.Sligo",
  Tipperary: "county.Tipperary", Wexford: "county.Wexford", Kilkenny: "county.Kilkenny",
  Louth: "county.Louth", Meath: "county.Meath", Kildare: "county.Kildare", Offaly: "county.Offaly",
  Cavan: "county.Cavan", Monaghan: "county.Monaghan", Westmeath: "county.Westmeath",
  Laois: "county.Laois", Carlow: "county.Carlow", Roscommon: "county.Roscommon",
  Longford: "county.Longford", Leitrim: "county.Leitrim",
} as const satisfies Record<County, CommonKey>;

export const BOOKING_TYPE_KEYS = {
  private: "bookingType.private",
  shared: "bookingType.shared",
  group: "bookingType.group",
} as const satisfies Record<BookingType, CommonKey>;

/**
 * `value`'s words from `keys` (one of the records above) with `t` of `common`; a value the record
 * doesn't know (older data) is shown as it is.
 */
export function labelOf(t: (key: CommonKey) => string, keys: Readonly<Record<string, CommonKey>>, value: string): string {
  const key = keys[value];
  return key ? t(key) : value;
}
