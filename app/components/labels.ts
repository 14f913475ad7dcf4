// The words for values kept in the data (a sauna's type and county, a booking's type), in the
// page's language: each value's message key in `common`. The values themselves stay English:
// they are what the database and the URLs hold.
import type { BookingType, SaunaType } from "#domain/constants";
import type { MessageKey } from "#domain/messages/translate";

type CommonKey = MessageKey<"common">;

export const SAUNA_TYPE_KEYS = {
  "Wood-Fired": "type.Wood-Fired",
  "Sea View": "type.Sea View",
  Mobile: "type.Mobile",
  Infrared: "type.Infrared",
  Traditional: "type.Traditional",
  Spa: "type.Spa",
} as const satisfies Record<SaunaType, CommonKey>;

/**
 * A county's name: its key is built from the value (`county.Cork`), as the cards and the map show
 * counties on pages whose code is at its budget; /saunas writes each key out where it lists them
 * (county-options.server.ts). A county the messages don't know (older data) is shown as it is.
 */
export function countyLabel(t: (key: CommonKey) => string, county: string): string {
  const key = `county.${county}` as CommonKey;
  const label = t(key);
  return label === key ? county : label;
}

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
