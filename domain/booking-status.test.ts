import { describe, expect, it } from "vitest";
import {
  BOOKING_ACTORS, BOOKING_STATUSES, BOOKING_TRANSITIONS, canTransition, CONFIRMED_BOOKING_STATUSES, DISPLAYED_BOOKING_STATUSES,
  displayStatus, isLiveBooking, LIVE_BOOKING_STATUSES, STANDING_BOOKING_STATUSES,
} from "./booking-status";

const endsAt = new Date("2026-12-01T19:30:00Z");
const after = new Date(endsAt.getTime() + 1);
const before = new Date(endsAt.getTime() - 3_600_000);

describe("booking statuses", () => {
  it("stores the five statuses the database allows: 'completed' among them, and 'expired' for an unpaid hold", () => {
    expect([...BOOKING_STATUSES].sort()).toEqual(["cancelled", "completed", "confirmed", "expired", "pending"]);
  });
  it("counts confirmed and pending bookings as live (holding seats), nothing else", () => {
    expect(BOOKING_STATUSES.filter(isLiveBooking)).toEqual(["confirmed", "pending"]);
    expect([...LIVE_BOOKING_STATUSES]).toEqual(["confirmed", "pending"]);
  });
  it("keeps standing what is live or went ahead, and never a cancelled booking", () => {
    expect(new Set(STANDING_BOOKING_STATUSES)).toEqual(new Set([...LIVE_BOOKING_STATUSES, ...CONFIRMED_BOOKING_STATUSES]));
    expect(STANDING_BOOKING_STATUSES).not.toContain("cancelled");
    expect(CONFIRMED_BOOKING_STATUSES).not.toContain("pending");
    expect(STANDING_BOOKING_STATUSES).not.toContain("expired");
  });
});

describe("booking transitions", () => {
  it("creates bookings confirmed, by a guest only", () => {
    expect(BOOKING_TRANSITIONS.book).toEqual({ from: [], to: "confirmed", by: ["guest"] });
  });
  it("with card payments, makes an awaiting-payment booking that only a payment confirms", () => {
    expect(BOOKING_TRANSITIONS.bookAndPay).toEqual({ from: [], to: "pending", by: ["guest"] });
    expect(canTransition("pay", "pending", "system")).toBe(true);
    expect(canTransition("pay", "pending", "guest")).toBe(false);
    expect(canTransition("pay", "expired", "system")).toBe(false);
  });
  it("releases an unpaid hold, by the guest leaving Checkout or the system, and reinstates it only from expired", () => {
    expect(canTransition("release", "pending", "guest")).toBe(true);
    expect(canTransition("release", "pending", "system")).toBe(true);
    expect(canTransition("release", "pending", "host")).toBe(false);
    expect(canTransition("release", "confirmed", "system")).toBe(false);
    expect(canTransition("reinstate", "expired", "system")).toBe(true);
    expect(canTransition("reinstate", "cancelled", "system")).toBe(false);
  });
  it("never cancels an expired hold: it holds nothing", () => {
    for (const actor of BOOKING_ACTORS) expect(canTransition("cancel", "expired", actor)).toBe(false);
  });
  it("lets the guest, the host, an administrator or the system cancel a live booking", () => {
    for (const actor of BOOKING_ACTORS) {
      expect(canTransition("cancel", "confirmed", actor)).toBe(true);
      expect(canTransition("cancel", "pending", actor)).toBe(true);
    }
    expect(BOOKING_TRANSITIONS.cancel.to).toBe("cancelled");
  });
  it("never cancels a booking twice, nor one whose session went ahead", () => {
    for (const actor of BOOKING_ACTORS) {
      expect(canTransition("cancel", "cancelled", actor)).toBe(false);
      expect(canTransition("cancel", "completed", actor)).toBe(false);
    }
  });
});

describe("displayed status", () => {
  it("shows a confirmed booking that has ended as completed", () => {
    expect(displayStatus({ status: "confirmed", endsAt }, after)).toBe("completed");
    expect(displayStatus({ status: "confirmed", endsAt }, endsAt)).toBe("completed");
    expect(displayStatus({ status: "confirmed", endsAt }, before)).toBe("confirmed");
    expect(displayStatus({ status: "cancelled", endsAt }, after)).toBe("cancelled");
  });
  it("shows a stored 'completed' as completed, and a pending booking as pending even after its end", () => {
    expect(displayStatus({ status: "completed", endsAt }, before)).toBe("completed");
    expect(displayStatus({ status: "pending", endsAt }, after)).toBe("pending");
    expect(displayStatus({ status: "expired", endsAt }, after)).toBe("expired");
  });
  it("shows every stored status as one of the filters' statuses", () => {
    for (const status of BOOKING_STATUSES) {
      expect(DISPLAYED_BOOKING_STATUSES).toContain(displayStatus({ status, endsAt }, before));
      expect(DISPLAYED_BOOKING_STATUSES).toContain(displayStatus({ status, endsAt }, after));
    }
  });
});
