// A mobile sauna where it is on the day (issue 24 item 2). The demo's Forty Foot Sauna Box tours
// Dublin's and Wicklow's beaches (server/db/demo-data/demo-stops.ts): its page says where it is
// today and lists the coming stops; choosing a booking date (or a stop) moves the map, address,
// coordinates and 'Nearby' to that day's stop, in the address so a shared link shows the same day.
// In Sauna Settings its host adds a stop with a pin dropped on the map, the page shows it on its
// days, an overlap with another stop is refused by name, and the host removes the stop again.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STOP_FIRST_DAY_REQUIRED, STOP_PIN_REQUIRED, STOP_PLACE_REQUIRED } from "#domain/sauna-stop-schema";
import { expectAccessible, DEMO, lookAtBothSizes, newPage, saunaPath, setUpBrowser, signedInPage, toast, toastsGone, visit } from "./harness";
import { chooseSauna, dayLabel, daysAhead } from "./steps";

setUpBrowser();

const SAUNA = "Forty Foot Sauna Box";
/** A day for the host's new stop, clear of the demo's stops (the last ends 38 days ahead). */
const NEW_STOP = { from: 45, to: 48 };

/** The page's Location section, scrolled into view. */
async function locationOf(page: Page): Promise<Locator> {
  const location = page.getByRole("region", { name: "Location", exact: true });
  // Right after the date changes the section may be replaced as it hydrates with that day's
  // data, under the scroll: then scroll to the new one.
  await expect.poll(() => location.scrollIntoViewIfNeeded().then(() => true, () => false)).toBe(true);
  return location;
}

describe("a mobile sauna's page shows where it is on the chosen date", () => {
  let path = "";
  let page: Page;
  beforeAll(async () => {
    path = await saunaPath(SAUNA);
    page = await newPage();
  });
  afterAll(async () => {
    await page.context().close();
  });

  it("today first: where it is, its coming stops, and the map at today's stop", async () => {
    await visit(page, path);
    const location = await locationOf(page);
    await location.getByText("Today this mobile sauna is at Seapoint Beach, Dublin", { exact: false }).waitFor();
    const stops = location.getByRole("list", { name: "Coming stops" });
    expect(await stops.getByRole("link").allTextContents()).toEqual([
      expect.stringContaining("Seapoint Beach"), expect.stringContaining("Killiney Beach"), expect.stringContaining("Brittas Bay South"), expect.stringContaining("Bettystown Beach"),
    ]);
    expect(await stops.getByRole("link", { name: /Seapoint Beach/ }).getAttribute("aria-current")).toBe("true");
    await location.getByText("Seapoint Avenue, Monkstown, Co. Dublin A94 X2C8").waitFor();
    await location.getByText("53.2996, -6.1650").waitFor();
    await location.locator(".leaflet-marker-icon").waitFor();
    expect(await location.getByRole("link", { name: "Get Directions" }).getAttribute("href")).toBe("https://www.openstreetmap.org/directions?to=53.2996%2C-6.165");
    await expectAccessible(page);
  });

  it("choosing a booking date moves the map, address and 'Nearby' to that day's stop, and the date goes in the address", async () => {
    await visit(page, path);
    const killineyDay = daysAhead(9);
    await page.locator("#booking-date").fill(killineyDay);
    await page.getByText("That day it is at Killiney Beach, Dublin.").waitFor();
    // (The address only: what the page shows next is waited for below, not every image's load.)
    await page.waitForURL((u) => u.searchParams.get("date") === killineyDay, { waitUntil: "commit" });
    const location = await locationOf(page);
    await location.getByText(`On ${dayLabel(killineyDay)} this mobile sauna is at Killiney Beach`, { exact: false }).waitFor();
    await location.getByText("53.2567, -6.1129").waitFor();

    // A coming stop is a link to its first day: the booking date follows, and so does 'Nearby'.
    await location.getByRole("link", { name: /Brittas Bay South/ }).click();
    await page.waitForURL((u) => u.searchParams.get("date") === daysAhead(16), { waitUntil: "commit" });
    await location.getByText("52.8621, -6.0555").waitFor();
    expect(await page.locator("#booking-date").inputValue()).toBe(daysAhead(16));
    await location.getByRole("list", { name: "Nearby saunas" }).getByText("Brittas Bay Beach Sauna").waitFor();
    await lookAtBothSizes(page, "mobile-sauna-stop", { fullPage: false, atEachSize: () => location.scrollIntoViewIfNeeded() });
  });

  it("a day without a stop is at its usual place; a shared link shows the same day", async () => {
    await visit(page, path);
    const location = await locationOf(page);
    const homeDay = daysAhead(5);
    await page.locator("#booking-date").fill(homeDay);
    await page.getByText("That day it is at its usual place: Sandycove Point, Dún Laoghaire, Co. Dublin A96 K2F4.").waitFor();
    await location.getByText(`On ${dayLabel(homeDay)} this mobile sauna has no stop planned: it is at its usual place.`).waitFor();
    await location.getByText("53.2887, -6.1136").waitFor();

    // The same address opened afresh (a shared link, before any script): the same day.
    const shared = await newPage();
    await visit(shared, `${path}?date=${daysAhead(9)}`);
    await (await locationOf(shared)).getByText("this mobile sauna is at Killiney Beach", { exact: false }).waitFor();
    expect(await shared.locator("#booking-date").inputValue()).toBe(daysAhead(9));
    await shared.context().close();
  });
});

describe("the host keeps the location schedule in Sauna Settings", () => {
  let owner: Page;
  let path = "";
  beforeAll(async () => {
    path = await saunaPath(SAUNA);
    owner = await signedInPage(DEMO.owner);
    await chooseSauna(owner, SAUNA);
  });
  afterAll(async () => {
    await owner.context().close();
  });

  async function schedule(): Promise<Locator> {
    await visit(owner, "/dashboard/settings");
    const section = owner.getByRole("region", { name: "Location schedule", exact: true });
    await section.scrollIntoViewIfNeeded();
    return section;
  }

  it("refuses an empty stop, each field saying what it needs", async () => {
    const section = await schedule();
    await section.getByRole("list", { name: "Planned stops" }).getByText(/Seapoint Beach/).waitFor();
    const form = section.getByRole("form", { name: "Add a stop" });
    await form.getByRole("button", { name: "Add stop" }).click();
    await form.getByText(STOP_FIRST_DAY_REQUIRED).waitFor();
    await form.getByText(STOP_PLACE_REQUIRED).waitFor();
    await form.getByText(STOP_PIN_REQUIRED).first().waitFor();
    expect(await form.getByLabel("Place name").getAttribute("aria-invalid")).toBe("true");
  });

  it("adds a stop with a pin dropped on the map, and refuses another on one of its days by name", async () => {
    const section = await schedule();
    const planned = section.getByRole("list", { name: "Planned stops" });
    const form = section.getByRole("form", { name: "Add a stop" });
    await form.getByLabel("First day").fill(daysAhead(NEW_STOP.from));
    await form.getByLabel("Last day").fill(daysAhead(NEW_STOP.to));
    await form.getByLabel("Place name").fill("Skerries South Strand");
    await form.getByLabel("County").selectOption("Dublin");
    await form.getByLabel("Address").fill("South Strand, Skerries, Co. Dublin K34 E2V1");
    // The pin: a click on the map (it opens on Ireland) drops it, and the fields follow.
    await form.locator(".leaflet-container").waitFor();
    const map = form.getByTestId("pin-map");
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
    await expect.poll(() => form.getByLabel("Latitude").inputValue()).not.toBe("");
    await form.getByText(/^Pin at /).waitFor();
    await toastsGone(owner);
    await lookAtBothSizes(owner, "mobile-sauna-stops-settings", { fullPage: false, atEachSize: () => form.scrollIntoViewIfNeeded() });
    // Fine-tuned by typing, as a host does from their phone's map app.
    await form.getByLabel("Latitude").fill("53.5773");
    await form.getByLabel("Longitude").fill("-6.1002");
    await form.getByRole("button", { name: "Add stop" }).click();
    await toast(owner, "Stop added", "Skerries South Strand").waitFor();
    await planned.getByText(/Skerries South Strand/).waitFor();
    // The form is empty again for the next stop.
    expect(await form.getByLabel("Place name").inputValue()).toBe("");

    // An overlap with another stop is refused by name.
    await form.getByLabel("First day").fill(daysAhead(NEW_STOP.to));
    await form.getByLabel("Last day").fill(daysAhead(NEW_STOP.to + 2));
    await form.getByLabel("Place name").fill("Loughshinny");
    await form.getByLabel("County").selectOption("Dublin");
    await form.getByLabel("Address").fill("Loughshinny, Co. Dublin");
    await form.getByLabel("Latitude").fill("53.5458");
    await form.getByLabel("Longitude").fill("-6.0844");
    await form.getByRole("button", { name: "Add stop" }).click();
    await toast(owner, "Not saved", "Your sauna is already at Skerries South Strand on").waitFor();
  });

  it("guests see the new stop on its days; the host removes it", async () => {
    const visitor = await newPage();
    await visit(visitor, `${path}?date=${daysAhead(NEW_STOP.from + 1)}`);
    const location = await locationOf(visitor);
    await location.getByText("this mobile sauna is at Skerries South Strand, Dublin", { exact: false }).waitFor();
    await location.getByText("53.5773, -6.1002").waitFor();
    await visitor.context().close();

    const section = await schedule();
    const planned = section.getByRole("list", { name: "Planned stops" });
    await planned.getByRole("button", { name: "Remove the stop at Skerries South Strand" }).click();
    await toast(owner, "Stop removed").waitFor();
    await expect.poll(() => planned.getByText(/Skerries South Strand/).count()).toBe(0);
  });

  it("changes a stop by keyboard: the form takes the stop, and its save shows at once", async () => {
    const section = await schedule();
    const planned = section.getByRole("list", { name: "Planned stops" });
    await planned.getByRole("button", { name: "Change the stop at Bettystown Beach" }).focus();
    await owner.keyboard.press("Enter");
    const form = section.getByRole("form", { name: "Change the stop at Bettystown Beach" });
    await form.waitFor();
    expect(await form.getByLabel("Place name").inputValue()).toBe("Bettystown Beach");
    await form.getByLabel("Address").fill("Beach Road car park, Bettystown, Co. Meath A92 P4X1");
    await form.getByRole("button", { name: "Save stop" }).click();
    await toast(owner, "Stop saved").waitFor();
    await planned.getByText("Beach Road car park, Bettystown, Co. Meath A92 P4X1", { exact: false }).waitFor();
    await section.getByRole("form", { name: "Add a stop" }).waitFor();
    // Put back for the other files.
    await planned.getByRole("button", { name: "Change the stop at Bettystown Beach" }).click();
    const again = section.getByRole("form", { name: "Change the stop at Bettystown Beach" });
    await again.getByLabel("Address").fill("Beach Road, Bettystown, Co. Meath A92 P4X1");
    await again.getByRole("button", { name: "Save stop" }).click();
    await toast(owner, "Stop saved").waitFor();
  });
});
