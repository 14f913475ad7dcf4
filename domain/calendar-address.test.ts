import { describe, expect, it } from "vitest";
import { SaunaCalendarImportSchema, SaunaDetailsSchema } from "./host-settings-schema";
import { ListingAvailabilitySchema } from "./listing-schema";

const wizard = (icsUrl: string) => ListingAvailabilitySchema.shape.icsUrl.safeParse(icsUrl);
const settings = (icsUrl: string) => SaunaCalendarImportSchema.safeParse({ icsUrl });

describe("the calendar address (the message said https while http was accepted)", () => {
  it("takes https, http and webcal addresses in the wizard and in Sauna Settings alike", () => {
    for (const check of [wizard, settings]) {
      expect(check("https://calendar.google.com/calendar/ical/x/basic.ics").success).toBe(true);
      expect(check("http://bookings.example.ie/feed.ics").success).toBe(true);
      const webcal = check("webcal://p01-caldav.icloud.com/published/2/abc");
      expect(webcal.success).toBe(true);
      expect(JSON.stringify(webcal.data)).toContain("https://p01-caldav.icloud.com/published/2/abc");
    }
  });

  it("refuses anything else with a message that names exactly what it takes", () => {
    for (const address of ["ftp://calendar.example.ie/a.ics", "calendar.example.ie/a.ics", "javascript:alert(1)"]) {
      for (const result of [wizard(address), settings(address)]) {
        expect(result.success, address).toBe(false);
        expect(result.error!.issues[0].message).toBe("Please enter the calendar's full address, starting with https://, http:// or webcal://");
      }
    }
  });

  it("gives a website's message as an example, since http sites are taken too", () => {
    const details = { name: "Sauna", description: "Warm.", type: "Spa", address: "Quay St", county: "Cork" };
    expect(SaunaDetailsSchema.safeParse({ ...details, website: "http://example.ie" }).success).toBe(true);
    const refused = SaunaDetailsSchema.safeParse({ ...details, website: "example" });
    expect(refused.error!.issues[0].message).toBe("Please enter the full web address, such as https://example.ie");
  });
});
