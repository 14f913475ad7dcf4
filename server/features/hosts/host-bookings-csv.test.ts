import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CANCELLATION_REASONS } from "#domain/cancellation-reasons";
import { hostBookingsCsv, hostBookingsCsvName } from "./host-bookings-csv";
import type { HostBooking } from "./host-bookings.service";

function booking(values: Partial<HostBooking>): HostBooking {
  return {
    id: "3f2a9c1e-1111-4222-8333-444455556666", guestName: "Aoife Byrne", bookingDate: "2026-11-22", startTime: "18:00", endTime: "19:30",
    startsAt: new Date("2026-11-22T18:00:00Z"), endsAt: new Date("2026-11-22T19:30:00Z"), bookingType: "private", guests: 2,
    totalAmount: 45, hostPayout: 38.25, refundAmount: null, paidOnlineCents: 0, status: "confirmed", cancelledBy: null, cancellationReason: null,
    displayStatus: "confirmed", canCancel: true, canMessage: true, guestPhone: null, ...values,
  };
}

async function* from<T>(rows: T[]) {
  yield* rows;
}

describe("the bookings CSV", () => {
  it("has a header and one row per booking, with ISO dates, amounts as plain numbers and escaped formulas", async () => {
    const bytes = new Uint8Array(await new Response(hostBookingsCsv(from([
      booking({}),
      booking({ id: "9b8c7d6e-0000-4000-8000-000000000000", guestName: "=HYPERLINK(\"http://evil.example\")", bookingType: "group", guests: 6, totalAmount: 210, hostPayout: 178.5, displayStatus: "cancelled", status: "cancelled", refundAmount: 210, cancellationReason: "Storm warning, sorry" }),
    ]), "en")).arrayBuffer());
    // A byte-order mark first, so spreadsheets read the file as UTF-8 (€, fadas).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      { "Booking ID": "3f2a9c1e", Guest: "Aoife Byrne", Date: "2026-11-22", Start: "18:00", End: "19:30", Type: "Private Session", Guests: "2", Status: "Confirmed", "Total (€)": "45.00", "Your payout (€)": "38.25", "Refund (€)": "", "Cancellation reason": "" },
      { "Booking ID": "9b8c7d6e", Guest: "'=HYPERLINK(\"http://evil.example\")", Date: "2026-11-22", Start: "18:00", End: "19:30", Type: "Group Session (6+)", Guests: "6", Status: "Cancelled", "Total (€)": "210.00", "Your payout (€)": "0.00", "Refund (€)": "210.00", "Cancellation reason": "Storm warning, sorry" },
    ]);
  });

  it("never carries a guest's phone number, even for a session to come", async () => {
    const csv = await new Response(hostBookingsCsv(from([booking({ guestPhone: "+353 87 555 0101" })]), "en")).text();
    expect(csv).not.toContain("555 0101");
    expect(parse(csv, { bom: true })[0]).not.toContain("Phone");
  });

  it("still has its header when nothing matches", async () => {
    const csv = await new Response(hostBookingsCsv(from([]), "en")).text();
    expect(parse(csv, { bom: true })).toEqual([["Booking ID", "Guest", "Date", "Start", "End", "Type", "Guests", "Status", "Total (€)", "Your payout (€)", "Refund (€)", "Cancellation reason"]]);
  });

  it("is in Irish when exported from an Irish page: headings, type, status, a nameless guest and the product's own reasons; a host's words as written", async () => {
    const csv = await new Response(hostBookingsCsv(from([
      booking({ guestName: null, bookingType: "shared", displayStatus: "cancelled", status: "cancelled", refundAmount: 20, cancellationReason: CANCELLATION_REASONS.guestCancelled }),
      booking({ displayStatus: "cancelled", status: "cancelled", refundAmount: 45, cancellationReason: "Stoirm, ár leithscéal" }),
      booking({ displayStatus: "pending", status: "pending" }),
    ]), "ga")).text();
    const [headings, nameless, typed, awaiting] = parse(csv, { bom: true }) as string[][];
    expect(headings).toEqual(["Aitheantas áirithinte", "Aoi", "Dáta", "Tús", "Deireadh", "Cineál", "Aíonna", "Stádas", "Iomlán (€)", "D'íocaíocht (€)", "Aisíoc (€)", "Cúis an chealaithe"]);
    expect(nameless.slice(0, 2)).toEqual(["3f2a9c1e", "Gan ainm"]);
    expect([nameless[5], nameless[7], nameless[11]]).toEqual(["Seisiún Roinnte", "Curtha ar ceal", "Curtha ar ceal ag an aoi"]);
    expect(typed[11]).toBe("Stoirm, ár leithscéal");
    expect(awaiting[7]).toBe("Íocaíocht ar feitheamh");
  });

  it("is named for the sauna and the day", () => {
    expect(hostBookingsCsvName("Inchydoney Dunes Sauna", new Date("2026-11-23T10:00:00Z"))).toBe("bookings-inchydoney-dunes-sauna-2026-11-23.csv");
    expect(hostBookingsCsvName("Teach Allais Ó Dónaill", new Date("2026-11-23T10:00:00Z"))).toBe("bookings-teach-allais-o-donaill-2026-11-23.csv");
  });
});
