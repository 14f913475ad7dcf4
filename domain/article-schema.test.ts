import { describe, expect, it } from "vitest";
import { ArticleSchema, readMinutesFor, slugFromTitle } from "./article-schema";

describe("article addresses and read times", () => {
  it("makes the address from the title: lower case, no accents, hyphens between words", () => {
    expect(slugFromTitle("Saunas of Dún Laoghaire & Howth!")).toBe("saunas-of-dun-laoghaire-and-howth");
    expect(slugFromTitle("  Löyly: the Finnish word for steam  ")).toBe("loyly-the-finnish-word-for-steam");
    expect(slugFromTitle("<script>alert(1)</script>")).toBe("script-alert-1-script");
    expect(slugFromTitle("!!!")).toBe("");
    expect(slugFromTitle("a".repeat(70) + " " + "b".repeat(30))).toBe("a".repeat(70) + "-" + "b".repeat(9));
  });

  it("works the read time out at 200 words a minute, at least one minute", () => {
    expect(readMinutesFor("A short note.")).toBe(1);
    expect(readMinutesFor(Array.from({ length: 1_000 }, () => "word").join(" "))).toBe(5);
    expect(readMinutesFor("one\n\ntwo\n\n" + "w ".repeat(1_299))).toBe(7);
  });

  it("refuses a title with no letter or digit, and an odd read time", () => {
    const ok = { title: "Winter swims", category: "Guides", excerpt: "Cold water, warm benches.", body: "Start gently and never swim alone." };
    expect(ArticleSchema.safeParse(ok).success).toBe(true);
    expect(ArticleSchema.safeParse({ ...ok, readMinutes: "" }).data?.readMinutes).toBeUndefined();
    expect(ArticleSchema.safeParse({ ...ok, readMinutes: "6" }).data?.readMinutes).toBe(6);
    expect(ArticleSchema.safeParse({ ...ok, title: "???" }).error?.issues[0].message).toMatch(/at least one letter or digit/);
    for (const readMinutes of ["0", "121", "2.5", "soon"]) expect(ArticleSchema.safeParse({ ...ok, readMinutes }).success).toBe(false);
  });
});
