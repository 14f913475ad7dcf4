import { describe, expect, it } from "vitest";
import { amenitiesMentioned, productAmenityName } from "./amenity-names";
import { addressFromLines, addressInText, capacityInText, parseCapacity, parsePrice, priceInText } from "./detail-patterns";

describe("prices in text", () => {
  it("reads the ways sauna sites write a session price", () => {
    expect(priceInText(["€35 per session"])).toBe(35);
    expect(priceInText(["Sessions cost € 35.00 per person"])).toBe(35);
    expect(priceInText(["Shared sauna €22,50 pp"])).toBe(22.5);
    expect(priceInText(["25 euro per person, towels included"])).toBe(25);
    expect(priceInText(["€40/session"])).toBe(40);
    expect(priceInText(["Sessions from €20"])).toBe(20);
    expect(priceInText(["Price: €18"])).toBe(18);
  });
  it("prefers a price per session or person to a 'from' price, wherever it stands", () => {
    expect(priceInText(["Gift vouchers from €25", "Private hire €60 per session"])).toBe(60);
  });
  it("takes no bare amount, no other currency and nothing out of range", () => {
    expect(priceInText(["Gift vouchers €100", "Membership €300"])).toBeUndefined();
    expect(priceInText(["£30 per person", "$25 per session"])).toBeUndefined();
    expect(priceInText(["€1500 per session"])).toBeUndefined();
    expect(priceInText(["€1,500 per session", "€45 per person"])).toBe(45);
  });
  it("parses structured prices to the cent, from 0 to 1,000 euro", () => {
    expect(parsePrice(45)).toBe(45);
    expect(parsePrice("22.50")).toBe(22.5);
    expect(parsePrice("€30 - €60")).toBe(30);
    expect(parsePrice("€€")).toBeUndefined();
    expect(parsePrice("-5")).toBeUndefined();
    expect(parsePrice(1000.01)).toBeUndefined();
    expect(parsePrice(0)).toBe(0);
    expect(parsePrice(null)).toBeUndefined();
  });
});

describe("capacity in text", () => {
  it("reads the ways sauna sites write how many fit", () => {
    expect(capacityInText(["Our sauna holds up to 8 people"])).toBe(8);
    expect(capacityInText(["Capacity: 6"])).toBe(6);
    expect(capacityInText(["A capacity of 12 bathers"])).toBe(12);
    expect(capacityInText(["The barrel fits 10"])).toBe(10);
    expect(capacityInText(["Room for six guests"])).toBe(6);
    expect(capacityInText(["Our 4-person sauna"])).toBe(4);
    expect(capacityInText(["Maximum 14 people per session"])).toBe(14);
  });
  it("takes only whole numbers from 1 to 20, and no durations", () => {
    expect(capacityInText(["Up to 50 people at our events", "capacity: 9"])).toBe(9);
    expect(capacityInText(["It takes 20 minutes to heat", "Up to 40 guests"])).toBeUndefined();
    expect(capacityInText(["Sleeps 4"])).toBeUndefined();
    expect(parseCapacity("8")).toBe(8);
    expect(parseCapacity("eight")).toBe(8);
    expect(parseCapacity(8.5)).toBeUndefined();
    expect(parseCapacity(0)).toBeUndefined();
    expect(parseCapacity("8 people")).toBeUndefined();
  });
});

describe("addresses in text", () => {
  it("takes the address that ends with an Eircode", () => {
    expect(addressInText(["Call us", "Find us at Harbour Road, Skerries, Co. Dublin K34 V2X8 and say hello"])).toBe("Harbour Road, Skerries, Co. Dublin K34 V2X8");
    expect(addressInText(["Address: Hanover Quay, Dublin 2, D02 XY45"])).toBe("Hanover Quay, Dublin 2, D02 XY45");
    expect(addressInText(["We are located at Pier Road, Kinsale, Co. Cork P17 W620."])).toBe("Pier Road, Kinsale, Co. Cork P17 W620");
  });
  it("joins an address written one part per line", () => {
    expect(addressInText(["Contact us", "Keel Strand", "Achill", "Co. Mayo", "F28 KX60", "Tel: 098 555 0101"])).toBe("Keel Strand, Achill, Co. Mayo, F28 KX60");
    expect(addressFromLines(["Address:", "The Quay,", "Westport", "info@westportsauna.ie", "098 555 0123"])).toBe("The Quay, Westport");
  });
  it("finds nothing without an Eircode", () => {
    expect(addressInText(["Somewhere by the sea", "Open daily"])).toBeUndefined();
    expect(addressInText(["Order number X12345"])).toBeUndefined();
  });
});

describe("amenities", () => {
  it("maps a site's words to the product's amenity names", () => {
    expect(productAmenityName("Wood-burning stove")).toBe("Wood-Fired");
    expect(productAmenityName("Electric heater")).toBe("Electric Heater");
    expect(productAmenityName("Shower facilities")).toBe("Shower");
    expect(productAmenityName("Ice bath")).toBe("Cold Plunge");
    expect(productAmenityName("Views over the bay")).toBe("Sea View");
    expect(productAmenityName("Free Wi-Fi")).toBe("WiFi");
    expect(productAmenityName("Beach access")).toBe("Sea Access");
    expect(productAmenityName("Lakeside")).toBe("Lake Access");
    expect(productAmenityName("Riverside deck")).toBe("River Access");
    expect(productAmenityName("Changing rooms")).toBe("Changing Rooms");
    expect(productAmenityName("Towels provided")).toBe("Towels Provided");
    expect(productAmenityName("Exclusive use")).toBe("Private Space");
    expect(productAmenityName("Free car park")).toBe("Parking");
    expect(productAmenityName("Herbal tea")).toBeUndefined();
  });
  it("lists the amenities a page mentions, in the product's order, and not those it denies", () => {
    expect(amenitiesMentioned(["Hot showers and a cold plunge", "Sorry, no parking", "Changing area without showers? No: with them."])).toEqual([
      "Shower",
      "Cold Plunge",
      "Changing Rooms",
    ]);
    expect(amenitiesMentioned(["There is no WiFi here"])).toEqual([]);
  });
});
