import { describe, expect, it } from "vitest";
import { hasControlCharacters } from "./text";

describe("hasControlCharacters", () => {
  it("finds NUL, escape, DEL and C1 controls", () => {
    for (const c of ["\u0000", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\u000b"]) expect(hasControlCharacters(`a${c}b`)).toBe(true);
  });

  it("allows ordinary text with tabs and line breaks, accents and emoji", () => {
    expect(hasControlCharacters("Sauna Éire\tis\r\nlovely 🔥 — Ó Súilleabháin")).toBe(false);
  });
});
