// A booking held for payment is 'pending' in the specification's status filter (all, confirmed,
// pending, cancelled): the owner's and the admin's Bookings filters name it 'Pending payment', as
// its badge does, in English and in Irish ('Íocaíocht ar feitheamh'), never 'Awaiting payment'.
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DEMO, setUpBrowser, signedInPage, visit } from "./harness";

setUpBrowser();

const pages: Page[] = [];
afterAll(async () => {
  for (const page of pages) await page.context().close();
});

const optionLabels = (page: Page, select: string) => page.locator(`${select} option`).allTextContents();

describe.each([
  { prefix: "", words: "Pending payment", old: "Awaiting payment" },
  { prefix: "/ga", words: "Íocaíocht ar feitheamh", old: "Ag fanacht le híocaíocht" },
])("the pending status in the Bookings filters ($prefix)", ({ prefix, words, old }) => {
  it("is the owner's filter option, and the filtered page keeps it chosen", async () => {
    const owner = await signedInPage(DEMO.owner);
    pages.push(owner);
    await visit(owner, `${prefix}/dashboard/bookings?status=pending`);
    const labels = await optionLabels(owner, "#booking-status");
    expect(labels).toContain(words);
    expect(labels).not.toContain(old);
    expect(await owner.locator("#booking-status option:checked").textContent()).toBe(words);
  });

  it("is the admin's filter option", async () => {
    const admin = await signedInPage(DEMO.admin);
    pages.push(admin);
    await visit(admin, `${prefix}/admin/bookings`);
    const labels = await optionLabels(admin, "select[name=status]");
    expect(labels).toContain(words);
    expect(labels).not.toContain(old);
  });
});
