import { describe, expect, it } from "vitest";
import { asOneLine, hasControlCharacters, isOneLine } from "./text";

describe("hasControlCharacters", () => {
  it("finds NUL, escape, DEL and C1 controls", () => {
    for (const c of ["\u0000", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\u000b"]) expect(hasControlCharacters(`a${c}b`)).toBe(true);
  });

  it("allows ordinary text with tabs and line breaks, accents and emoji", () => {
    expect(hasControlCharacters("Sauna Éire\tis\r\nlovely 🔥 — Ó Súilleabháin")).toBe(false);
  });
});

describe("text of one line", () => {
  it("is free of line breaks, tabs and every other control character", () => {
    expect(isOneLine("Sauna Éire 🔥 — Ó Súilleabháin’s, Co. Cork")).toBe(true);
    for (const c of ["\r\n", "\n", "\r", "\t", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029"]) expect(isOneLine(`a${c}b`)).toBe(false);
  });

  it("is made from any text by turning breaks and controls into single spaces", () => {
    expect(asOneLine("Inj sauna\r\nBcc: everyone@example.ie")).toBe("Inj sauna Bcc: everyone@example.ie");
    expect(asOneLine(" Kinsale \t\r\n  Harbour\u2028Sauna\u0000\n")).toBe("Kinsale Harbour Sauna");
    expect(asOneLine("Sauna Éire")).toBe("Sauna Éire");
  });
});
