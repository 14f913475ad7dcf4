// The header's avatar on the pages only a member sees (the admin area, the host's dashboard, My
// Account), on a phone: the member's initials from the first paint, not a blank circle until
// GET /api/me answers (held back here for as long as the look takes, as a slow connection would).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO, PHONE, screenshot, setUpBrowser, signedInPage, visit } from "./harness";

setUpBrowser();

/** Holds back every GET /api/me for the rest of the page's life. */
async function holdMe(page: Page): Promise<void> {
  await page.route("**/api/me*", () => {});
}

const PAGES = [
  { who: DEMO.admin, initials: "AD", path: "/admin", menuFor: "Account menu for" },
  { who: DEMO.admin, initials: "AD", path: "/ga/admin", menuFor: "Roghchlár an chuntais do" },
  { who: DEMO.owner, initials: "OW", path: "/dashboard", menuFor: "Account menu for" },
  { who: DEMO.guest, initials: "GU", path: "/ga/my-account", menuFor: "Roghchlár an chuntais do" },
];

describe("the header's avatar on a member's own pages, at 375 px", () => {
  for (const { who, initials, path, menuFor } of PAGES) {
    it(`shows ${initials} on ${path} before /api/me answers`, async () => {
      const page = await signedInPage(who, PHONE);
      await holdMe(page);
      await visit(page, path);
      const avatar = page.getByRole("navigation", { name: /^(Main|Príomh)/ }).getByRole("button", { name: `${menuFor} ${who}` });
      await avatar.waitFor();
      expect(await avatar.innerText()).toBe(initials);
      if (path === "/admin") await screenshot(page, "header-avatar-admin-375", { fullPage: false });
      // And it opens the account menu there and then.
      await avatar.click();
      await page.getByRole("menu").waitFor();
      await page.context().close();
    });
  }
});
