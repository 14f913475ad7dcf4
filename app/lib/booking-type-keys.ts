// The booking types' names as messages (namespace `booking`): domain/constants.ts's
// BOOKING_TYPE_LABELS are English only, and every page that names a booking's type says it in the
// page's language. Shared by the pages that name a booking's type (they must send `booking`).
import type { BookingType } from "#domain/constants";

export const BOOKING_TYPE_KEYS = {
  private: "type.private",
  shared: "type.shared",
  group: "type.group",
} as const satisfies Record<BookingType, string>;
