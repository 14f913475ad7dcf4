import { describe, expect, it } from "vitest";
import { offersOpen, WAITLIST_STATUSES, WAITLIST_TRANSITIONS } from "./waitlist";
import { fullFor, holdUntil, partyFits } from "./waitlist-room";

const at = (iso: string) => new Date(iso);

describe("the waitlist's rules", () => {
  it("sends offers until an hour before the session, not after", () => {
    const starts = at("2026-11-24T18:00:00Z");
    expect(offersOpen(starts, at("2026-11-24T17:00:00Z"))).toBe(true);
    expect(offersOpen(starts, at("2026-11-24T17:00:01Z"))).toBe(false);
  });

  it("holds seats for 15 minutes, never past the session's start", () => {
    expect(holdUntil(at("2026-11-24T12:00:00Z"), at("2026-11-24T18:00:00Z"))).toEqual(at("2026-11-24T12:15:00Z"));
    expect(holdUntil(at("2026-11-24T17:50:00Z"), at("2026-11-24T18:00:00Z"))).toEqual(at("2026-11-24T18:00:00Z"));
  });

  it("fits a shared party in the seats left, a whole-sauna party only in an empty slot", () => {
    expect(partyFits(undefined, 4, "shared", 4)).toBe(true);
    expect(partyFits({ seatsTaken: 2, exclusive: false }, 4, "shared", 2)).toBe(true);
    expect(partyFits({ seatsTaken: 2, exclusive: false }, 4, "shared", 3)).toBe(false);
    expect(partyFits({ seatsTaken: 0, exclusive: true }, 4, "shared", 1)).toBe(false);
    expect(partyFits({ seatsTaken: 1, exclusive: false }, 4, "private", 1)).toBe(false);
    expect(partyFits({ seatsTaken: 0, exclusive: false }, 4, "group", 4)).toBe(true);
  });

  it("offers the waitlist on a slot full for the chosen type only, never on a past, closed or busy one", () => {
    const partlySold = { available: true, wholeSaunaFree: false, reason: null };
    expect(fullFor(partlySold, "private")).toBe(true);
    expect(fullFor(partlySold, "shared")).toBe(false);
    expect(fullFor({ available: false, wholeSaunaFree: false, reason: "full" }, "shared")).toBe(true);
    expect(fullFor({ available: false, wholeSaunaFree: false, reason: "booked" }, "shared")).toBe(true);
    for (const reason of ["past", "closed", "busy"]) expect(fullFor({ available: false, wholeSaunaFree: false, reason }, "private")).toBe(false);
    // Before a booking type is chosen: full only when no kind of booking has room.
    expect(fullFor({ available: false, wholeSaunaFree: false, reason: "full" }, "")).toBe(true);
    expect(fullFor({ available: false, wholeSaunaFree: false, reason: "booked" }, "")).toBe(true);
    expect(fullFor(partlySold, "")).toBe(false);
    expect(fullFor({ available: false, wholeSaunaFree: false, reason: "past" }, "")).toBe(false);
  });

  it("moves only from statuses it knows, the guest's moves and the system's apart", () => {
    for (const move of Object.values(WAITLIST_TRANSITIONS)) {
      for (const from of move.from) expect(WAITLIST_STATUSES).toContain(from);
      expect(WAITLIST_STATUSES).toContain(move.to);
    }
    expect(WAITLIST_TRANSITIONS.offer.by).toEqual(["system"]);
    expect(WAITLIST_TRANSITIONS.book.by).toEqual(["guest"]);
  });
});
