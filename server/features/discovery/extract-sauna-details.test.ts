// Extraction from realistic pages (test-pages/): a site with JSON-LD, one with only meta tags and
// text, one with nothing useful, one with broken JSON-LD, and a hostile one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractSaunaDetails, MAX_DESCRIPTION_LENGTH } from "./extract-sauna-details";

const page = (name: string) => readFileSync(new URL(`./test-pages/${name}`, import.meta.url), "utf8");

describe("extracting a sauna's details from its website", () => {
  it("takes structured data (JSON-LD) first, over meta tags and page text", () => {
    expect(extractSaunaDetails(page("json-ld-day-spa.html"), "https://www.kinsaleharboursauna.ie/")).toEqual({
      // The business's own description, not the parent company's nor the WebSite's; &amp; decoded.
      description:
        "A Finnish-style cabin sauna on Kinsale harbour, heated by a wood-fired stove. Sea swims from the slipway & hot showers after.",
      // The first offer (found through @id), from its price specification; "€€" is no price.
      pricePerSession: 22.5,
      capacity: 8,
      address: "Pier Road, Kinsale, Co. Cork, P17 W620",
      // Product names where the site's words match one; "Parking" has value false; the rest as the site names it.
      amenities: ["Wood-Fired", "Cold Plunge", "WiFi", "Robes for hire"],
    });
  });

  it("falls back to the meta description and the visible text", () => {
    expect(extractSaunaDetails(page("meta-and-text.html"), "https://lahinchsurfsauna.ie/")).toEqual({
      description: "Panoramic sauna on the Lahinch prom. Warm up after a surf, then jump in the Atlantic.",
      // A price per session beats "from €20"; vouchers, memberships, styles, scripts and menus are not prices.
      pricePerSession: 35,
      // "up to eight people"; the hidden "capacity: 3" is not read.
      capacity: 8,
      // The footer's part with the Eircode, without the copyright and the phone number.
      address: "The Promenade, Lahinch, Co. Clare V95 T2W8",
      // "no parking" is not Parking.
      amenities: ["WiFi", "Shower", "Cold Plunge", "Changing Rooms", "Private Space"],
    });
  });

  it("returns no field at all when the page says nothing useful, so the form keeps its values", () => {
    const details = extractSaunaDetails(page("nothing-useful.html"), "https://newsauna.example.ie/");
    expect(details).toEqual({});
    const form = { description: "Typed by the admin", pricePerSession: 40, capacity: 6, address: "Main St", amenities: ["Shower"] };
    expect({ ...form, ...details }).toEqual(form);
  });

  it("skips broken JSON-LD and reads what is readable", () => {
    expect(extractSaunaDetails(page("malformed-json-ld.html"), "https://glendaloughsauna.example.ie/")).toEqual({
      // From the second script: wrapped in an HTML comment, with a raw line break in a string.
      description: "A smoke-sauna-inspired cabin under the pines. Silence included.",
      pricePerSession: 28,
      capacity: 6,
      // An <address> written line by line, without the business's name.
      address: "Laragh, Glendalough, Co. Wicklow, A98 X2V6",
      amenities: ["Wood-Fired", "Lake Access"],
    });
    expect(extractSaunaDetails("<html><head><script type='application/ld+json'>{{{</script></head></html>", "https://x.example.ie/")).toEqual({});
  });

  it("returns plain text from hostile markup, and ignores values out of range", () => {
    const details = extractSaunaDetails(page("hostile.html"), "https://evil.example.ie/");
    expect(details).toEqual({
      description: "Hot & cosy sauna by the sea",
      // The offer's "-5" and "€20000 per session" are no prices; "£30" is not euro.
      pricePerSession: 45,
      // 500 (JSON-LD) and "up to 9000 people" are out of range; "Capacity: 12" is the first that fits.
      capacity: 12,
      address: "1 Main St, Bray, A98 K2F4",
      amenities: ["Sauna robes"],
    });
    expect(JSON.stringify(details)).not.toMatch(/[<>]|alert|javascript/);
  });

  it("keeps a town that the page title also names in an <address>", () => {
    const html = `<title>Kinsale Harbour Sauna</title><address>Kinsale Harbour Sauna<br>Kinsale<br>Co. Cork<br>P17 W620</address>`;
    expect(extractSaunaDetails(html, "https://kinsale.example.ie/").address).toBe("Kinsale, Co. Cork, P17 W620");
  });

  it("survives a JSON-LD script that a raw </script> cuts short", () => {
    const html = `<head><script type="application/ld+json">{"@type":"LocalBusiness","description":"</script><script>alert(1)</script>"}</script>
      <meta name="description" content="A quiet sauna."></head>`;
    expect(extractSaunaDetails(html, "https://cut.example.ie/")).toEqual({ description: "A quiet sauna." });
  });

  it("reads a page nested 100,000 elements deep without overflowing, up to its element limit", () => {
    const head = `<head><script type="application/ld+json">{"@type":"LocalBusiness","maximumAttendeeCapacity":6}</script></head>`;
    const html = `${head}<body>${"<div>".repeat(100_000)}€35 per session${"</div>".repeat(100_000)}</body>`;
    expect(extractSaunaDetails(html, "https://deep.example.ie/")).toEqual({ capacity: 6 });
  });

  it("treats markup in a meta description as text to drop, not to keep", () => {
    const html = `<head><meta name="description" content="&lt;script&gt;alert('meta')&lt;/script&gt;Sauna &lt;b&gt;by&lt;/b&gt; the lake"></head>`;
    expect(extractSaunaDetails(html, "https://lake.example.ie/").description).toBe("Sauna by the lake");
  });

  it("caps a long description near 2,000 characters, at a word", () => {
    const long = Array.from({ length: 600 }, (_, i) => `word${i}`).join(" ");
    const description = extractSaunaDetails(`<meta name="description" content="${long}">`, "https://long.example.ie/").description!;
    expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(description.length).toBeGreaterThan(MAX_DESCRIPTION_LENGTH * 0.8);
    expect(description).toMatch(/ word\d+…$/);
  });

  it("takes the first long paragraph when there is no structured data or meta description", () => {
    const html = `<body><div class="cookie-consent"><p>We use cookies to improve your experience on this website and to analyse our traffic. Accept?</p></div>
      <main><p>Welcome!</p><p>A cedar barrel sauna on the harbour wall at Skerries, stoked from dawn for the year-round swimmers who come from all over Fingal.</p></main></body>`;
    expect(extractSaunaDetails(html, "https://skerries.example.ie/").description).toBe(
      "A cedar barrel sauna on the harbour wall at Skerries, stoked from dawn for the year-round swimmers who come from all over Fingal.",
    );
  });

  it("prefers the business on the page's own site when a page describes several", () => {
    const html = `<script type="application/ld+json">[
      {"@context":"https://schema.org","@type":"HealthClub","name":"Partner gym","url":"https://partner.example.ie/","description":"Our partner gym in town."},
      {"@context":"https://schema.org","@type":"DaySpa","name":"Harbour Spa","url":"https://www.harbourspa.example.ie/spa","description":"The harbour spa's sauna and steam room.","offers":{"@type":"AggregateOffer","lowPrice":"39","highPrice":"89","priceCurrency":"EUR"}}
    ]</script>`;
    expect(extractSaunaDetails(html, "https://harbourspa.example.ie/")).toMatchObject({
      description: "The harbour spa's sauna and steam room.",
      pricePerSession: 39,
    });
  });
});
