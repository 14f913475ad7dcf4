import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("takes the ids PostgreSQL's uuid columns hold", () => {
    expect(isUuid("5a1c1f9e-0d7e-4a4a-9d8e-1f2a3b4c5d6e")).toBe(true);
    expect(isUuid(crypto.randomUUID())).toBe(true);
    expect(isUuid("5A1C1F9E-0D7E-4A4A-9D8E-1F2A3B4C5D6E")).toBe(true);
    expect(isUuid("00000000-0000-0000-0000-000000000000")).toBe(true);
  });

  it("refuses 36 characters that only look like one, and everything else", () => {
    for (const value of ["0".repeat(36), "-".repeat(36), "0".repeat(32), "not-a-uuid", "5a1c1f9e0d7e4a4a9d8e1f2a3b4c5d6e0000", " 5a1c1f9e-0d7e-4a4a-9d8e-1f2a3b4c5d6e", "", null, 42, undefined]) {
      expect(isUuid(value), String(value)).toBe(false);
    }
  });
});
