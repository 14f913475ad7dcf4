// The guest's side of messages and favourites (issue 20 item 5), as a new guest and the demo
// owner (Cian O'Sullivan) would use them: 'Contact Host' opens a message to write and the host
// hears of nothing until it is sent; every message says who sent it, 'You' for one's own, the
// same on both sides; 'Add to Favourites' reads 'Saved' only once the server has saved it.
// At 375 and 1280 px, screenshots looked at.
import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DEMO, DESKTOP, fitsTheScreen, newPage, PHONE, saunaPath, screenshot, screenshotAndAxe, setUpBrowser, signedInPage, signUp, visit } from "./harness";
import { chooseSauna } from "./steps";

setUpBrowser();

/** A new member of our own, called `name`. */
const newMember = (name: string) => ({ name, email: `messages-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.ie`, password: "Heather-Sauna-88" });

/** The open thread's messages as [who, text], from the labels a reader sees. */
async function bubbles(page: Page): Promise<[string, string][]> {
  return page.getByRole("list", { name: "Messages" }).getByRole("listitem").evaluateAll((items) =>
    // Each message: a line saying who and when ("You · 3 Dec, 14:05"), then its text.
    items.map((li) => [li.querySelector("p > span")?.textContent?.trim() ?? "", li.querySelectorAll("p")[1]?.textContent?.trim() ?? ""] as [string, string]),
  );
}

describe("Contact Host and messages", () => {
  const guestName = `Róisín Kelly ${Date.now() % 100_000}`;
  const question = "Hello! Do you rent towels, or should we bring our own?";
  const answer = "We have towels for everyone, no need to bring any.";
  let guest: Page;
  let owner: Page;

  beforeAll(async () => {
    guest = await newPage();
    await signUp(guest, newMember(guestName));
    owner = await signedInPage(DEMO.owner);
  });

  it("opens a message to write, and the host's inbox shows nothing until it is sent", async () => {
    await visit(guest, await saunaPath("Forty Foot Sauna Box"));
    await guest.getByRole("button", { name: "Contact Host" }).click();
    await guest.waitForURL((u) => u.pathname === "/my-account/messages");
    await guest.getByRole("heading", { name: "Forty Foot Sauna Box" }).waitFor();
    await guest.getByText("with Cian O'Sullivan").waitFor();
    await guest.getByText("Say hello: ask about availability, what to bring, or directions.").waitFor();
    await guest.getByText("No conversations yet. This one starts when you send your first message.").waitFor();
    await screenshotAndAxe(guest, "guest-messages-new-desktop");

    // Nothing has been sent, so the host has no conversation with this guest, and the guest's
    // own list has none either.
    await chooseSauna(owner, "Forty Foot Sauna Box");
    await visit(owner, "/dashboard/messages");
    await owner.getByRole("heading", { name: "Messages", level: 1 }).waitFor();
    expect(await owner.getByText(guestName).count()).toBe(0);
    await visit(guest, "/my-account/messages");
    await guest.getByText("No conversations yet.", { exact: false }).waitFor();

    // Contact Host again, then send: the conversation exists from its first message.
    await visit(guest, await saunaPath("Forty Foot Sauna Box"));
    await guest.getByRole("button", { name: "Contact Host" }).click();
    await guest.waitForURL((u) => u.pathname === "/my-account/messages");
    await guest.getByLabel("Message", { exact: true }).fill(question);
    await guest.getByRole("button", { name: "Send message" }).click();
    await guest.waitForURL((u) => u.searchParams.has("thread"));
    await expect.poll(() => bubbles(guest)).toEqual([["You", question]]);

    await visit(owner, "/dashboard/messages");
    const thread = owner.getByRole("link", { name: new RegExp(guestName) });
    await thread.getByText(`${guestName}: ${question}`).waitFor();
    await thread.getByText("1 unread").waitFor();
  });

  it("labels each message with its sender, 'You' for one's own, on both sides", async () => {
    await visit(owner, "/dashboard/messages");
    await owner.getByRole("link", { name: new RegExp(guestName) }).click();
    await expect.poll(() => bubbles(owner)).toEqual([[guestName, question]]);
    await owner.getByLabel("Message", { exact: true }).fill(answer);
    await owner.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => bubbles(owner)).toEqual([[guestName, question], ["You", answer]]);
    // The host's list: the last message is the host's own.
    await owner.getByRole("link", { name: new RegExp(guestName) }).getByText(`You: ${answer}`).waitFor();
    await screenshotAndAxe(owner, "guest-messages-host-desktop");

    await visit(guest, "/my-account/messages");
    // The guest's list: the host's reply says it is the host's, never the guest's words under the host's name.
    const listed = guest.getByRole("link", { name: /Forty Foot Sauna Box/ });
    await listed.getByText(`Cian O'Sullivan: ${answer}`).waitFor();
    await listed.click();
    await expect.poll(() => bubbles(guest)).toEqual([["You", question], ["Cian O'Sullivan", answer]]);
    await guest.getByLabel("Message", { exact: true }).fill("Perfect, see you Saturday!");
    await guest.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => bubbles(guest)).toEqual([["You", question], ["Cian O'Sullivan", answer], ["You", "Perfect, see you Saturday!"]]);
    await visit(guest, "/my-account/messages");
    await guest.getByRole("link", { name: /Forty Foot Sauna Box/ }).getByText("You: Perfect, see you Saturday!").waitFor();
    await screenshotAndAxe(guest, "guest-messages-list-desktop");
  });

  it("fits a phone: the new message, the list and the thread", async () => {
    const phone = await newPage(PHONE);
    await signUp(phone, newMember("Dara Phone"));
    await visit(phone, await saunaPath("Forty Foot Sauna Box"));
    await phone.getByRole("button", { name: "Contact Host" }).click();
    await phone.waitForURL((u) => u.pathname === "/my-account/messages");
    await phone.getByLabel("Message", { exact: true }).waitFor();
    await fitsTheScreen(phone, PHONE.width);
    await screenshotAndAxe(phone, "guest-messages-new-phone");
    await phone.getByLabel("Message", { exact: true }).fill("Is there parking nearby?");
    await phone.getByRole("button", { name: "Send message" }).click();
    await phone.waitForURL((u) => u.searchParams.has("thread"));
    await expect.poll(() => bubbles(phone)).toEqual([["You", "Is there parking nearby?"]]);
    expect(await phone.getByLabel("Message", { exact: true }).inputValue()).toBe("");
    await fitsTheScreen(phone, PHONE.width);
    await screenshot(phone, "guest-messages-thread-phone");

    await owner.setViewportSize(PHONE);
    await visit(owner, "/dashboard/messages");
    await owner.getByRole("link", { name: /Dara Phone/ }).getByText("Dara Phone: Is there parking nearby?").waitFor();
    await screenshot(owner, "guest-messages-host-list-phone");
    await owner.setViewportSize(DESKTOP);
    await phone.context().close();
  });
});

describe("Add to Favourites", () => {
  /** Holds the page's favourite requests until `release` is called; each then goes to the real server. */
  async function holdFavouriteRequests(page: Page) {
    const held: Route[] = [];
    let seen = 0;
    let arrived: () => void = () => {};
    await page.route(/\/api\/favourites/, (route) => {
      seen++;
      held.push(route);
      arrived();
    });
    return {
      /** Resolves once a request is being held. */
      waitForRequest: () => (held.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => (arrived = resolve))),
      /** How many favourite requests the page has sent so far. */
      seen: () => seen,
      release: async () => {
        for (const route of held.splice(0)) await route.continue();
      },
    };
  }

  it.each([["desktop", DESKTOP], ["phone", PHONE]] as const)("reads 'Saved' only once saved, and is disabled while the request runs (%s)", async (name, viewport) => {
    const page = await newPage(viewport);
    await signUp(page, newMember("Fionn Saves"));
    await visit(page, await saunaPath("Tramore Strand Sauna"));
    const gate = await holdFavouriteRequests(page);

    await page.getByRole("button", { name: "Add to Favourites" }).click();
    await gate.waitForRequest();
    // The request has not been answered: the button still says what is true, and is disabled.
    const button = page.getByRole("button", { name: "Add to Favourites" });
    await expect.poll(() => button.getAttribute("aria-disabled")).toBe("true");
    expect(await page.getByRole("button", { name: "Saved" }).count()).toBe(0);
    await screenshot(page, `favourite-saving-${name}`, { fullPage: false });
    // Pressing it again while it runs (it keeps the keyboard's focus) sends nothing more.
    await button.focus();
    await page.keyboard.press("Enter");
    await gate.release();
    await page.getByText("Added to favorites").waitFor();
    expect(gate.seen()).toBe(1);
    const saved = page.getByRole("button", { name: "Saved" });
    await saved.waitFor();
    expect(await saved.getAttribute("aria-disabled")).not.toBe("true");
    expect(await saved.getAttribute("aria-pressed")).toBe("true");
    await screenshotAndAxe(page, `favourite-saved-${name}`, { fullPage: false });

    // Removing: still 'Saved' until the server has removed it.
    await saved.click();
    await gate.waitForRequest();
    await expect.poll(() => page.getByRole("button", { name: "Saved" }).getAttribute("aria-disabled")).toBe("true");
    await gate.release();
    await page.getByText("Removed from favorites").waitFor();
    await page.getByRole("button", { name: "Add to Favourites" }).waitFor();
    await page.unrouteAll();

    // Saved for real: My Account lists nothing now, and a reload agrees with the button.
    await visit(page, "/my-account/favourites");
    await page.getByText("No favourites yet").waitFor();
    await page.context().close();
  });

  it("reads 'Add to Favourites' again when saving fails, with the 'Error' toast", async () => {
    const page = await newPage();
    await signUp(page, newMember("Nuala Fails"));
    await visit(page, await saunaPath("Tramore Strand Sauna"));
    // The session ends in another tab (the same browser's cookies) while this page stays open.
    const signOut = await page.request.post("/auth/sign-out", { form: {}, headers: { Origin: baseUrl() }, maxRedirects: 0 });
    expect(signOut.status()).toBeLessThan(400);
    const gate = await holdFavouriteRequests(page);
    await page.getByRole("button", { name: "Add to Favourites" }).click();
    await gate.waitForRequest();
    await expect.poll(() => page.getByRole("button", { name: "Add to Favourites" }).getAttribute("aria-disabled")).toBe("true");
    await gate.release();
    const toast = page.locator("[data-sonner-toast]", { hasText: "Error" });
    await toast.getByText("Please sign in to add favorites").waitFor();
    const button = page.getByRole("button", { name: "Add to Favourites" });
    await expect.poll(() => button.getAttribute("aria-disabled")).not.toBe("true");
    expect(await page.getByRole("button", { name: "Saved" }).count()).toBe(0);
    await screenshot(page, "favourite-failed-desktop", { fullPage: false });
    await page.context().close();
  });
});
