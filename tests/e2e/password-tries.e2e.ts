// Delete Account's password is limited like sign-in's (docs/product.md, End-user area): after 10
// wrong passwords in Settings the dialog answers 429 and says so, the right password too, in
// English and under /ga in Irish, and the account stays.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, newPage, PHONE, screenshot, setUpBrowser, signUp, toast, visit } from "./harness";

setUpBrowser();

const PASSWORD = "Kinsale-Steam-7";
/** Wrong passwords that lock an account (sign-in-throttle.ts's MAX_FAILURES). */
const WRONG_TRIES = 10;

const WORDS = {
  en: { path: "/my-account/settings", button: "Delete Account", label: "Current password", title: "Error", refusal: "Too many wrong passwords. Please wait 15 minutes and try again." },
  ga: {
    path: "/ga/my-account/settings",
    button: "Scrios an Cuntas",
    label: "Pasfhocal reatha",
    title: "Earráid",
    refusal: "Cuireadh isteach pasfhocal mícheart an iomarca uaireanta. Fan 15 nóiméad agus bain triail eile as.",
  },
} as const;

/** Opens Delete Account in Settings, types `password` and presses Delete Account: the action's answer. */
async function tryToDelete(page: Page, language: keyof typeof WORDS, password: string) {
  const words = WORDS[language];
  const dialog = page.getByRole("alertdialog");
  if (!(await dialog.isVisible())) await page.getByRole("button", { name: words.button }).click();
  await dialog.getByLabel(words.label).fill(password);
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith(words.path));
  await dialog.getByRole("button", { name: words.button }).click();
  return (await answer).status();
}

describe("wrong passwords at Delete Account", () => {
  let page: Page;
  const email = `password-tries-${Date.now()}@example.ie`;

  beforeAll(async () => {
    page = await newPage(DESKTOP);
    await signUp(page, { name: "Orla Tries", email, password: PASSWORD });
  });

  it(`refuses after ${WRONG_TRIES} wrong passwords, the right one too, and says why`, async () => {
    await visit(page, WORDS.en.path);
    for (let i = 0; i < WRONG_TRIES; i++) {
      expect(await tryToDelete(page, "en", `not-my-password-${i}`)).toBe(400);
      await page.getByRole("alertdialog").getByText("Your current password is incorrect").waitFor();
    }
    expect(await tryToDelete(page, "en", PASSWORD)).toBe(429);
    await toast(page, WORDS.en.title, WORDS.en.refusal).waitFor();
    await screenshot(page, "delete-account-too-many-tries-en-1280", { fullPage: false });
    expect(new URL(page.url()).pathname).toBe(WORDS.en.path);
  });

  it("says it in Irish under /ga, at phone width too", async () => {
    await page.setViewportSize(PHONE);
    await visit(page, WORDS.ga.path);
    expect(await tryToDelete(page, "ga", PASSWORD)).toBe(429);
    await toast(page, WORDS.ga.title, WORDS.ga.refusal).waitFor();
    await screenshot(page, "delete-account-too-many-tries-ga-375", { fullPage: false });
    // Still signed in, the account still there.
    await visit(page, WORDS.ga.path);
    expect(new URL(page.url()).pathname).toBe(WORDS.ga.path);
  });
});
