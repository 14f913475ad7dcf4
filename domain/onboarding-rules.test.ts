import { describe, expect, it } from "vitest";
import { withDayClosed } from "./availability";
import { scheduleProblem, storedSchedule } from "./onboarding-rules";

describe("the wizard's week", () => {
  it("takes a week not set yet as the default hours, and refuses one with every day closed", () => {
    expect(scheduleProblem({}, 90)).toBeNull();
    expect(storedSchedule({})).toBeNull();
    let week = {};
    for (const day of ["1", "2", "3", "4", "5", "6", "7"] as const) week = withDayClosed(week, day);
    // Closing every day must not fall back to the default week (it did: an empty week meant 'default').
    expect(scheduleProblem(week, 90)).toMatch(/leave no session to book/);
  });
});
