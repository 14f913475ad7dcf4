// Decision 021, end to end: an account made on an Irish page is Irish (its welcome e-mail is),
// a form's error on an Irish page is in Irish, and the Language setting in account settings
// saves the choice, shows the page in it, and the member's e-mails follow it. The pages' own
// texts are other tests' business: controls here are found by their names in the form, so the
// test holds whether or not a page's labels are translated yet.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { numberedClients, screenshot, setUpBrowser, signUp, visit } from "./harness";
import { setUpAppWithSmtp } from "./smtp-app";

setUpBrowser();
const { app, mailFor } = setUpAppWithSmtp("sauna-eire-irish-errors-e2e-");
const { page: pageFor } = numberedClients(app);

describe("errors and e-mails in the member's language", () => {
  const irish = { name: "Niamh Ní Bhriain", email: `niamh-${Date.now()}@example.ie`, password: "Burren-Heat-2026" };
  let niamh: Page;

  it("makes an account signed up on an Irish page Irish: its welcome e-mail is, with links to Irish pages", async () => {
    niamh = await pageFor();
    await visit(niamh, "/ga/auth?tab=sign-up");
    await niamh.locator('input[name="fullName"]').fill(irish.name);
    await niamh.locator('form:has(input[name="fullName"]) input[name="email"]').fill(irish.email);
    await niamh.locator('form:has(input[name="fullName"]) input[name="password"]').fill(irish.password);
    await niamh.locator('form:has(input[name="fullName"]) button[type="submit"]').click();
    const welcome = await mailFor(irish.email, /^Fáilte chuig Sauna Éire: deimhnigh do sheoladh ríomhphoist$/);
    expect(welcome.text).toContain("Dia duit Niamh,");
    expect(welcome.text).toContain("Deimhnigh mo sheoladh ríomhphoist: ");
    expect(welcome.text).toContain("callbackURL=%2Fga%2Fmy-account%3Fverified%3D1");
    expect(welcome.text).not.toContain("Please confirm");
  });

  it("shows a form's error in Irish on an Irish page", async () => {
    await visit(niamh, "/ga/my-account/settings");
    const profile = niamh.locator('form:has(input[name="firstName"])');
    await profile.locator('input[name="firstName"]').fill("");
    await profile.locator('button[type="submit"]').click();
    await niamh.getByText("Cuir isteach do chéad ainm").first().waitFor();
    expect(await niamh.getByText("Please enter your first name").count()).toBe(0);
    await screenshot(niamh, "irish-errors-settings-1280");
  });

  it("saves the Language setting, shows settings in the language chosen, and e-mails follow it", async () => {
    const english = { name: "Cian Ó Briain", email: `cian-${Date.now()}@example.ie`, password: "Burren-Heat-2026" };
    const cian = await pageFor();
    await signUp(cian, english);
    await mailFor(english.email, /^Welcome to Sauna Éire: please verify your e-mail address$/);

    await visit(cian, "/my-account/settings");
    const language = cian.locator('form:has(input[name="locale"])');
    await language.locator('input[value="ga"]').check();
    await language.locator('button[type="submit"]').click();
    await cian.waitForURL((url) => url.pathname === "/ga/my-account/settings");
    await cian.locator('form:has(input[name="locale"]) input[value="ga"]:checked').waitFor();
    await screenshot(cian, "irish-errors-language-setting-1280");

    // A password reset asked for on an English page: written in the account's language.
    const other = await pageFor();
    await visit(other, "/auth/forgot-password");
    await other.locator('input[name="email"]').fill(english.email);
    await other.locator('form:has(input[name="email"]) button[type="submit"]').click();
    const reset = await mailFor(english.email, /^Athshocraigh do phasfhocal Sauna Éire$/);
    expect(reset.text).toContain(`${app.baseUrl}/ga/auth/reset-password?token=`);
    expect(reset.text).toContain("i gceann 60 nóiméad");

    // And back to English.
    await cian.locator('form:has(input[name="locale"]) input[value="en"]').check();
    await cian.locator('form:has(input[name="locale"]) button[type="submit"]').click();
    await cian.waitForURL((url) => url.pathname === "/my-account/settings");
  });
});
