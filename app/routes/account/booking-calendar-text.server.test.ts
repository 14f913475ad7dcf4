import { expect, it } from "vitest";
import { bookingIcs } from "#server/features/bookings/booking-ics";
import { inLanguage } from "./booking-calendar-text.server";

const booking = {
  id: "b1b1b1b1-aaaa-bbbb-cccc-000000000000", saunaId: "s1", saunaName: "Salthill Prom Sauna, by the sea at the end of the long promenade",
  address: "The Prom", location: "Salthill", county: "Galway", startsAt: new Date("2026-12-01T10:00:00Z"), endsAt: new Date("2026-12-01T11:00:00Z"),
  guests: 2, bookingType: "private", freeCancellationHours: 24, status: "confirmed",
};

/** The .ics as calendars read it: folded lines joined again, escapes undone. */
const property = (ics: string, name: string) =>
  ics.replace(/\r\n[\t ]/g, "").split("\r\n").find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1).replace(/\\([,;\\])/g, "$1");

it("leaves the English file exactly as the server wrote it", () => {
  const ics = bookingIcs(booking, "https://sauna-eire.ie")!;
  expect(inLanguage(ics, booking, "en")).toBe(ics);
});

it("says the summary and description in Irish, folded and escaped as calendars expect", () => {
  const ics = inLanguage(bookingIcs(booking, "https://sauna-eire.ie")!, { ...booking, guests: 7 }, "ga");
  expect(property(ics, "SUMMARY")).toBe("Seisiún sabhna ag Salthill Prom Sauna, by the sea at the end of the long promenade");
  expect(property(ics, "DESCRIPTION")).toBe("7 n-aoi, seisiún príobháideach. Cealú saor in aisce suas le 24 uair an chloig roimh ré.");
  for (const line of ics.split("\r\n")) expect(Array.from(line).length).toBeLessThanOrEqual(75);
  expect(property(ics, "LOCATION")).toBe("The Prom, Salthill, Galway");
});
