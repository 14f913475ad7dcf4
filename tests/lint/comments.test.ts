// Comments name decision records and docs/product.md sections, not issue numbers: a lint rule
// (eslint.config.js, comments/no-issue-numbers), and this test that it fires.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

describe("comments", () => {
  const issueNumbers = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === "comments/no-issue-numbers").length;

  it("refuses an issue number in a comment in app/, server/ and domain/, and lets words through", async () => {
    expect(await issueNumbers("server/features/probe.ts", "// Refunds in full (issue 22).\nexport const x = 1;\n")).toBe(1);
    expect(await issueNumbers("app/lib/probe.ts", "/** Issue 7: one gate. */\nexport const x = 1;\n")).toBe(1);
    expect(await issueNumbers("domain/probe.ts", "// See decision 012: the seat is held while the guest pays.\nexport const x = 1;\n")).toBe(0);
  });
});
