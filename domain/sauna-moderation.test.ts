import { describe, expect, it } from "vitest";
import { SAUNA_STATUS_ACTIONS, featuredToast, statusActionsFor, statusChangeToast, withWebScheme } from "./sauna-moderation";

describe("the Saunas page's moderation rules (docs/product.md §4)", () => {
  it("offers approve and reject for pending, Suspend for active, Activate for suspended, nothing else", () => {
    expect(statusActionsFor("pending")).toEqual(["approve", "reject"]);
    expect(statusActionsFor("active")).toEqual(["suspend"]);
    expect(statusActionsFor("suspended")).toEqual(["activate"]);
    expect(statusActionsFor("archived")).toEqual([]);
    expect(Object.values(SAUNA_STATUS_ACTIONS).map((a) => [a.from, a.to])).toEqual([
      ["pending", "active"],
      ["pending", "suspended"],
      ["active", "suspended"],
      ["suspended", "active"],
    ]);
  });

  it("words the toasts as the spec does", () => {
    expect(statusChangeToast("active")).toBe("Sauna approved");
    expect(statusChangeToast("suspended")).toBe("Sauna suspended");
    expect(statusChangeToast("pending")).toBe("Sauna pending");
    expect(featuredToast(true)).toBe("Added to featured");
    expect(featuredToast(false)).toBe("Removed from featured");
  });

  it("adds https:// to a web address typed without one, and leaves other schemes to be judged", () => {
    expect(withWebScheme(" salthillsauna.ie ")).toBe("https://salthillsauna.ie");
    expect(withWebScheme("www.example.ie/sauna?x=1")).toBe("https://www.example.ie/sauna?x=1");
    expect(withWebScheme("http://example.ie")).toBe("http://example.ie");
    expect(withWebScheme("HTTPS://EXAMPLE.IE")).toBe("HTTPS://EXAMPLE.IE");
    expect(withWebScheme("ftp://example.ie")).toBe("ftp://example.ie");
    expect(withWebScheme("")).toBe("");
  });
});
