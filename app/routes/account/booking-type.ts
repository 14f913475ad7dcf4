import type { MessageKey } from "#domain/messages/translate";

/** Each kind of session's name in the account's messages (domain/constants.ts keeps the English). */
const BOOKING_TYPE_KEYS: Record<string, MessageKey<"account">> = {
  private: "bookingType.private",
  shared: "bookingType.shared",
  group: "bookingType.group",
};

/** 'Private Session', in the page's language; a kind we don't know shows as stored. */
export function bookingTypeLabel(type: string, t: (key: MessageKey<"account">) => string): string {
  const key = BOOKING_TYPE_KEYS[type];
  return key ? t(key) : type;
}
