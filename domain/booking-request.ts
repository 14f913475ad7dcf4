// What a guest sends to book (spec §5 'Booking'), shared by the form and the server.
import { z } from "zod";
import { BOOKING_TYPES } from "./constants";
import { isCalendarDate, isTimeOfDay } from "./session-slots";

export const MISSING_BOOKING_INFORMATION = "Please select date, time, and booking type";

export const BookingRequestSchema = z.object({
  saunaId: z.string().uuid(),
  date: z.string().refine(isCalendarDate, MISSING_BOOKING_INFORMATION),
  time: z.string().refine(isTimeOfDay, MISSING_BOOKING_INFORMATION),
  bookingType: z.enum(BOOKING_TYPES, { message: MISSING_BOOKING_INFORMATION }),
  guests: z.coerce.number().int("Please choose a whole number of guests").min(1, "Please choose at least 1 guest").max(20, "A sauna holds at most 20 guests"),
});
export type BookingRequest = z.input<typeof BookingRequestSchema>;
