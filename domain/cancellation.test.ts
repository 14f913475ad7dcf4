import { describe, expect, it } from "vitest";
import { cancellationTerms, staffCancellationRefusal } from "./cancellation";

const startsAt = new Date("2026-12-01T18:00:00Z");
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);

describe("cancellation policy", () => {
  it("is free 24 hours or more before the start", () => {
    expect(cancellationTerms({ status: "confirmed", startsAt, totalAmount: 45 }, hoursBefore(24))).toEqual({ allowed: true, free: true, refund: 45 });
  });
  it("gives no refund later than 24 hours before", () => {
    expect(cancellationTerms({ status: "confirmed", startsAt, totalAmount: 45 }, hoursBefore(23.9))).toEqual({ allowed: true, free: false, refund: 0 });
  });
  it("refuses once the session started or when not confirmed", () => {
    expect(cancellationTerms({ status: "confirmed", startsAt, totalAmount: 45 }, startsAt).allowed).toBe(false);
    expect(cancellationTerms({ status: "cancelled", startsAt, totalAmount: 45 }, hoursBefore(48)).allowed).toBe(false);
  });
  it("lets a pending booking be cancelled like a confirmed one", () => {
    expect(cancellationTerms({ status: "pending", startsAt, totalAmount: 45 }, hoursBefore(48))).toEqual({ allowed: true, free: true, refund: 45 });
    expect(cancellationTerms({ status: "completed", startsAt, totalAmount: 45 }, hoursBefore(48)).allowed).toBe(false);
  });
});

describe("a host or an administrator cancelling", () => {
  const endsAt = new Date(startsAt.getTime() + 90 * 60_000);
  it("may cancel a live booking until its session starts, however close", () => {
    expect(staffCancellationRefusal({ status: "confirmed", startsAt, endsAt }, hoursBefore(0.01))).toBeNull();
    expect(staffCancellationRefusal({ status: "pending", startsAt, endsAt }, hoursBefore(1))).toBeNull();
  });
  it("says why not: already cancelled, started, or over", () => {
    expect(staffCancellationRefusal({ status: "cancelled", startsAt, endsAt }, hoursBefore(48))).toBe("This booking is already cancelled.");
    expect(staffCancellationRefusal({ status: "confirmed", startsAt, endsAt }, startsAt)).toBe("This session has already started, so it can't be cancelled.");
    expect(staffCancellationRefusal({ status: "confirmed", startsAt, endsAt }, endsAt)).toBe("This session is over, so it can't be cancelled.");
    expect(staffCancellationRefusal({ status: "completed", startsAt, endsAt }, endsAt)).toBe("This session is over, so it can't be cancelled.");
  });
});
