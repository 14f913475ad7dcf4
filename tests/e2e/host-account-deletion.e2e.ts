// A host deleting their account (decision 022), in Chromium against the built app with the demo
// data, card payments off: the Delete Account dialog says how many saunas leave the site and how
// many upcoming bookings are cancelled before they confirm, in English and in Irish, and after it
// their saunas are gone from the listing and their pages, so nobody can book them. On an app of
// its own, since it deletes two demo hosts.
import { describe, expect, it } from "vitest";
import { setUpApp, startAppServer } from "./app-server";
import { DEMO, listedSaunaPath, lookAtBothSizes, numberedClients, saunaPath, setUpBrowser, visit } from "./harness";

setUpBrowser();

const app = setUpApp(() => startAppServer(), 240_000);
const { page: pageOf, signedInPage } = numberedClients(app);

/** Signing in, the dialog at two sizes with axe, the deletion and four pages after it. */
const SLOW = 240_000;

/** The demo's second host, who runs Dingle and Glendalough (one upcoming booking between them). */
const KERRY_HOST = "host.kerry@demo.sauna-eire.ie";

async function deleteWith(email: string, { lang, button, field, dialogText, done, shot }: { lang: "" | "/ga"; button: string; field: string; dialogText: string; done: string; shot: string }) {
  const page = await signedInPage(email);
  await visit(page, `${lang}/my-account/settings`);
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("alertdialog");
  // Said before they confirm, as the dialog's description.
  await dialog.getByText(dialogText, { exact: true }).waitFor();
  expect(await dialog.getAttribute("aria-describedby")).toBeTruthy();
  await lookAtBothSizes(page, shot, { fullPage: false });
  await dialog.getByLabel(field).fill("sauna-demo-2026");
  await dialog.getByRole("button", { name: button }).click();
  await page.waitForURL((u) => u.pathname === (lang || "/"));
  await page.getByText(done).first().waitFor();
  await page.close();
}

/** A visitor can neither find the sauna in the listing nor open its page. */
async function goneFromTheSite(name: string, path: string) {
  expect(await listedSaunaPath(name, app)).toBeNull();
  const visitor = await pageOf();
  const response = await visit(visitor, path);
  expect(response?.status()).toBe(404);
  expect(await visitor.getByRole("button", { name: "Book Now" }).count()).toBe(0);
  await visitor.close();
}

describe("a host deleting their account", () => {
  it("is told in English how many saunas leave and how many bookings are cancelled, and then they are gone", async () => {
    const salthill = await saunaPath("Salthill Prom Sauna", app);
    const fortyFoot = await saunaPath("Forty Foot Sauna Box", app);
    await deleteWith(DEMO.owner, {
      lang: "",
      button: "Delete Account",
      field: "Current password",
      dialogText: "Your 3 saunas will be taken off Sauna Éire and 7 upcoming bookings cancelled; each guest is told by e-mail.",
      done: "Account deleted",
      shot: "host-delete-account-dialog",
    });
    await goneFromTheSite("Salthill Prom Sauna", salthill);
    await goneFromTheSite("Forty Foot Sauna Box", fortyFoot);
    // Another host's saunas stay.
    expect(await listedSaunaPath("Dingle Peninsula Sauna", app)).not.toBeNull();
  }, SLOW);

  it("is told in Irish too, and their saunas are gone from the Irish pages", async () => {
    const dingle = await saunaPath("Dingle Peninsula Sauna", app);
    await deleteWith(KERRY_HOST, {
      lang: "/ga",
      button: "Scrios an Cuntas",
      field: "Pasfhocal reatha",
      dialogText: "Bainfear do 2 shabhna de Sauna Éire agus cuirfear 1 áirithint atá le teacht ar ceal; cuirfear gach aoi ar an eolas trí ríomhphost.",
      done: "Cuntas scriosta",
      shot: "host-delete-account-dialog-ga",
    });
    await goneFromTheSite("Dingle Peninsula Sauna", `/ga${dingle}`);
  }, SLOW);

  it("says nothing of saunas to a guest", async () => {
    const page = await signedInPage(DEMO.guest);
    await visit(page, "/my-account/settings");
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Your profile, favourites, messages and sign-in are removed for good.", { exact: false }).waitFor();
    expect(await dialog.getByText("taken off Sauna Éire").count()).toBe(0);
    await page.close();
  });
});
