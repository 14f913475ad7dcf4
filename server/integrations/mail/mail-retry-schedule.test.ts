import { describe, expect, it } from "vitest";
import { DEFAULT_GIVE_UP_AFTER_MS, DEFAULT_RETRY_DELAYS_MS, retryDelayMs } from "./mail-retry-schedule";

describe("mail retry schedule", () => {
  it("waits longer after each failure, up to four hours", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map((n) => retryDelayMs(n) / 60_000)).toEqual([0.5, 2, 10, 30, 60, 120, 240, 240, 240]);
  });

  it("tries about a dozen times in the day before giving up", () => {
    let waited = 0;
    let attempts = 1;
    while (waited + retryDelayMs(attempts) < DEFAULT_GIVE_UP_AFTER_MS) waited += retryDelayMs(attempts++);
    expect(attempts).toBe(12); // the last at about 23 h 42 min
    expect(DEFAULT_RETRY_DELAYS_MS.every((d, i) => i === 0 || d > DEFAULT_RETRY_DELAYS_MS[i - 1])).toBe(true);
  });
});
