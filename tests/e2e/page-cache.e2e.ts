// The anonymous page cache (issue 12) from outside: a cached page shows an admin's edit on the
// very next request, a booking shows at once in the slot picker, and a signed-in visitor never
// receives the anonymous page.
import { describe, expect, it } from "vitest";
import { baseUrl, DEMO, DEMO_PASSWORD, sessionCookie, setUpBrowser, signedInPage, visit } from "./harness";

setUpBrowser();

const NAME = "Rathmullan Lough Swilly Sauna";
const anonymous = async (path: string) => {
  const res = await fetch(baseUrl() + path);
  expect(res.status).toBe(200);
  return { html: await res.text(), cacheControl: res.headers.get("cache-control") };
};

const cookieOf = (email: string) => sessionCookie({ baseUrl: baseUrl() }, { email, password: DEMO_PASSWORD }, "198.51.100.201");

describe("the anonymous page cache", () => {
  it("shows an admin's price change on the next anonymous request of a cached page", async () => {
    const listing = `/saunas?q=${encodeURIComponent("Rathmullan")}`;
    const before = await anonymous(listing);
    expect(before.html).toContain("€40");
    const id = /\/sauna\/([0-9a-f-]{36})/.exec(before.html)![1];
    expect((await anonymous(`/sauna/${id}`)).html).toMatch(/"priceRange":"[^"]*€40"/);
    // Asked twice: now both come from the cache.
    await anonymous(listing);

    const setPrice = async (price: string) => {
      const page = await signedInPage(DEMO.admin);
      await visit(page, `/admin/saunas?q=${encodeURIComponent("Rathmullan")}`);
      await page.getByRole("button", { name: `Edit ${NAME}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Sauna" });
      await dialog.getByLabel("Price per Session (€)").fill(price);
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.context().close();
    };
    await setPrice("55");
    try {
      expect((await anonymous(listing)).html).toContain("€55");
      expect((await anonymous(`/sauna/${id}`)).html).toMatch(/"priceRange":"[^"]*€55"/);
    } finally {
      await setPrice("40");
    }
    expect((await anonymous(listing)).html).toContain("€40");
  });

  it("gives a signed-in member the shared page, with their own bits only in /api/me (decision 013)", async () => {
    const { html, cacheControl } = await anonymous("/");
    expect(html).toContain("Sign In");
    expect(cacheControl).toContain("public");
    // Without the sign-in's one-time toast, which is shown once and never cached.
    const cookie = (await cookieOf(DEMO.guest)).split("; ").filter((c) => !c.startsWith("se_flash=")).join("; ");
    const res = await fetch(`${baseUrl()}/`, { headers: { Cookie: cookie } });
    expect(await res.text()).not.toContain(DEMO.guest);
    const me = await fetch(`${baseUrl()}/api/me`, { headers: { Cookie: cookie } });
    expect(me.headers.get("cache-control")).toBe("private, no-store");
    expect(await me.json()).toMatchObject({ signedIn: true, email: DEMO.guest });
  });

  it("shows a new booking in the slot picker at once, however long the page is cached", async () => {
    const { html } = await anonymous(`/saunas?q=${encodeURIComponent("Rathmullan")}`);
    const id = /\/sauna\/([0-9a-f-]{36})/.exec(html)![1];
    const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const slots = async () => (await (await fetch(`${baseUrl()}/api/bookings?saunaId=${id}&date=${date}`)).json()) as { slots: { time: string; available: boolean }[] };
    expect((await slots()).slots.find((s) => s.time === "12:00")?.available).toBe(true);
    const booked = await fetch(`${baseUrl()}/api/bookings`, {
      method: "POST",
      headers: { Origin: baseUrl(), Cookie: await cookieOf(DEMO.guest), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ saunaId: id, date, time: "12:00", bookingType: "private", guests: "2" }).toString(),
    });
    expect(booked.status).toBe(200);
    expect((await slots()).slots.find((s) => s.time === "12:00")?.available).toBe(false);
  });

  it("shows an admin's new free-cancellation window on the next anonymous request of a sauna page", async () => {
    const { html } = await anonymous(`/saunas?q=${encodeURIComponent("Rathmullan")}`);
    const id = /\/sauna\/([0-9a-f-]{36})/.exec(html)![1];
    const hours = /Free cancellation up to (\d+) hours before your session\./.exec((await anonymous(`/sauna/${id}`)).html)![1];
    await anonymous(`/sauna/${id}`); // now from the cache

    const setWindow = async (value: string) => {
      const page = await signedInPage(DEMO.admin);
      await visit(page, "/admin/settings");
      await page.getByLabel("Free cancellation window (hours before the session)").fill(value);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await page.getByText("Bookings made from now on take the new terms.").waitFor();
      await page.context().close();
    };
    const changed = hours === "36" ? "30" : "36";
    await setWindow(changed);
    try {
      expect((await anonymous(`/sauna/${id}`)).html).toContain(`Free cancellation up to ${changed} hours before your session.`);
    } finally {
      await setWindow(hours);
    }
    expect((await anonymous(`/sauna/${id}`)).html).toContain(`Free cancellation up to ${hours} hours before your session.`);
  });
});
