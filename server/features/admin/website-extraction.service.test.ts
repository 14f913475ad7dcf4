// Extract Info against a sauna website served on this machine (JSON-LD, text only) and against
// hostile addresses: loopback without the test allowance, a private address, the cloud metadata
// address, and an allowed local site that redirects to a private or metadata address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { PUBLIC_ONLY } from "#server/integrations/site-fetch/address-policy";
import { createTestUser } from "#server/testing/fixtures";
import { openTestDatabase, type TestDatabase } from "#server/testing/test-database";
import { startLocalSaunaSite, type LocalSaunaSite } from "./website-extraction-test-site";
import { extractWebsiteDetails, NOT_A_WEB_PAGE, NOTHING_FOUND } from "./website-extraction.service";

// Only the test allowance lets the fetcher reach the local site; private addresses stay refused.
const TESTS = { policy: { allowLoopback: true } };
const BLOCKED_TYPED = "That address points to a private or local network, so Sauna Éire can't fetch it. Use the site's public web address.";
const BLOCKED_REDIRECT = "The site redirected to a private or local network address, so Sauna Éire stopped there.";

describe("Extract Info", () => {
  let t: TestDatabase;
  let site: LocalSaunaSite;
  beforeAll(async () => {
    t = await openTestDatabase("pglite");
    site = await startLocalSaunaSite();
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  it("reads a site's JSON-LD: description, price per session, capacity, address and amenities", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const { details } = await extractWebsiteDetails(admin, { url: `${site.url}/` }, TESTS);
    expect(details).toEqual({
      description: "A Finnish-style cabin sauna on Kinsale harbour, heated by a wood-fired stove. Sea swims from the slipway & hot showers after.",
      pricePerSession: 22.5,
      capacity: 8,
      address: "Pier Road, Kinsale, Co. Cork, P17 W620",
      amenities: ["Wood-Fired", "Cold Plunge", "WiFi", "Robes for hire"],
    });
  });

  it("reads a site with only a meta description and text", async () => {
    const admin = await createTestUser(t, { roles: ["super_admin"] });
    const { details } = await extractWebsiteDetails(admin, { url: ` ${site.url}/text-only ` }, TESTS);
    expect(details).toEqual({
      description: "Panoramic sauna on the Lahinch prom. Warm up after a surf, then jump in the Atlantic.",
      pricePerSession: 35,
      capacity: 8,
      address: "The Promenade, Lahinch, Co. Clare V95 T2W8",
      amenities: ["WiFi", "Shower", "Cold Plunge", "Changing Rooms", "Private Space"],
    });
  });

  it("asks for a URL when none is given, and says when a page has nothing to offer", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    for (const input of [{ url: "" }, { url: "   " }, {}]) {
      await expect(extractWebsiteDetails(admin, input, TESTS)).rejects.toMatchObject({ status: 400, message: "Please enter a website URL" });
    }
    await expect(extractWebsiteDetails(admin, { url: `${site.url}/nothing` }, TESTS)).rejects.toMatchObject({ message: NOTHING_FOUND });
    await expect(extractWebsiteDetails(admin, { url: `${site.url}/brochure.pdf` }, TESTS)).rejects.toMatchObject({ message: NOT_A_WEB_PAGE });
    await expect(extractWebsiteDetails(admin, { url: `${site.url}/gone` }, TESTS)).rejects.toMatchObject({ message: expect.stringContaining("HTTP 404") });
    await expect(extractWebsiteDetails(admin, { url: "javascript:alert(1)" }, TESTS)).rejects.toMatchObject({ status: 400 });
  });

  it("refuses hostile addresses with the fetcher's plain message, before connecting", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const before = site.hits.length;
    // This machine, without the test allowance (as in production).
    await expect(extractWebsiteDetails(admin, { url: `${site.url}/` }, { policy: PUBLIC_ONLY })).rejects.toMatchObject({ status: 400, message: BLOCKED_TYPED });
    expect(site.hits.length).toBe(before);
    for (const url of ["http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", "http://[::ffff:10.0.0.1]/", "http://192.168.1.1:8080/admin"]) {
      await expect(extractWebsiteDetails(admin, { url }, TESTS)).rejects.toMatchObject({ status: 400, message: BLOCKED_TYPED });
    }
  });

  it("stops at a redirect from an allowed site to a private or metadata address", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    await expect(extractWebsiteDetails(admin, { url: `${site.url}/to-private` }, TESTS)).rejects.toMatchObject({ status: 400, message: BLOCKED_REDIRECT });
    await expect(extractWebsiteDetails(admin, { url: `${site.url}/to-metadata` }, TESTS)).rejects.toMatchObject({ status: 400, message: BLOCKED_REDIRECT });
  });

  it("is refused to a visitor, a guest and an owner, who make the server fetch nothing", async () => {
    const before = site.hits.length;
    const guest = await createTestUser(t);
    const owner = await createTestUser(t, { isOwner: true });
    await expect(extractWebsiteDetails(ANONYMOUS, { url: `${site.url}/` }, TESTS)).rejects.toMatchObject({ status: 401 });
    await expect(extractWebsiteDetails(guest, { url: `${site.url}/` }, TESTS)).rejects.toMatchObject({ status: 403 });
    await expect(extractWebsiteDetails(owner, { url: `${site.url}/` }, TESTS)).rejects.toMatchObject({ status: 403 });
    expect(site.hits.length).toBe(before);
  });
});
