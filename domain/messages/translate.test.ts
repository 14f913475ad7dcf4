import { expect, it } from "vitest";
import { translate } from "./translate";

const counted = { one: "{count} sabhna", two: "{count} shabhna", few: "{count} shabhna", many: "{count} sabhna", other: "{count} sabhna" };

it("picks a counted message's form by the language's plural rules", () => {
  expect([1, 2, 3, 6, 7, 10, 11, 0].map((count) => translate("ga", { n: counted }, "n", { count }))).toEqual([
    "1 sabhna", "2 shabhna", "3 shabhna", "6 shabhna", "7 sabhna", "10 sabhna", "11 sabhna", "0 sabhna",
  ]);
  const english = { one: "{count} sauna", other: "{count} saunas" };
  expect([1, 2, 0].map((count) => translate("en", { n: english }, "n", { count }))).toEqual(["1 sauna", "2 saunas", "0 saunas"]);
});

it("fills placeholders, numbers as the language writes them, and leaves unknown ones visible", () => {
  expect(translate("en", { m: "{count} members, {name}" }, "m", { count: 10000, name: "Aoife" })).toBe("10,000 members, Aoife");
  expect(translate("ga", { m: "{year} {missing}" }, "m", { year: "2026" })).toBe("2026 {missing}");
});

it("shows the key itself when a page did not load the message", () => {
  expect(translate("ga", undefined, "nav.journal")).toBe("nav.journal");
  expect(translate("ga", {}, "nav.journal")).toBe("nav.journal");
});
