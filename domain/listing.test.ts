import { describe, expect, it } from "vitest";
import { formatEircode, isEircode, isIrishVatNumber, publicTypeFor } from "./listing";

describe("listing rules", () => {
  it("accepts Eircodes in An Post's format, with or without the space, and D6W", () => {
    for (const code of ["D02 X285", "d02x285", "H91 X2C4", "D6W 1234", "V95 T2W8", "A65 F4E2"]) expect(isEircode(code), code).toBe(true);
    for (const code of ["D02", "B12 3456", "D02 X28", "D02 X2855", "123 4567", "D02-X285", "D02 XB85"]) expect(isEircode(code), code).toBe(false);
    expect(formatEircode("d02x285")).toBe("D02 X285");
  });

  it("accepts Irish VAT numbers in the current and the old format", () => {
    for (const vat of ["IE1234567T", "IE1234567TW", "1234567FA", "IE 1234567 T", "IE8Z49289F"]) expect(isIrishVatNumber(vat), vat).toBe(true);
    for (const vat of ["IE123456T", "GB123456789", "IE12345678", "hello"]) expect(isIrishVatNumber(vat), vat).toBe(false);
  });

  it("gives a wizard listing its public type from its kind and amenities", () => {
    expect(publicTypeFor("mobile", ["Sea Access"])).toBe("Mobile");
    expect(publicTypeFor("indoor", ["Wood-Fired"])).toBe("Spa");
    expect(publicTypeFor("barrel", ["Wood-Fired", "Sea Access"])).toBe("Sea View");
    expect(publicTypeFor("barrel", ["Wood-Fired"])).toBe("Wood-Fired");
    expect(publicTypeFor("cabin", ["Electric Heater"])).toBe("Traditional");
  });
});
