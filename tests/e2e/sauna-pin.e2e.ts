// Placing a sauna on the map (issue 24 item 3): in Sauna Settings the host drops the sauna's pin by
// clicking the map (or types the latitude and longitude, the keyboard's way), saves, and the
// sauna's public page shows the map, the coordinates and 'Get Directions' at that spot. The server
// refuses half a pin or a point outside Ireland beside the field; 'Remove the pin' takes the sauna
// off the map. (Onboarding's pin is in onboarding.e2e.ts.)
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LATITUDE_OUTSIDE_IRELAND, LONGITUDE_OUTSIDE_IRELAND, POSITION_BOTH_OR_NEITHER } from "#domain/sauna-position";
import { DEMO, lookAtBothSizes, newPage, saunaPath, setUpBrowser, signedInPage, toast, toastsGone, visit } from "./harness";
import { chooseSauna } from "./steps";

setUpBrowser();

const SAUNA = "Inchydoney Dunes Sauna";
/** Where the demo data puts it; put back afterwards for the other files. */
const DEMO_PIN = { latitude: "51.5967", longitude: "-8.8625" };

/** Sauna Settings' map section, once its map has loaded. */
async function locationSection(page: Page): Promise<Locator> {
  await visit(page, "/dashboard/settings");
  const section = page.getByRole("region", { name: "Location on the map", exact: true });
  await section.scrollIntoViewIfNeeded();
  await section.locator(".leaflet-container").waitFor();
  return section;
}

async function save(section: Locator, pin: { latitude: string; longitude: string }) {
  await section.getByLabel("Latitude").fill(pin.latitude);
  await section.getByLabel("Longitude").fill(pin.longitude);
  await section.getByRole("button", { name: "Save location" }).click();
}

/** The public page's Location section as a visitor sees it, its map loaded when there is one. */
async function publicLocation(path: string): Promise<{ page: Page; location: Locator }> {
  const page = await newPage();
  await visit(page, path);
  const location = page.getByRole("region", { name: "Location", exact: true });
  await location.scrollIntoViewIfNeeded();
  return { page, location };
}

describe("placing a sauna on the map in Sauna Settings", () => {
  let owner: Page;
  let path = "";
  beforeAll(async () => {
    path = await saunaPath(SAUNA);
    owner = await signedInPage(DEMO.owner);
    await chooseSauna(owner, SAUNA);
  });
  afterAll(async () => {
    const section = await locationSection(owner);
    await save(section, DEMO_PIN);
    await toast(owner, "Location saved").waitFor();
    await owner.context().close();
  });

  it("the host drops the pin by clicking the map, saves, and the sauna's page shows the map at that spot", async () => {
    const section = await locationSection(owner);
    // The map opens on the saved pin, and the fields hold it.
    expect(await section.getByLabel("Latitude").inputValue()).toBe(DEMO_PIN.latitude);
    expect(await section.getByLabel("Longitude").inputValue()).toBe(DEMO_PIN.longitude);
    await expect.poll(() => section.locator(".leaflet-marker-icon").count()).toBe(1);

    // A click up and to the right of the pin moves it north-east, and the fields follow.
    const map = section.getByTestId("pin-map");
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * 0.75, y: box.height * 0.25 } });
    await expect.poll(() => section.getByLabel("Latitude").inputValue()).not.toBe(DEMO_PIN.latitude);
    const lat = Number(await section.getByLabel("Latitude").inputValue());
    const lng = Number(await section.getByLabel("Longitude").inputValue());
    expect(lat).toBeGreaterThan(Number(DEMO_PIN.latitude));
    expect(lng).toBeGreaterThan(Number(DEMO_PIN.longitude));
    expect(lat - Number(DEMO_PIN.latitude)).toBeLessThan(0.05); // the map opened close in
    await section.getByText(`Pin at ${lat.toFixed(5)}, ${lng.toFixed(5)}`).waitFor();
    expect(await section.locator(".leaflet-marker-icon").count()).toBe(1);
    await lookAtBothSizes(owner, "sauna-pin-settings", { fullPage: false, atEachSize: () => section.scrollIntoViewIfNeeded() });

    await section.getByRole("button", { name: "Save location" }).click();
    await toast(owner, "Location saved", "Your sauna's page shows it on the map now.").waitFor();

    // A visitor's next look at the sauna's page: the map with its pin, the coordinates and directions there.
    const { page: visitor, location } = await publicLocation(path);
    await location.getByText(`${lat.toFixed(4)}, ${lng.toFixed(4)}`).waitFor();
    await location.locator(".leaflet-marker-icon").waitFor();
    const directions = await location.getByRole("link", { name: "Get Directions" }).getAttribute("href");
    expect(directions).toBe(`https://www.openstreetmap.org/directions?to=${lat}%2C${lng}`);
    await lookAtBothSizes(visitor, "sauna-pin-public", { fullPage: false, atEachSize: () => location.scrollIntoViewIfNeeded() });
    await visitor.context().close();

    // After a reload Sauna Settings holds the saved pin.
    const again = await locationSection(owner);
    expect(Number(await again.getByLabel("Latitude").inputValue())).toBe(lat);
    expect(Number(await again.getByLabel("Longitude").inputValue())).toBe(lng);
  });

  it("by keyboard: typed coordinates move the pin; the server refuses half a pin or a point outside Ireland beside the field", async () => {
    const section = await locationSection(owner);
    // On the map itself: the arrow keys move it, Enter drops the pin in its middle (north of the pin here).
    const before = Number(await section.getByLabel("Latitude").inputValue());
    await section.getByTestId("pin-map").focus();
    for (let i = 0; i < 3; i++) await owner.keyboard.press("ArrowUp");
    // Leaflet animates each move: Enter pressed before the first frame would drop the pin where it
    // was, so press it again until the map has moved (as a person would, watching the map).
    await expect
      .poll(async () => {
        await owner.keyboard.press("Enter");
        return Number(await section.getByLabel("Latitude").inputValue());
      })
      .toBeGreaterThan(before);
    // Typing places the pin without the map.
    await section.getByLabel("Latitude").fill("51.6012");
    await section.getByLabel("Longitude").fill("-8.8701");
    await section.getByText("Pin at 51.60120, -8.87010").waitFor();

    await section.getByLabel("Longitude").fill("");
    await section.getByText("Enter both latitude and longitude to place the pin.").waitFor();
    await section.getByRole("button", { name: "Save location" }).click();
    await section.getByText(POSITION_BOTH_OR_NEITHER).waitFor();
    await toast(owner, "Not saved", POSITION_BOTH_OR_NEITHER).waitFor();
    expect(await section.getByLabel("Longitude").getAttribute("aria-invalid")).toBe("true");
    expect(await section.getByLabel("Longitude").getAttribute("aria-describedby")).toContain("-error");

    // Latitude and longitude typed the wrong way round: neither is in Ireland.
    await save(section, { latitude: "-8.8701", longitude: "51.6012" });
    await section.getByText(LATITUDE_OUTSIDE_IRELAND).waitFor();
    await section.getByText(LONGITUDE_OUTSIDE_IRELAND).waitFor();
    expect(await section.getByLabel("Latitude").getAttribute("aria-invalid")).toBe("true");
    await toastsGone(owner);
    await lookAtBothSizes(owner, "sauna-pin-settings-errors", { fullPage: false, atEachSize: () => section.scrollIntoViewIfNeeded() });
  });

  it("removes the pin: the sauna's page then shows no map and no directions", async () => {
    const section = await locationSection(owner);
    await section.getByRole("button", { name: "Remove the pin" }).click();
    expect(await section.getByLabel("Latitude").inputValue()).toBe("");
    expect(await section.getByLabel("Longitude").inputValue()).toBe("");
    await expect.poll(() => section.locator(".leaflet-marker-icon").count()).toBe(0);
    await section.getByText("No pin yet: your sauna's page shows no map until you add one.").waitFor();
    expect(await section.getByRole("button", { name: "Remove the pin" }).isDisabled()).toBe(true);
    await section.getByRole("button", { name: "Save location" }).click();
    await toast(owner, "Pin removed").waitFor();

    const { page: visitor, location } = await publicLocation(path);
    await location.getByText("A map will appear once the host adds the sauna's coordinates.").waitFor();
    await location.getByText("Coordinates not available").waitFor();
    expect(await location.getByRole("link", { name: "Get Directions" }).count()).toBe(0);
    await visitor.context().close();
  });
});
