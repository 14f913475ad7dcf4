// The owner dashboard in Irish (issue 26): every /ga/dashboard page as the demo owner reads it,
// its own texts in Irish and none of its English left, dates by Intl in ga-IE, links that stay
// under /ga, a section's save whose toast is Irish on the Irish page, the CSV's headings in the
// request's language, axe on each Irish page, no sideways scrolling on a phone, and the whole
// Bookings table at 1280 px. The English dashboard keeps its words (its own e2e files assert
// them); a few are checked here side by side.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, expectAccessible, fitsTheScreen, PHONE, setUpBrowser, signedInPage, toast, visit } from "./harness";

setUpBrowser();

let owner: Page;
beforeAll(async () => {
  owner = await signedInPage(DEMO.owner);
  // Map tiles come from the internet; nothing here needs them.
  await owner.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});
afterAll(async () => {
  await owner?.context().close();
});

/** What a person reads on the page (not the hydration data, nor hidden attributes). */
const shown = (page: Page) => page.evaluate(() => document.body.innerText);

/** Each Irish page: texts it must show, and its English that must be gone. */
const PAGES: { path: string; irish: string[]; english: string[] }[] = [
  {
    path: "/ga/dashboard",
    irish: ["Painéal an Úinéara", "Forbhreathnú", "Áirithintí le teacht", "Gníomhartha tapa", "Gníomhaíocht le déanaí", "Cuir sabhna eile leis", "Féach ar an leathanach poiblí"],
    english: ["Owner Dashboard", "Overview", "Upcoming bookings", "Quick actions", "Recent activity", "Add another sauna", "View public page", "Unread messages"],
  },
  {
    path: "/ga/dashboard/bookings",
    irish: ["Easpórtáil go CSV", "Stádas", "Cuardaigh"],
    english: ["Export to CSV", "Status", "Search", "Show all bookings", "Scroll sideways in the table"],
  },
  {
    path: "/ga/dashboard/calendar",
    irish: ["Féilire", "Blocáil dátaí", "Sioncronaigh .ics", "Dátaí dúnta", "Áirithintí an lá sin"],
    english: ["Block out dates", "Sync .ics", "Closed dates", "Bookings that day", "Busy in your own calendar"],
  },
  {
    path: "/ga/dashboard/reviews",
    irish: ["Léirmheasanna", "Meánrátáil"],
    english: ["Average rating", "published review", "No reviews yet"],
  },
  {
    path: "/ga/dashboard/messages",
    irish: ["Teachtaireachtaí"],
    english: ["Choose a conversation to read it.", "No messages yet"],
  },
  {
    path: "/ga/dashboard/settings",
    irish: ["Socruithe an tSabhna", "Sonraí", "Suíomh ar an léarscáil", "Praghsanna", "Áiseanna", "Seisiúin agus infhaighteacht", "D'fhéilire féin", "Liostú", "Sábháil na praghsanna", "Do sheachtain"],
    english: ["Sauna Settings", "Location on the map", "Save prices", "Amenities", "Sessions and availability", "Your own calendar", "Pause listing", "Your week", "Remove the pin"],
  },
  {
    path: "/ga/dashboard/account",
    irish: ["Cuntas", "Próifíl", "Íocaíochtaí", "Fógraí", "Sábháil an phróifíl", "Áirithintí nua"],
    english: ["Profile", "Payments", "Notifications", "Save profile", "New bookings", "Business name"],
  },
];

describe("the owner dashboard in Irish", () => {
  it.each(PAGES)("$path reads in Irish, titled in Irish, its links staying under /ga, and passes axe", async ({ path, irish, english }) => {
    await visit(owner, path);
    expect(new URL(owner.url()).pathname).toBe(path);
    expect(await owner.getAttribute("html", "lang")).toBe("ga");
    expect(await owner.title()).toContain("Painéal an Úinéara");
    const text = await shown(owner);
    for (const words of irish) expect(text, words).toContain(words);
    for (const words of english) expect(text, words).not.toContain(words);
    // The sidebar's links, like every link of the page to our own pages, keep the language.
    const sidebar = owner.getByRole("navigation", { name: "Painéal an úinéara" });
    expect(await sidebar.getByRole("link", { name: "Áirithintí" }).getAttribute("href")).toBe("/ga/dashboard/bookings");
    await expectAccessible(owner);
  });

  it("writes the month, the weekdays and today's date in Irish by Intl", async () => {
    // Read from the server's HTML: Debian's Chromium, which runs these tests, has no Irish month or
    // weekday names in its Intl data (it writes "November" for ga-IE); browsers people use do.
    const html = await (await owner.request.get("/ga/dashboard/calendar")).text();
    const month = new Intl.DateTimeFormat("ga-IE", { month: "long", year: "numeric", timeZone: "Europe/Dublin" }).format(new Date());
    const today = new Intl.DateTimeFormat("ga-IE", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Dublin" }).format(new Date());
    for (const words of [month, today, ">Luan<", ">Domh<"]) expect(html, words).toContain(words);
  });

  it("saves a section and says so in Irish, staying on the Irish page", async () => {
    await visit(owner, "/ga/dashboard/settings");
    const prices = owner.getByRole("region", { name: "Praghsanna" });
    await prices.getByRole("button", { name: "Sábháil na praghsanna" }).click();
    await toast(owner, "Praghsanna sábháilte", "Úsáideann áirithintí nua iad as seo amach.").waitFor();
    expect(new URL(owner.url()).pathname).toBe("/ga/dashboard/settings");
    await expectAccessible(owner);
  });

  it("writes the CSV export in the request's language, English unchanged", async () => {
    const irish = await (await owner.request.get("/ga/dashboard/bookings/export.csv")).text();
    expect(irish.split("\r\n")[0]).toBe("\uFEFFAitheantas áirithinte,Aoi,Dáta,Tús,Deireadh,Cineál,Aíonna,Stádas,Iomlán (€),D'íocaíocht (€),Aisíoc (€),Cúis an chealaithe");
    const english = await (await owner.request.get("/dashboard/bookings/export.csv")).text();
    expect(english.split("\r\n")[0]).toBe("\uFEFFBooking ID,Guest,Date,Start,End,Type,Guests,Status,Total (€),Your payout (€),Refund (€),Cancellation reason");
    // The same bookings, each with its type and status in the file's language.
    const ids = (csv: string) => csv.split("\r\n").slice(1).map((row) => row.split(",")[0]);
    expect(ids(irish)).toEqual(ids(english));
    expect(english).toMatch(/Private Session|Shared Session|Group Session/);
    expect(irish).not.toMatch(/Private Session|Shared Session|Group Session|Confirmed|Completed|Cancelled/);
  });

  it("keeps the English dashboard in English", async () => {
    await visit(owner, "/dashboard");
    expect(await owner.getAttribute("html", "lang")).toBe("en-IE");
    expect(await owner.title()).toBe("Overview · Owner Dashboard · Sauna Éire");
    const text = await shown(owner);
    for (const words of ["Owner Dashboard", "Quick actions", "Recent activity", "Upcoming bookings"]) expect(text).toContain(words);
    for (const words of ["Painéal an Úinéara", "Gníomhartha tapa"]) expect(text).not.toContain(words);
  });

  it("shows the whole Bookings table at 1280 px, in Irish as in English: no sideways scrolling, each booking's Cancel in view", async () => {
    for (const [path, table, cancel] of [["/ga/dashboard/bookings", "Tábla na n-áirithintí", /^Cuir áirithint/], ["/dashboard/bookings", "Bookings table", /^Cancel booking/]] as const) {
      await visit(owner, path);
      const box = owner.getByRole("region", { name: table });
      const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll, path).toBeLessThanOrEqual(client);
      const edge = (await box.boundingBox())!;
      const button = (await box.getByRole("button", { name: cancel }).first().boundingBox())!;
      expect(button.x + button.width, path).toBeLessThanOrEqual(edge.x + edge.width);
    }
  });

  it("fits a phone's screen in Irish, and passes axe there", async () => {
    const phone = await signedInPage(DEMO.owner, PHONE);
    await phone.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    for (const path of ["/ga/dashboard", "/ga/dashboard/bookings", "/ga/dashboard/calendar", "/ga/dashboard/settings", "/ga/dashboard/account"]) {
      await visit(phone, path);
      await fitsTheScreen(phone, PHONE.width);
    }
    await expectAccessible(phone);
    await phone.context().close();
  });
});
