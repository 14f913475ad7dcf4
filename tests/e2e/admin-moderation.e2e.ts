// Issue 20 in Chromium: admin moderation that asks first and leaves nobody stranded. Suspend says
// how many upcoming bookings there are and asks for a reason; the guest's booking then reads
// 'Cancelled by Sauna Éire' with the reason and a full refund, and the sauna's link shows her what
// she booked instead of 'Sauna Not Found' (a visitor still gets that). Reject and Activate ask
// first; Delete explains why a booked sauna can't go and deletes one nobody booked; Add Sauna
// takes the Edit Sauna fields and a status; an admin cancels a booking with a reason from its
// details. A plain admin's sidebar has no Discover Saunas. Each dialog is screenshotted at 1280
// and 375 px and checked with axe. This file starts its own app: it changes the demo data.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setUpApp, startAppServer } from "./app-server";
import { DEMO, DESKTOP, fitsTheScreen, numberedClients, PHONE, screenshot, screenshotAndAxe, setUpBrowser, toast, visit } from "./harness";

setUpBrowser();
const app = setUpApp(() => startAppServer());
const { page: pageOf, signedInPage } = numberedClients(app);

/** The sauna's row on admin Saunas (one search away). */
async function saunaRow(page: Page, name: string) {
  await visit(page, `/admin/saunas?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await row.first().waitFor();
  return row;
}

const widthName = (page: Page) => (page.viewportSize()!.width === PHONE.width ? "phone" : "desktop");

/** A dialog as the screen shows it (a whole-page picture of a long list behind it shows little), and axe on it. */
async function lookAt(page: Page, name: string) {
  await screenshotAndAxe(page, `${name}-${widthName(page)}`, { fullPage: false });
}

describe("the admin sidebar", () => {
  it("offers Discover Saunas to a super admin only, and a plain admin is still refused it", async () => {
    const admin = await signedInPage(DEMO.admin);
    await visit(admin, "/admin");
    const nav = admin.getByRole("navigation", { name: "Admin" });
    await nav.getByRole("link", { name: "Saunas" }).waitFor();
    expect(await nav.getByRole("link", { name: "Discover Saunas" }).count()).toBe(0);
    await visit(admin, "/admin/discovery");
    await admin.waitForURL((u) => u.pathname === "/");
    await toast(admin, "Access Denied", "You don't have permission to access this area").waitFor();

    const superAdmin = await signedInPage(DEMO.superadmin);
    await visit(superAdmin, "/admin");
    await superAdmin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Discover Saunas" }).waitFor();
  });
});

describe("suspending a sauna with a guest's booking", () => {
  const name = "Kinsale Harbour Sauna";

  it("says how many upcoming bookings go, asks for a reason, and cancels them", async () => {
    const guest = await signedInPage(DEMO.guest);
    await visit(guest, "/my-account/bookings");
    const card = guest.getByRole("article").filter({ hasText: name });
    await card.getByText("Confirmed", { exact: true }).waitFor();

    const admin = await signedInPage(DEMO.admin);
    const row = await saunaRow(admin, name);
    await row.getByRole("button", { name: `Suspend ${name}` }).click();
    const dialog = admin.getByRole("alertdialog", { name: `Suspend ${name}?` });
    await dialog.getByText("Its one upcoming booking will be cancelled with a full refund of whatever was paid online, and the guest told why by e-mail.", { exact: false }).waitFor();
    // An unclaimed listing: nobody to e-mail but the guest.
    await dialog.getByText("It has no verified host to tell.", { exact: false }).waitFor();
    await dialog.getByText("Every guest whose booking is cancelled reads this in their e-mail.").waitFor();
    // No reason: the dialog says what is missing, beside the field, and nothing happens.
    await dialog.getByRole("button", { name: "Suspend sauna" }).click();
    await dialog.getByText("Please give a reason: the host and any guests affected will read it").waitFor();
    expect(await dialog.getByLabel("Reason").getAttribute("aria-invalid")).toBe("true");
    await lookAt(admin, "admin-suspend-dialog");
    // Changing one's mind changes nothing.
    await dialog.getByRole("button", { name: "Keep as it is" }).click();
    await dialog.waitFor({ state: "detached" });
    await row.getByText("active", { exact: true }).waitFor();

    await row.getByRole("button", { name: `Suspend ${name}` }).click();
    await dialog.getByLabel("Reason").fill("The fire safety certificate has expired");
    await dialog.getByRole("button", { name: "Suspend sauna" }).click();
    await toast(admin, "Sauna suspended", "1 upcoming booking was cancelled with a full refund of whatever was paid online, and the guest has been told.").waitFor();
    await row.getByText("suspended", { exact: true }).waitFor();

    // A listing with a host and several guests says so.
    const salthill = await saunaRow(admin, "Salthill Prom Sauna");
    await salthill.getByRole("button", { name: "Suspend Salthill Prom Sauna" }).click();
    const busy = admin.getByRole("alertdialog", { name: "Suspend Salthill Prom Sauna?" });
    await busy.getByText(/Its 3 upcoming bookings will be cancelled with a full refund of whatever was paid online, and each guest told why by e-mail\. The host is told by e-mail, with your reason\./).waitFor();
    await busy.getByText("The host reads this, and so does every guest whose booking is cancelled.").waitFor();
    await busy.getByRole("button", { name: "Keep as it is" }).click();
    await busy.waitFor({ state: "detached" });

    // The guest: cancelled by us, with the reason and the refund; no Cancel or Add to Calendar left.
    await visit(guest, "/my-account/bookings");
    await card.getByText("Cancelled", { exact: true }).waitFor();
    await card.getByText(`Cancelled by Sauna Éire: The fire safety certificate has expired`).waitFor();
    await card.getByText("Nothing to refund: you'd have paid at the sauna.").waitFor();
    await card.getByText("This sauna is no longer listed on Sauna Éire.").waitFor();
    expect(await card.getByRole("button", { name: "Cancel" }).count()).toBe(0);
    expect(await card.getByRole("link", { name: "Add to Calendar" }).count()).toBe(0);
    await card.getByRole("button", { name: "View Details" }).click();
    await card.getByText("Kinsale, Cork, Ireland").waitFor();
    await card.getByText("Pier Road, Kinsale, Co. Cork P17 W620").waitFor();
    await screenshotAndAxe(guest, "my-bookings-suspended-sauna-desktop");

    // The sauna's link: what she booked, not a bare 'Sauna Not Found'.
    await card.getByRole("link", { name }).click();
    await guest.waitForURL((u) => u.pathname.startsWith("/sauna/"));
    await guest.getByRole("heading", { name, level: 1 }).waitFor();
    await guest.getByText("This listing is no longer available on Sauna Éire.", { exact: false }).waitFor();
    await guest.getByRole("heading", { name: "Your bookings here" }).waitFor();
    // Booked to pay at the sauna: nothing was paid, so nothing is said to be refunded.
    await guest.getByText("€45.00 · nothing to refund: you'd have paid at the sauna", { exact: false }).waitFor();
    expect(await guest.getByText("refunded", { exact: false }).count()).toBe(0);
    expect(await guest.getByText("Sauna Not Found").count()).toBe(0);
    const saunaPath = new URL(guest.url()).pathname;
    await screenshotAndAxe(guest, "sauna-no-longer-listed-desktop");
    const response = await visit(guest, saunaPath);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toContain("no-store");

    const phone = await signedInPage(DEMO.guest, PHONE);
    await visit(phone, saunaPath);
    await phone.getByText("This listing is no longer available on Sauna Éire.", { exact: false }).waitFor();
    await fitsTheScreen(phone, PHONE.width);
    await screenshotAndAxe(phone, "sauna-no-longer-listed-phone");
    await visit(phone, "/my-account/bookings");
    await phone.getByRole("article").filter({ hasText: name }).getByText(/Cancelled by Sauna Éire/).waitFor();
    await fitsTheScreen(phone, PHONE.width);
    await screenshot(phone, "my-bookings-suspended-sauna-phone");

    // Anyone else: 'Sauna Not Found', as before.
    const visitor = await pageOf();
    await visit(visitor, saunaPath);
    await visitor.getByRole("heading", { name: "Sauna Not Found" }).waitFor();
    expect(await visitor.getByText("Your bookings here").count()).toBe(0);
  });

  it("says in Irish too that what was paid online is refunded in full", async () => {
    const admin = await signedInPage(DEMO.admin);
    await visit(admin, `/ga/admin/saunas?q=${encodeURIComponent("Salthill Prom Sauna")}`);
    await admin.getByRole("row").filter({ hasText: "Salthill Prom Sauna" }).getByRole("button", { name: "Cuir ar fionraí: Salthill Prom Sauna" }).click();
    const dialog = admin.getByRole("alertdialog", { name: "Salthill Prom Sauna a chur ar fionraí?" });
    await dialog.getByText("Cealófar an 3 áirithint atá le teacht, le haisíocaíocht iomlán ar cibé a íocadh ar líne, agus inseofar do gach aoi cén fáth i ríomhphost.", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Fág mar atá" }).click();
    await dialog.waitFor({ state: "detached" });
    await admin.context().close();
  });

  it("fits a phone: the Suspend dialog at 375 px", async () => {
    const admin = await signedInPage(DEMO.admin, PHONE);
    const row = await saunaRow(admin, "Tramore Strand Sauna");
    await row.getByRole("button", { name: "Suspend Tramore Strand Sauna" }).click();
    const dialog = admin.getByRole("alertdialog", { name: "Suspend Tramore Strand Sauna?" });
    await dialog.getByText(/Its one upcoming booking will be cancelled/).waitFor();
    await dialog.getByRole("button", { name: "Suspend sauna" }).click();
    await dialog.getByText("Please give a reason: the host and any guests affected will read it").waitFor();
    await fitsTheScreen(admin, PHONE.width);
    await lookAt(admin, "admin-suspend-dialog");
    await dialog.getByRole("button", { name: "Keep as it is" }).click();
    await dialog.waitFor({ state: "detached" });
  });
});

describe("Reject and Activate ask first", () => {
  /**
   * On a phone and then a desktop, an admin opens `action` on the sauna's row: the dialog says
   * what `inDialog` checks and is looked at as `shot`; on the phone 'Keep as it is' closes it, on
   * the desktop `confirm` goes ahead and the toast and the row's new status follow.
   */
  async function asksFirst(name: string, action: "Reject" | "Activate", { inDialog, shot, confirm, toastTitle, status }: {
    inDialog: (dialog: Locator) => Promise<void>; shot: string; confirm: string; toastTitle: string; status: string;
  }) {
    for (const viewport of [PHONE, DESKTOP]) {
      const admin = await signedInPage(DEMO.admin, viewport);
      const row = await saunaRow(admin, name);
      await row.getByRole("button", { name: `${action} ${name}` }).click();
      const dialog = admin.getByRole("alertdialog", { name: `${action} ${name}?` });
      await inDialog(dialog);
      await lookAt(admin, shot);
      if (viewport === PHONE) {
        await dialog.getByRole("button", { name: "Keep as it is" }).click();
        continue;
      }
      await dialog.getByRole("button", { name: confirm }).click();
      await toast(admin, toastTitle).waitFor();
      await row.getByText(status, { exact: true }).waitFor();
    }
  }

  it("rejects a pending listing with a reason", async () => {
    await asksFirst("An Spidéal Mobile Sauna", "Reject", {
      inDialog: async (dialog) => {
        await dialog.getByText("It won't go on the site. It has no verified host to tell.").waitFor();
        await dialog.getByText("Nobody is e-mailed about it; the reason is kept on record with the change.").waitFor();
        await dialog.getByLabel("Reason").fill("The photos show another sauna");
      },
      shot: "admin-reject-dialog", confirm: "Reject sauna", toastTitle: "Sauna suspended", status: "suspended",
    });
  });

  it("activates a suspended listing after asking, and it is on /saunas again", async () => {
    const name = "Ballybunion Cliff Sauna";
    await asksFirst(name, "Activate", {
      inDialog: async (dialog) => {
        await dialog.getByText("It goes back on the site at once, and guests can book it again. It has no verified host to tell.").waitFor();
        expect(await dialog.getByLabel("Reason").count()).toBe(0);
      },
      shot: "admin-activate-dialog", confirm: "Activate sauna", toastTitle: "Sauna approved", status: "active",
    });
    const html = await (await fetch(`${app.baseUrl}/saunas?q=Ballybunion`)).text();
    expect(html).toContain(name);
  });
});

describe("deleting a sauna", () => {
  it("explains why a booked sauna can't be deleted, and deletes one nobody booked", async () => {
    const admin = await signedInPage(DEMO.admin);
    const booked = await saunaRow(admin, "Salthill Prom Sauna");
    await booked.getByRole("button", { name: "Delete Salthill Prom Sauna" }).click();
    const refusal = admin.getByRole("alertdialog", { name: "Delete Salthill Prom Sauna?" });
    await refusal.getByText("Salthill Prom Sauna has bookings, so it can't be deleted: bookings are kept as records. Suspend it instead to take it off the site.").waitFor();
    expect(await refusal.getByRole("button", { name: "Delete sauna" }).count()).toBe(0);
    await lookAt(admin, "admin-delete-refused-dialog");
    await refusal.getByRole("button", { name: "Close" }).click();

    const name = "Kilkee Bay Mobile Sauna";
    const phone = await signedInPage(DEMO.admin, PHONE);
    const phoneRow = await saunaRow(phone, name);
    await phoneRow.getByRole("button", { name: `Delete ${name}` }).click();
    await phone.getByRole("alertdialog", { name: `Delete ${name}?` }).waitFor();
    await fitsTheScreen(phone, PHONE.width);
    await lookAt(phone, "admin-delete-dialog");

    const row = await saunaRow(admin, name);
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = admin.getByRole("alertdialog", { name: `Delete ${name}?` });
    await dialog.getByText(/removed from the directory for good, with its photos, reviews, favourites/).waitFor();
    await lookAt(admin, "admin-delete-dialog");
    await dialog.getByRole("button", { name: "Delete sauna" }).click();
    await toast(admin, "Sauna deleted", `${name} has been removed from the directory`).waitFor();
    await admin.getByText("No saunas match. Try another search or status.").waitFor();
    expect(await (await fetch(`${app.baseUrl}/saunas?q=Kilkee`)).text()).not.toContain(name);
  });
});

describe("adding a sauna by hand", () => {
  it("takes the Edit Sauna fields and a status, names a wrong field, and adds it live", async () => {
    const admin = await signedInPage(DEMO.admin);
    await visit(admin, "/admin/saunas");
    await admin.getByRole("button", { name: "Add Sauna" }).click();
    const dialog = admin.getByRole("dialog", { name: "Add Sauna" });
    await dialog.getByText("AI Website Scraper").waitFor();
    await lookAt(admin, "admin-add-sauna-dialog");
    expect(await dialog.getByLabel("Live now").isChecked()).toBe(true);
    await dialog.getByLabel("Name", { exact: true }).fill("Bantry Bay Floating Sauna");
    await dialog.getByLabel("County").selectOption("Cork");
    await dialog.getByLabel("Type").selectOption("Sea View");
    await dialog.getByLabel("Location").fill("Bantry");
    await dialog.getByLabel("Full Address").fill("The Quay, Bantry, Co. Cork");
    await dialog.getByLabel("Capacity").fill("30");
    await dialog.getByRole("button", { name: "Add Sauna" }).click();
    // Beside the field, and named at the foot of the form (as Edit Sauna does); the field gets the focus.
    const capacityError = "Capacity must be a whole number from 1 to 20";
    await dialog.getByRole("alert").getByText(capacityError).waitFor();
    expect(await dialog.getByLabel("Capacity").getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.getByText(capacityError).count()).toBe(2);
    await lookAt(admin, "admin-add-sauna-dialog-error");
    await dialog.getByLabel("Capacity").fill("8");
    await dialog.getByRole("button", { name: "Add Sauna" }).click();
    await toast(admin, "Sauna Added", "Bantry Bay Floating Sauna has been added to the directory").waitFor();
    await dialog.waitFor({ state: "detached" });
    const row = await saunaRow(admin, "Bantry Bay Floating Sauna");
    await row.getByText("active", { exact: true }).waitFor();
    expect(await (await fetch(`${app.baseUrl}/saunas?q=Bantry`)).text()).toContain("Bantry Bay Floating Sauna");

    const phone = await signedInPage(DEMO.admin, PHONE);
    await visit(phone, "/admin/saunas");
    await phone.getByRole("button", { name: "Add Sauna" }).click();
    const phoneDialog = phone.getByRole("dialog", { name: "Add Sauna" });
    await phoneDialog.getByLabel("Pending").check();
    await phoneDialog.getByLabel("Name", { exact: true }).fill("Glengarriff Woods Sauna");
    await phoneDialog.getByLabel("County").selectOption("Cork");
    await fitsTheScreen(phone, PHONE.width);
    await lookAt(phone, "admin-add-sauna-dialog");
    await phoneDialog.getByText("Status", { exact: true }).scrollIntoViewIfNeeded();
    await lookAt(phone, "admin-add-sauna-dialog-status");
    await phoneDialog.getByRole("button", { name: "Add Sauna" }).click();
    await toast(phone, "Sauna Added").waitFor();
    const pendingRow = await saunaRow(phone, "Glengarriff Woods Sauna");
    await pendingRow.getByText("pending", { exact: true }).waitFor();
    expect(await (await fetch(`${app.baseUrl}/saunas?q=Glengarriff`)).text()).not.toContain("Glengarriff Woods Sauna");
  });
});

describe("an admin cancels a booking", () => {
  it("from its details, with a reason the guest then reads, promising no refund for a booking paid at the sauna", async () => {
    const admin = await signedInPage(DEMO.admin);
    await visit(admin, `/admin/bookings?q=${encodeURIComponent("Lahinch")}&status=confirmed`);
    await admin.getByRole("link", { name: /View details/i }).first().click();
    await admin.waitForURL((u) => /^\/admin\/bookings\/[0-9a-f-]{36}$/.test(u.pathname));
    const detailPath = new URL(admin.url()).pathname;
    await admin.getByRole("heading", { name: "Cancel this booking" }).waitFor();
    // Nobody has claimed Lahinch: only the guest is told. Booked to pay at the sauna (no card
    // payments here): no refund is promised.
    await admin.getByText("Nothing was paid online for it, so there's nothing to refund; the guest is told by e-mail, with your reason.").waitFor();
    await screenshot(admin, "admin-booking-detail-desktop");
    // In Irish too.
    await visit(admin, `/ga${detailPath}`);
    await admin.getByText("Níor íocadh aon rud ar líne air, mar sin níl aon rud le haisíoc; cuirtear an t-aoi ar an eolas i ríomhphost, le do chúis.").waitFor();
    await admin.getByRole("button", { name: "Cealaigh an áirithint" }).click();
    await admin.getByRole("alertdialog", { name: /^Áirithint [0-9a-f]{8} a chealú\?$/ }).getByText(/Níor íocadh aon rud ar líne air, mar sin níl aon rud le haisíoc\.$/).waitFor();
    await lookAt(admin, "admin-cancel-booking-dialog-ga");
    await visit(admin, detailPath);
    await admin.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = admin.getByRole("alertdialog", { name: /^Cancel booking [0-9a-f]{8}\?$/ });
    await dialog.getByText(/will be cancelled\. Nothing was paid online for it, so there's nothing to refund\.$/).waitFor();
    expect(await dialog.textContent()).not.toContain("full refund");
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await dialog.getByText("Please give a reason: the host and any guests affected will read it").waitFor();
    await lookAt(admin, "admin-cancel-booking-dialog");
    await dialog.getByLabel("Reason").fill("Storm warning: the promenade is closed");
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await toast(admin, "Booking cancelled", "Nothing was paid online, so there's nothing to refund.").waitFor();
    await admin.getByRole("row", { name: /Cancelled by\s+An administrator/ }).waitFor();
    await admin.getByRole("row", { name: /Reason\s+Storm warning: the promenade is closed/ }).waitFor();
    expect(await admin.getByRole("button", { name: "Cancel booking" }).count()).toBe(0);

    const phone = await signedInPage(DEMO.admin, PHONE);
    await visit(phone, `/admin/bookings?q=${encodeURIComponent("Salthill")}&status=confirmed`);
    await phone.getByRole("link", { name: /View details/i }).first().click();
    await phone.getByRole("heading", { name: "Cancel this booking" }).waitFor();
    // Salthill has a verified host: both hear of it.
    await phone.getByText("the guest and the host are told by e-mail, with your reason", { exact: false }).waitFor();
    await fitsTheScreen(phone, PHONE.width);
    await screenshot(phone, "admin-booking-detail-phone");
    await phone.getByRole("button", { name: "Cancel booking" }).click();
    await phone.getByRole("alertdialog", { name: /^Cancel booking/ }).waitFor();
    await fitsTheScreen(phone, PHONE.width);
    await lookAt(phone, "admin-cancel-booking-dialog");

    const guest = await signedInPage(DEMO.guest);
    await visit(guest, "/my-account/bookings");
    const card = guest.getByRole("article").filter({ hasText: "Lahinch Surf Sauna" });
    await card.getByText("Cancelled by Sauna Éire: Storm warning: the promenade is closed").waitFor();
    await card.getByText("Nothing to refund: you'd have paid at the sauna.").waitFor();
    expect(detailPath).toMatch(/^\/admin\/bookings\//);
  });
});
