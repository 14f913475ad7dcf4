import { describe, expect, it } from "vitest";
import { bucketDate, bucketLabel, reportPeriod } from "./reports";

describe("report buckets' names", () => {
  it("reads in English as before", () => {
    expect(bucketLabel("2026-01-05", "weeks")).toBe("5 Jan");
    expect(bucketLabel("2026-01-01", "months")).toBe("Jan 2026");
    expect(bucketDate("2025-12-29", "weeks")).toBe("29 December 2025");
  });

  it("reads in Irish from the written names, the same in every browser", () => {
    expect(bucketLabel("2026-01-05", "weeks", "ga")).toBe("5 Ean");
    expect(bucketLabel("2026-03-01", "months", "ga")).toBe("Márta 2026");
    expect(bucketDate("2026-01-05", "weeks", "ga")).toBe("5 Eanáir 2026");
    expect(bucketDate("2026-10-01", "months", "ga")).toBe("Deireadh Fómhair 2026");
  });

  it("takes weeks or months, months otherwise", () => {
    expect(reportPeriod("weeks")).toBe("weeks");
    expect(reportPeriod("days")).toBe("months");
  });
});
