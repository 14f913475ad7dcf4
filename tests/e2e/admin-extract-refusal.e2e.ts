// Extract Info's refusal, in English and Irish, on a phone and on a desktop: the admin reads why
// the website can't be read inside the Edit Sauna dialog they are working in (an alert under the
// website, on top where they look), not only in the toast, which sat behind the dialog; changing
// the address takes it away. The refusal used: an address on a private network, which the server never fetches.
import { describe, expect, it } from "vitest";
import { DEMO, DESKTOP, expectAccessible, PHONE, screenshot, setUpBrowser, signedInPage, visit } from "./harness";

setUpBrowser();

const LANGUAGES = [
  {
    name: "English",
    prefix: "",
    dialog: "Edit Sauna",
    edit: /^Edit /,
    website: "Website URL",
    extract: "Extract Info",
    refusal: "That address points to a private or local network, so Sauna Éire can't fetch it. Use the site's public web address.",
  },
  {
    name: "Irish",
    prefix: "/ga",
    dialog: "Cuir an Sabhna in Eagar",
    edit: /^Cuir .+ in eagar$/,
    website: "URL an tsuímh ghréasáin",
    extract: "Bain Eolas Amach",
    refusal: "Díríonn an seoladh sin ar líonra príobháideach nó áitiúil, mar sin ní féidir le Sauna Éire é a fháil. Úsáid seoladh gréasáin poiblí an tsuímh.",
  },
];

describe("Extract Info's refusal in Edit Sauna", () => {
  for (const language of LANGUAGES) {
    for (const size of [PHONE, DESKTOP]) {
      it(`shows inside the dialog, in ${language.name}, at ${size.width} px`, async () => {
        const page = await signedInPage(DEMO.admin, size);
        await visit(page, `${language.prefix}/admin/saunas`);
        await page.getByRole("button", { name: language.edit }).first().click();
        const dialog = page.getByRole("dialog", { name: language.dialog });
        await dialog.waitFor();
        const website = dialog.getByLabel(language.website);
        await website.fill("http://169.254.169.254/latest/meta-data/");
        await dialog.getByRole("button", { name: language.extract }).click();

        const alert = dialog.getByRole("alert").filter({ hasText: language.refusal });
        await alert.waitFor();
        // Tied to the website for screen readers, and marked as the field to change.
        expect(await website.getAttribute("aria-invalid")).toBe("true");
        expect(await website.getAttribute("aria-describedby")).toContain(await alert.getAttribute("id"));
        // On top: what is drawn at the middle of the message is the message, not something over it.
        await alert.scrollIntoViewIfNeeded();
        expect(
          await alert.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
          }),
        ).toBe(true);
        await screenshot(page, `admin-extract-refusal${language.prefix.replace("/", "-")}-${size.width}`, { fullPage: false });
        await expectAccessible(page);

        // A new address is a new try: the old refusal goes.
        await website.fill("https://example.ie/");
        await alert.waitFor({ state: "detached" });
        expect(await website.getAttribute("aria-invalid")).toBeNull();
        await page.context().close();
      });
    }
  }
});
