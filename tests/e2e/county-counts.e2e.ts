// The home page's county tiles (issue 12) count from public_sauna_counts, which triggers on
// saunas keep exact (migration 0017): a listing an admin moves to another county shows in the
// tiles on the very next anonymous request, cached page or not.
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, DEMO, setUpBrowser, signedInPage, visit } from "./harness";

setUpBrowser();

const NAME = "Rathmullan Lough Swilly Sauna";

/** The tiles' counts as an anonymous visitor sees them, e.g. { Donegal: 2, Kerry: 3 }. */
async function tileCounts(): Promise<Record<string, number>> {
  const html = await (await fetch(baseUrl() + "/")).text();
  return Object.fromEntries(
    [...html.matchAll(/href="\/saunas\?county=(\w+)"[^>]*>[\s\S]*?(\d+) saunas?/g)].map((m) => [m[1], Number(m[2])]),
  );
}

async function asAdmin(change: (dialog: Locator) => Promise<unknown>) {
  const page = await signedInPage(DEMO.admin);
  await visit(page, `/admin/saunas?q=${encodeURIComponent("Rathmullan")}`);
  await page.getByRole("button", { name: `Edit ${NAME}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Sauna" });
  await change(dialog);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.context().close();
}

const moveTo = (county: string) => asAdmin((dialog) => dialog.getByLabel("County").selectOption(county));

describe("the home page's county tiles", () => {
  it("count a listing moved to another county at once, in both counties", async () => {
    const before = await tileCounts();
    expect(Object.keys(before)).toEqual(["Cork", "Galway", "Kerry", "Donegal", "Clare", "Dublin"]);
    // Asked twice, so the second answer came from the page cache.
    expect(await tileCounts()).toEqual(before);

    await moveTo("Kerry");
    try {
      expect(await tileCounts()).toEqual({ ...before, Donegal: before.Donegal - 1, Kerry: before.Kerry + 1 });
    } finally {
      await moveTo("Donegal");
    }
    expect(await tileCounts()).toEqual(before);
  });
});
