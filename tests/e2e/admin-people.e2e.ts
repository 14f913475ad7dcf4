// The admin area's people pages (issue 9 items 6 and 7, issue 20): an admin moderates and features a
// guest's review (the sauna's rating and the home page follow), restores it once flagged and
// removes it after a confirmation, verifies one claimant and
// rejects another, suspends and restores a member; guests and owners are turned away; every
// page and detail view is screenshotted at phone and desktop width and checked with axe-core.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_PASSWORD, DESKTOP, lookAtBothSizes, newPage, PHONE, saunaPath, screenshotAndAxe, setUpBrowser, signedInPage, signIn, signUp, visit } from "./harness";

setUpBrowser();

/** The rating and review count in the sauna page's header, e.g. ['3.0', '1 review']. */
async function headerRating(page: Page): Promise<string> {
  return (await page.locator("main header").first().innerText()).replace(/\s+/g, " ");
}

// Demo data: Gráinne Farrell's claim of Achill Island Mobile Sauna and Eoin Brennan's claim of
// Carlingford Lough Sauna wait for an administrator.
const CLAIMANT = "grainne@demo.sauna-eire.ie";

/** Signs in a member who isn't one of the harness's demo accounts, and waits for home. */
async function signInAs(page: Page, email: string, password: string) {
  await signIn(page, email, password);
}

/** Screenshots at phone and desktop width, the page loaded afresh at each, and axe-core on both. */
async function lookAt(page: Page, path: string, name: string, ready: (p: Page) => Promise<unknown>) {
  await lookAtBothSizes(page, `admin-${name}`, {
    atEachSize: async () => {
      await visit(page, path);
      await ready(page);
    },
  });
}

/** Each review's actions are in sight: inside the list (nothing clipped) and the screen (nothing to scroll to). */
async function actionsInSight(page: Page) {
  const width = page.viewportSize()!.width;
  // One look at every button's box, rather than a round trip each: the pending list is long.
  const { list, actions } = await page.evaluate(() => {
    const box = (e: Element) => ({ left: e.getBoundingClientRect().left, right: e.getBoundingClientRect().right });
    const buttons = [...document.querySelectorAll("table button[aria-label]")].filter((b) => /^(Approve|Reject|Flag|Restore|Remove) /.test(b.getAttribute("aria-label")!));
    return { list: box(document.querySelector("table")!), actions: buttons.map((b) => ({ name: b.getAttribute("aria-label")!, ...box(b) })) };
  });
  expect(actions.length).toBeGreaterThan(0);
  for (const action of actions) {
    const name = `${action.name} at ${width} px`;
    expect(action.left, name).toBeGreaterThanOrEqual(list.left);
    expect(action.right, name).toBeLessThanOrEqual(Math.min(list.right, width));
  }
}

describe("admin people pages", () => {
  let admin: Page;
  let writer: Page;
  const writerEmail = `roisin-${Date.now()}@example.ie`;
  const writerPassword = "Harbour-Steam-42";
  const what = "Róisín Moderated's review of Skerries Harbour Sauna";
  let skerries: string;

  beforeAll(async () => {
    admin = await signedInPage(DEMO.admin);
    skerries = await saunaPath("Skerries Harbour Sauna");
  });

  it("turns a guest and an owner away from /admin with 'Access Denied'", async () => {
    for (const email of [DEMO.guest, DEMO.owner]) {
      const page = await signedInPage(email);
      for (const path of ["/admin", "/admin/owners", "/admin/reviews"]) {
        await visit(page, path);
        await page.waitForURL((u) => u.pathname === "/");
        await page.getByText("Access Denied").waitFor();
        await page.getByText("This area is restricted to administrators").waitFor();
      }
      await page.context().close();
    }
  });

  it("a guest's review: the admin approves and features it; the rating and the home page follow", async () => {
    // A new guest writes a 5-star review of Skerries Harbour Sauna (pending until moderated).
    writer = await newPage();
    await signUp(writer, { name: "Róisín Moderated", email: writerEmail, password: writerPassword });
    await visit(writer, skerries);
    const before = await headerRating(writer);
    const [, average, count] = /(\d\.\d) \((\d+) reviews?\)/.exec(before)!;
    await visit(writer, `/review${skerries.replace("/sauna", "")}`);
    await writer.getByRole("button", { name: "Start Review" }).click();
    await writer.getByRole("radio", { name: /5 stars/ }).click();
    await writer.getByRole("button", { name: "Continue" }).click();
    await writer.getByLabel("Your review").fill("Salt air, a roaring stove and a jump off the harbour wall. Perfect morning.");
    await writer.getByRole("button", { name: "Submit Review" }).click();
    await writer.getByRole("heading", { name: "Your Review is Live!" }).waitFor();

    // Pending first: the admin finds it on the Reviews page as it opens.
    await visit(admin, "/admin/reviews");
    await admin.getByRole("heading", { name: "Reviews Moderation", level: 1 }).waitFor();
    await admin.getByRole("button", { name: `Approve ${what}` }).click();
    await admin.getByText("Review published").waitFor();
    await admin.getByRole("button", { name: `Approve ${what}` }).waitFor({ state: "detached" });

    await visit(admin, "/admin/reviews?status=published");
    const star = admin.getByRole("button", { name: `Feature ${what}` });
    expect(await star.getAttribute("aria-pressed")).toBe("false");
    await star.click();
    await admin.getByText("Added to featured").waitFor();
    await expect.poll(() => star.getAttribute("aria-pressed")).toBe("true");

    // The sauna's rating now counts the review.
    await visit(writer, skerries);
    const n = Number(count) + 1;
    const expected = ((Number(average) * Number(count) + 5) / n).toFixed(1);
    expect(await headerRating(writer)).toContain(`${expected} (${n} reviews)`);
    // And it is the newest of the home page's community stories.
    await visit(writer, "/");
    const stories = writer.locator("section[aria-labelledby=stories-heading] figure");
    await expect.poll(() => stories.first().innerText()).toContain("Róisín Moderated");
    expect(await stories.first().innerText()).toContain("Salt air, a roaring stove");

    // Flagging takes it off the sauna page's count again.
    await visit(admin, "/admin/reviews?status=published");
    await admin.getByRole("button", { name: `Flag ${what}` }).click();
    await admin.getByText("Review flagged").waitFor();
    await visit(writer, skerries);
    expect(await headerRating(writer)).toContain(`${average} (${count} review`);
  });

  it("verifies a claimant, who then runs the sauna, and rejects another claim, freeing the listing", async () => {
    const achill = await saunaPath("Achill Island Mobile Sauna");
    const carlingford = await saunaPath("Carlingford Lough Sauna");
    // Before verification: claimed, not verified, not claimable, not runnable.
    const claimant = await newPage();
    await signInAs(claimant, CLAIMANT, DEMO_PASSWORD);
    await visit(claimant, achill);
    await claimant.getByText("Claimed by Owner - not yet verified").waitFor();
    expect(await claimant.getByText("Verified Listing - Claimed by Owner").count()).toBe(0);
    expect(await claimant.getByRole("button", { name: "Claim This Listing" }).count()).toBe(0);
    await visit(claimant, "/dashboard");
    await claimant.getByText(/We're verifying your claim of Achill Island Mobile Sauna/).waitFor();

    await visit(admin, "/admin/owners");
    await admin.getByRole("heading", { name: "Owners Management", level: 1 }).waitFor();
    await admin.getByText("Verify & manage business accounts").waitFor();
    await admin.getByRole("link", { name: "Review claim of Achill Island Mobile Sauna" }).click();
    await admin.getByRole("heading", { name: "Gráinne Farrell", level: 1 }).waitFor();
    const claim = admin.locator("li", { has: admin.getByRole("heading", { name: "Achill Island Mobile Sauna" }) });
    for (const text of ["Achill Heat Ltd", "+353 98 555 0177", "https://achillheat.ie"]) await claim.getByText(text).waitFor();
    await claim.getByRole("button", { name: "Verify" }).click();
    await admin.getByText("Claim verified").waitFor();
    await claim.getByText("verified", { exact: true }).waitFor();
    await admin.locator("header").getByText("Verified", { exact: true }).waitFor();

    await visit(claimant, "/dashboard");
    await claimant.getByRole("heading", { name: "Overview", level: 1 }).waitFor();
    await claimant.getByText("Achill Island Mobile Sauna").first().waitFor();
    await visit(claimant, achill);
    await claimant.getByText("Verified Listing - Claimed by Owner").waitFor();

    // Eoin Brennan's claim of Carlingford Lough Sauna is rejected: anyone may claim it again.
    await visit(admin, "/admin/owners");
    await admin.getByRole("link", { name: "Review claim of Carlingford Lough Sauna" }).click();
    await admin.getByRole("heading", { name: "Eoin Brennan", level: 1 }).waitFor();
    await admin.getByRole("button", { name: "Reject claim" }).click();
    const dialog = admin.getByRole("alertdialog", { name: "Reject this claim?" });
    await dialog.getByLabel("Reason for the claimant").fill("Cooley Saunas runs a different sauna; please claim with the business that runs this one.");
    await dialog.getByRole("button", { name: "Reject claim" }).click();
    await admin.getByText("Claim rejected").waitFor();
    await admin.getByText("rejected", { exact: true }).waitFor();
    const visitor = await newPage();
    await visit(visitor, carlingford);
    await visitor.getByText("Are you the owner?").waitFor();
    await visitor.getByRole("button", { name: "Claim This Listing" }).waitFor();
    await visitor.context().close();
    await claimant.context().close();
  });

  it("suspends a member, who is signed out and can't sign in, and restores them", async () => {
    await visit(admin, `/admin/users?q=${encodeURIComponent(writerEmail)}`);
    await admin.getByRole("heading", { name: "Users Management", level: 1 }).waitFor();
    await admin.getByRole("link", { name: "View Details for Róisín Moderated" }).click();
    await admin.getByRole("heading", { name: "Róisín Moderated", level: 1 }).waitFor();
    await admin.getByText("Skerries Harbour Sauna").first().waitFor(); // their review
    await admin.getByRole("button", { name: "Suspend account" }).click();
    await admin.getByRole("alertdialog", { name: "Suspend this account?" }).getByRole("button", { name: "Suspend account" }).click();
    await admin.getByText("User suspended").waitFor();
    await admin.getByText("Suspended", { exact: true }).first().waitFor();

    // Signed out at once: the next page they open knows them no more.
    await visit(writer, "/my-account");
    await writer.waitForURL((u) => u.pathname === "/auth");
    await writer.getByLabel("Email").fill(writerEmail);
    await writer.getByLabel("Password").fill(writerPassword);
    await writer.getByRole("button", { name: "Sign In", exact: true }).click();
    await writer.getByText("Sign in failed").waitFor();
    await writer.getByText(/This account has been suspended/).waitFor();
    expect(new URL(writer.url()).pathname).toBe("/auth");

    await admin.getByRole("button", { name: "Restore account" }).click();
    await admin.getByText("User restored").waitFor();
    await signIn(writer, writerEmail, writerPassword);
    await visit(writer, "/my-account");
    expect(new URL(writer.url()).pathname).toBe("/my-account");
  });

  it("keeps an admin from suspending themselves", async () => {
    await visit(admin, `/admin/users?q=${encodeURIComponent(DEMO.admin)}`);
    await admin.getByRole("link", { name: "View Details for Declan Byrne" }).click();
    await admin.getByText("You can't suspend your own account.").waitFor();
    expect(await admin.getByRole("button", { name: "Suspend account" }).count()).toBe(0);
  });

  it("restores the flagged review, then removes it after asking, on a phone where each review is a card", async () => {
    await visit(admin, "/admin/reviews?status=flagged");
    await admin.getByRole("button", { name: `Restore ${what} to published` }).click();
    await admin.getByText("Review published").waitFor();
    await admin.getByRole("button", { name: `Restore ${what} to published` }).waitFor({ state: "detached" });
    // Guests read it again on the sauna's page.
    await visit(writer, skerries);
    await writer.getByText("Salt air, a roaring stove").first().waitFor();

    await visit(admin, "/admin/reviews?status=published");
    await admin.getByRole("button", { name: `Flag ${what}` }).click();
    await admin.getByText("Review flagged").waitFor();

    await admin.setViewportSize(PHONE);
    await visit(admin, "/admin/reviews?status=flagged");
    const card = admin.getByRole("row").filter({ hasText: "Róisín Moderated" });
    const remove = card.getByRole("button", { name: `Remove ${what}` });
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await remove.click();
    const dialog = admin.getByRole("alertdialog", { name: "Remove this review?" });
    await dialog.getByText("Róisín Moderated's 5-star review of Skerries Harbour Sauna, now flagged, will be deleted for good").waitFor();
    await screenshotAndAxe(admin, "admin-review-remove-375");
    // Keeping it changes nothing.
    await dialog.getByRole("button", { name: "Keep Review" }).click();
    await dialog.waitFor({ state: "detached" });
    await remove.click();
    await dialog.getByRole("button", { name: "Remove Review" }).click();
    await admin.getByText("Review removed").waitFor();
    await card.waitFor({ state: "detached" });
    await admin.setViewportSize(DESKTOP);
    await visit(admin, "/admin/reviews?status=all");
    expect(await admin.getByRole("row").filter({ hasText: "Róisín Moderated" }).count()).toBe(0);
    await visit(admin, "/admin");
    await admin.getByText(/Removed a flagged review of Skerries Harbour Sauna/).first().waitFor();
  });

  it("lists bookings with the spec's columns, filters and searches them, and opens one's ledger", async () => {
    await visit(admin, "/admin/bookings");
    await admin.getByRole("heading", { name: "Bookings Management", level: 1 }).waitFor();
    await admin.getByText("Oversee all platform transactions").waitFor();
    const table = admin.getByRole("region", { name: "Bookings" });
    for (const column of ["Booking ID", "Sauna", "User", "Date", "Amount", "Status", "Actions"]) await table.getByRole("columnheader", { name: column }).waitFor();
    const firstId = (await table.locator("tbody tr td").first().innerText()).trim();
    expect(firstId).toMatch(/^[0-9a-f]{8}$/);
    expect(await table.locator("tbody").innerText()).toMatch(/€\d+\.\d\d/);

    await admin.getByLabel("Status").selectOption("cancelled");
    await admin.getByRole("button", { name: "Search" }).click();
    await admin.waitForURL((u) => u.searchParams.get("status") === "cancelled");
    // The table follows once the new list has loaded.
    const statuses = async () => new Set((await table.locator("tbody tr td:nth-child(6)").allInnerTexts()).map((s) => s.trim().toLowerCase()));
    await expect.poll(statuses).toEqual(new Set(["cancelled"]));

    await visit(admin, `/admin/bookings?q=${firstId}`);
    expect(await table.locator("tbody tr").count()).toBe(1);
    await admin.getByRole("link", { name: `View Details for booking ${firstId}` }).click();
    await admin.getByRole("heading", { name: `Booking ${firstId}`, level: 1 }).waitFor();
    for (const line of ["Total paid by the guest", "Host payout", "Payout due"]) await admin.getByRole("rowheader", { name: line }).waitFor();
    await admin.getByRole("rowheader", { name: /^Commission \(\d+(\.\d+)?%\)$/ }).waitFor();
  });

  it("shows Owners and an owner's details at 375 px and 1280 px, accessibly", async () => {
    await lookAt(admin, "/admin/owners", "owners", (p) => p.getByRole("heading", { name: "Owners Management" }).waitFor());
    for (const column of ["Name", "Saunas", "Verified", "Stripe", "Joined", "Actions"]) await admin.getByRole("columnheader", { name: column }).waitFor();
    await admin.getByText("Connected", { exact: true }).first().waitFor();
    const ownerLink = await admin.getByRole("link", { name: "View Details for Cian O'Sullivan" }).getAttribute("href");
    await lookAt(admin, ownerLink!, "owner-detail", (p) => p.getByRole("heading", { name: "Payouts" }).waitFor());
    for (const label of ["Paid", "Due", "Not yet due"]) await admin.getByText(label, { exact: true }).first().waitFor();
  });

  it("shows Users and a member's details at 375 px and 1280 px, accessibly", async () => {
    await lookAt(admin, "/admin/users", "users", (p) => p.getByRole("heading", { name: "Users Management" }).waitFor());
    for (const column of ["Name", "Is Owner", "Verified", "Joined", "Actions"]) await admin.getByRole("columnheader", { name: column }).waitFor();
    const guestLink = await admin.getByRole("link", { name: "View Details for Aoife Murphy" }).getAttribute("href");
    await lookAt(admin, guestLink!, "user-detail", (p) => p.getByRole("heading", { name: "Bookings" }).waitFor());
  });

  it("shows Bookings and a booking's ledger at 375 px and 1280 px, accessibly", async () => {
    await lookAt(admin, "/admin/bookings", "bookings", (p) => p.getByRole("heading", { name: "Bookings Management" }).waitFor());
    const bookingLink = await admin.getByRole("link", { name: /^View Details for booking / }).first().getAttribute("href");
    await lookAt(admin, bookingLink!, "booking-detail", (p) => p.getByRole("heading", { name: "Ledger" }).waitFor());
  });

  it("shows Reviews Moderation at 375 px and 1280 px, accessibly, every action inside the list", async () => {
    await lookAt(admin, "/admin/reviews", "reviews", async (p) => {
      await p.getByRole("heading", { name: "Reviews Moderation" }).waitFor();
      await actionsInSight(p);
    });
    for (const column of ["Sauna", "Reviewer", "Rating", "Comment", "Status", "Featured", "Actions"]) await admin.getByRole("columnheader", { name: column }).waitFor();
    await lookAt(admin, "/admin/reviews?status=all", "reviews-all", (p) => p.getByRole("link", { name: "All", exact: true }).waitFor());
    // The featured star's rule is said under the list.
    await admin.getByText("Featured reviews are the home page's community stories (the 3 newest) while they are published.").waitFor();
  });

  it("shows flagged reviews with Restore and Remove inside the list at 375 px and 1280 px", async () => {
    await lookAt(admin, "/admin/reviews?status=flagged", "reviews-flagged", async (p) => {
      await p.getByRole("button", { name: /^Restore / }).first().waitFor();
      await actionsInSight(p);
    });
  });
});
