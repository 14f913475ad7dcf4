// What a guest sends to book (docs/product.md §5 'Booking'), and what the slot picker asks for; shared by
// the form and the server.
import { z } from "zod";
import { BOOKING_TYPES, CAPACITY_MAX, SAUNA_NOT_FOUND } from "./constants";
import { wholeNumber } from "./form-fields";
import { isCalendarDate, isTimeOfDay } from "./session-slots";

export const MISSING_BOOKING_INFORMATION = "Please select date, time, and booking type";
const GUESTS = "Please choose the number of guests";

export const SaunaIdSchema = z.string({ error: SAUNA_NOT_FOUND }).uuid(SAUNA_NOT_FOUND);

export const BookingRequestSchema = z.object({
  saunaId: SaunaIdSchema,
  date: z.string({ error: MISSING_BOOKING_INFORMATION }).refine(isCalendarDate, MISSING_BOOKING_INFORMATION),
  time: z.string({ error: MISSING_BOOKING_INFORMATION }).refine(isTimeOfDay, MISSING_BOOKING_INFORMATION),
  bookingType: z.enum(BOOKING_TYPES, { message: MISSING_BOOKING_INFORMATION }),
  guests: wholeNumber(GUESTS).pipe(z.number().min(1, "Please choose at least 1 guest").max(CAPACITY_MAX, `A sauna holds at most ${CAPACITY_MAX} guests`)),
});
export type BookingRequest = z.input<typeof BookingRequestSchema>;

/** GET /api/bookings: the slots of one day for the picker. */
export const SlotQuerySchema = z.object({
  saunaId: SaunaIdSchema,
  date: z.string({ error: "Please choose a date" }).refine(isCalendarDate, "Please choose a valid date"),
});
