import { describe, expect, it } from "vitest";
import { absoluteUrl, saunaJsonLd } from "./sauna-json-ld";

const sauna = {
  name: "Salthill Prom Sauna", description: "Wood-fired, by the sea.", url: "https://sauna.ie/sauna/1", images: ["https://sauna.ie/a.svg"],
  address: "Salthill Promenade", location: "Salthill", county: "Galway", latitude: 53.2586, longitude: -9.0853,
  averageRating: 4.666, totalReviews: 3, pricePrivate: 45, priceShared: 25, priceGroup: 35, phone: "+353 91 555 0142",
};

describe("the sauna page's JSON-LD", () => {
  it("describes the business with address, geo, rating and price range", () => {
    const data = JSON.parse(saunaJsonLd(sauna));
    expect(data).toMatchObject({
      "@type": "HealthAndBeautyBusiness", name: "Salthill Prom Sauna", url: "https://sauna.ie/sauna/1", telephone: "+353 91 555 0142",
      address: { addressLocality: "Salthill", addressRegion: "Co. Galway", addressCountry: "IE" },
      geo: { latitude: 53.2586, longitude: -9.0853 },
      aggregateRating: { ratingValue: 4.7, reviewCount: 3 },
      priceRange: "€25–€45",
    });
  });

  it("leaves out the rating without reviews and the geo without coordinates", () => {
    const data = JSON.parse(saunaJsonLd({ ...sauna, totalReviews: 0, latitude: null, longitude: null, priceShared: null, priceGroup: null }));
    expect(data.aggregateRating).toBeUndefined();
    expect(data.geo).toBeUndefined();
    expect(data.priceRange).toBe("€45");
  });

  it("cannot be broken out of by a hostile name", () => {
    const hostile = "</script><script>alert(1)</script> & \u2028";
    const text = saunaJsonLd({ ...sauna, name: hostile, description: hostile });
    expect(text).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(text).name).toBe(hostile);
  });

  it("makes image paths absolute and keeps absolute URLs", () => {
    expect(absoluteUrl("https://sauna.ie", "/images/a.svg")).toBe("https://sauna.ie/images/a.svg");
    expect(absoluteUrl("https://sauna.ie", "https://cdn.example.ie/a.jpg")).toBe("https://cdn.example.ie/a.jpg");
  });
});
