// The admin area in Irish (issue 26): every /ga/admin page opens for an administrator with the
// sidebar and its own texts in Irish, none of their English left, links staying under /ga; axe on
// the most used pages; a row's action answers with its toast in Irish and stays on /ga. The same
// pages at /admin keep their English.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DEMO, expectAccessible, setUpBrowser, signedInPage, toast, visit } from "./harness";

setUpBrowser();

/** What a person reads on the page: its visible text and its title, in lower case (column heads are shown in capitals). */
async function reads(page: Page): Promise<string> {
  return `${await page.title()}\n${await page.evaluate(() => document.body.innerText)}`.toLowerCase();
}

/** `expect(text).toContain(part)` as `reads` has it, in lower case. */
const has = (text: string, part: string, what: string) => expect(text, what).toContain(part.toLowerCase());
const lacks = (text: string, part: string, what: string) => expect(text, what).not.toContain(part.toLowerCase());

/** Each page's Irish texts, and the English ones it showed before (and still shows at /admin). */
const PAGES: { path: string; irish: string[]; english: string[] }[] = [
  {
    path: "/admin",
    irish: ["Deais an Riaracháin", "Gníomhaíocht le déanaí", "Áirithintí, le 7 lá anuas", "Ar Ais chuig an Suíomh", "Deais · Riarachán · Sauna Éire"],
    english: ["Admin Dashboard", "Recent activity", "Bookings, last 7 days", "Back to Site", "Reviews awaiting moderation"],
  },
  {
    path: "/admin/saunas",
    irish: ["Bainistíocht Sabhnaí", "Déan modhnóireacht agus bainistíocht ar gach liostú sabhna", "Gach stádas", "Gníomhartha", "Ag taispeáint"],
    english: ["Saunas Management", "Moderate and manage all sauna listings", "All statuses", "Featured saunas lead", "Showing"],
  },
  {
    path: "/admin/owners",
    irish: ["Bainistíocht Úinéirí", "Fíoraigh agus bainistigh cuntais ghnó", "Féach ar na Sonraí"],
    english: ["Owners Management", "Verify & manage business accounts", "View Details", "Not Connected"],
  },
  {
    path: "/admin/users",
    irish: ["Bainistíocht Úsáideoirí", "Bainistigh cuntais an phobail", "Cláraithe"],
    english: ["Users Management", "Manage community accounts", "View Details", "Unverified"],
  },
  {
    path: "/admin/bookings",
    irish: ["Bainistíocht Áirithintí", "Aitheantas na hÁirithinte", "Gach stádas"],
    english: ["Bookings Management", "Oversee all platform transactions", "Booking ID", "All statuses"],
  },
  {
    path: "/admin/reviews",
    irish: ["Modhnóireacht Léirmheasanna", "Léirmheastóir", "Is iad na léirmheasanna molta scéalta an phobail"],
    english: ["Reviews Moderation", "Approve, reject and flag what guests write", "Reviewer", "Featured reviews are"],
  },
  {
    path: "/admin/payouts",
    irish: ["De réir óstaigh", "Mórleabhar an choimisiúin", "Dearbháin bhronntanais", "Easpórtáil CSV", "Coimisiún tuillte"],
    english: ["By host", "The commission ledger", "Gift vouchers", "Export CSV", "Commission earned"],
  },
  {
    // The suite's shared app has no maps search key: the page says so (admin-listings.e2e.ts searches with one).
    path: "/admin/discovery",
    irish: ["Níl an cuardach socraithe", "Cuardaigh na léarscáileanna le haghaidh sabhnaí", "Níl eochair chuardaigh léarscáileanna", "Aimsigh Sabhnaí · Riarachán · Sauna Éire"],
    english: ["Discovery is not configured", "Search the maps for saunas", "The server has no maps search key", "restart the app"],
  },
  {
    path: "/admin/content",
    irish: ["Ailt na hIrise", "Alt Nua", "nóiméad le léamh", "Cuir in Eagar", "Ábhar · Riarachán · Sauna Éire"],
    english: ["Blog articles. Published ones show", "New Article", "min read", "Unpublish"],
  },
  {
    path: "/admin/content/new",
    irish: ["Gach alt", "Am léite (nóiméid)", "Achoimre", "Sábháil an Dréacht", "Sábháil agus Foilsigh", "JPG, PNG, GIF nó WebP"],
    english: ["All articles", "Read time (minutes)", "Summary", "Save Draft", "Save and Publish", "at most 5 MB"],
  },
  {
    path: "/admin/reports",
    irish: ["Na 12 mhí seo caite", "Áirithintí de réir an dáta a rinneadh iad", "Luach iomlán na n-áirithintí", "Mí ar mhí", "Easpórtáil CSV", "Tuairiscí · Riarachán · Sauna Éire"],
    english: ["Last 12 months", "Bookings by the date they were made", "Gross booking value", "Month by month", "Export CSV"],
  },
  {
    path: "/admin/settings",
    irish: ["Téarmaí áirithinte", "Ráta coimisiúin (%)", "Sábháil na Socruithe"],
    english: ["Booking terms", "Commission rate (%)", "Save Settings"],
  },
];

describe("the admin area in Irish", () => {
  let admin: Page;

  beforeAll(async () => {
    admin = await signedInPage(DEMO.superadmin);
  });

  it("shows each page in Irish at /ga/admin, with none of its English, and in English at /admin", async () => {
    for (const { path, irish, english } of PAGES) {
      await visit(admin, `/ga${path}`);
      await admin.getByText(irish[0]).first().waitFor();
      const ga = await reads(admin);
      for (const text of irish) has(ga, text, `${path} in Irish`);
      for (const text of english) lacks(ga, text, `${path} in Irish`);
      // The sidebar's links stay in Irish.
      expect(await admin.getByRole("link", { name: "Léirmheasanna" }).first().getAttribute("href")).toBe("/ga/admin/reviews");

      await visit(admin, path);
      const en = await reads(admin);
      has(en, english[0], `${path} in English`);
      lacks(en, irish[0], `${path} in English`);
    }
  });

  it("opens a member, an owner and a booking from their lists, still in Irish", async () => {
    const details: { list: string; irish: string[]; english: string[] }[] = [
      { list: "/ga/admin/users", irish: ["Ar Ais chuig na hÚsáideoirí", "Rochtain ar an gcuntas", "Ríomhphost"], english: ["Back to Users", "Account access", "E-mail"] },
      { list: "/ga/admin/owners", irish: ["Ar Ais chuig na hÚinéirí", "Fíorú", "Ainm gnó"], english: ["Back to Owners", "Verification", "Business name"] },
      { list: "/ga/admin/bookings", irish: ["Ar Ais chuig na hÁirithintí", "Mórleabhar", "Iomlán a d'íoc an t-aoi"], english: ["Back to Bookings", "Ledger", "Total paid by the guest"] },
    ];
    for (const { list, irish, english } of details) {
      await visit(admin, list);
      await admin.getByRole("link", { name: /^Féach ar na Sonraí/ }).first().click();
      await admin.getByText(irish[0]).waitFor();
      expect(new URL(admin.url()).pathname).toMatch(/^\/ga\/admin\//);
      const ga = await reads(admin);
      for (const text of irish) has(ga, text, `${admin.url()} in Irish`);
      for (const text of english) lacks(ga, text, `${admin.url()} in Irish`);
    }
  });

  it("tells an administrator in Irish why their own account has no suspend button", async () => {
    await visit(admin, `/ga/admin/users?q=${encodeURIComponent(DEMO.superadmin)}`);
    await admin.getByRole("link", { name: /^Féach ar na Sonraí/ }).first().click();
    await admin.getByText("Ní féidir leat do chuntas féin a chur ar fionraí.").waitFor();
    lacks(await reads(admin), "You can't suspend your own account.", "the admin's own page in Irish");
  });

  it("opens an article's editor from Content, and shows Reports week by week with its charts and CSV, still in Irish", async () => {
    await visit(admin, "/ga/admin/content");
    expect(await admin.getByRole("link", { name: "Alt Nua" }).getAttribute("href")).toBe("/ga/admin/content/new");
    await admin.getByRole("link", { name: /^Cuir .+ in eagar$/ }).first().click();
    await admin.getByRole("heading", { level: 1, name: "Cuir an tAlt in Eagar" }).waitFor();
    expect(new URL(admin.url()).pathname).toMatch(/^\/ga\/admin\/content\//);
    const article = await reads(admin);
    for (const text of ["Gach alt", "Teideal", "Catagóir", "Sábháil"]) has(article, text, "an article in Irish");
    for (const text of ["All articles", "Edit Article", "Read time", "Save and"]) lacks(article, text, "an article in Irish");

    await visit(admin, "/ga/admin/reports");
    await admin.getByRole("link", { name: "Na 12 seachtain seo caite" }).click();
    await admin.waitForURL((u) => u.pathname === "/ga/admin/reports" && u.searchParams.get("period") === "weeks");
    await admin.getByRole("heading", { level: 2, name: "Seachtain ar sheachtain" }).waitFor();
    await admin.getByText("Áirithintí a rinneadh").waitFor();
    await admin.locator(".recharts-surface").first().waitFor();
    const weeks = await reads(admin);
    for (const text of ["Seachtain dar tús", "Ioncam", "Coimisiún tuillte"]) has(weeks, text, "Reports by week in Irish");
    for (const text of ["Week by week", "Week of", "Bookings made", "Revenue", "Commission earned"]) lacks(weeks, text, "Reports by week in Irish");
    // The chart's axis names the weeks in Irish ("5 Ean"), from the written calendar, not the browser's.
    const axis = await admin.locator(".recharts-surface text").allTextContents();
    expect(axis.join(" ")).toMatch(/\d{1,2} (Ean|Feabh|Márta|Aib|Beal|Meith|Iúil|Lún|MFómh|DFómh|Samh|Noll)/);

    const csv = await admin.request.get(`${baseUrl()}/ga/admin/reports/series.csv?period=weeks`);
    const text = (await csv.text()).replace(/^\uFEFF/, "");
    expect(text.split(/\r?\n/)[0]).toBe("Tréimhse,Tús,Áirithintí,Luach iomlán na n-áirithintí (€),Coimisiún tuillte (€),Aisíocaíochtaí (€)");
    expect(text.split(/\r?\n/)[1]).toMatch(/^Seachtain dar tús \d{1,2} \p{L}+( \p{L}+)? \d{4},/u);
    const english = (await (await admin.request.get(`${baseUrl()}/admin/reports/series.csv?period=weeks`)).text()).replace(/^\uFEFF/, "");
    expect(english.split(/\r?\n/)[0]).toBe("Period,Starts,Bookings,Gross booking value (€),Commission earned (€),Refunds (€)");
    expect(english.split(/\r?\n/)[1]).toMatch(/^Week of \d{1,2} [A-Z][a-z]+ \d{4},/);
  });

  it("unpublishes an article and publishes it again with toasts in Irish, staying on /ga", async () => {
    await visit(admin, "/ga/admin/content");
    const unpublish = admin.getByRole("button", { name: /^Dífhoilsigh / }).first();
    const title = (await unpublish.getAttribute("aria-label"))!.replace(/^Dífhoilsigh /, "");
    await unpublish.click();
    await toast(admin, "Alt dífhoilsithe", `Níl “${title}” ar an leathanach baile ná san Iris a thuilleadh.`).waitFor();
    expect(admin.url()).toBe(`${baseUrl()}/ga/admin/content`);
    // Published again as it was (its date kept), saying so in Irish.
    await admin.getByRole("button", { name: `Foilsigh ${title}`, exact: true }).click();
    await toast(admin, "Alt foilsithe", `Tá “${title}” ar an leathanach baile agus san Iris anois.`).waitFor();
    await admin.getByRole("button", { name: `Dífhoilsigh ${title}`, exact: true }).waitFor();
  });

  it("passes axe on the Irish Dashboard, Saunas, Reviews and Users", async () => {
    for (const path of ["/ga/admin", "/ga/admin/saunas", "/ga/admin/reviews", "/ga/admin/users"]) {
      await visit(admin, path);
      await expectAccessible(admin);
    }
  });

  it("answers a review's featured star with its toast in Irish, staying on /ga", async () => {
    await visit(admin, "/ga/admin/reviews?status=published");
    const star = admin.getByRole("button", { name: /^Mol léirmheas / }).first();
    const was = await star.getAttribute("aria-pressed");
    await star.click();
    await toast(admin, was === "true" ? "Bainte de na cinn mholta" : "Curtha leis na cinn mholta").waitFor();
    expect(admin.url()).toBe(`${baseUrl()}/ga/admin/reviews?status=published`);
    // Back as it was, saying so in Irish too.
    await expect.poll(() => star.getAttribute("aria-pressed")).not.toBe(was);
    await star.click();
    await toast(admin, was === "true" ? "Curtha leis na cinn mholta" : "Bainte de na cinn mholta").waitFor();
    await expect.poll(() => star.getAttribute("aria-pressed")).toBe(was);
  });

  it("turns a guest away from /ga/admin with 'Access Denied' in Irish, to the Irish home page", async () => {
    const guest = await signedInPage(DEMO.guest);
    await visit(guest, "/ga/admin/reviews");
    await guest.waitForURL((u) => u.pathname === "/ga");
    await toast(guest, "Cead Diúltaithe", "Is do riarthóirí amháin an chuid seo").waitFor();
    await guest.context().close();
  });
});
