import { describe, expect, it } from "vitest";
import { cancellationTerms, displayStatus } from "./cancellation";

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
  it("shows a confirmed booking that has ended as completed", () => {
    expect(displayStatus({ status: "confirmed", endsAt: startsAt }, new Date(startsAt.getTime() + 1))).toBe("completed");
    expect(displayStatus({ status: "confirmed", endsAt: startsAt }, hoursBefore(1))).toBe("confirmed");
    expect(displayStatus({ status: "cancelled", endsAt: startsAt }, new Date(startsAt.getTime() + 1))).toBe("cancelled");
  });
});
