// No English written into a component: every text a person reads comes from the message files,
// so a page reads wholly in the language of its address. This finds text children of
// JSX, string literals in JSX, and the attributes people (or their screen readers) read.
// Content people wrote (descriptions, reviews, articles) comes from data, never from here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Attributes whose text is read by someone. */
const READ_ATTRIBUTES = new Set(["alt", "title", "placeholder", "label", "aria-label", "aria-description", "aria-valuetext", "aria-roledescription"]);
/** Text that reads the same in every language: punctuation, symbols, numbers, a lone letter. */
const WORDLESS = /^[^\p{L}]*(\p{L}[^\p{L}]*)?$/u;

function englishIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (clean && !WORDLESS.test(clean)) found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${clean.slice(0, 60)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent) && (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression))) report(node, node.expression.text);
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) report(node, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const components = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(file);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [path.relative(process.cwd(), file)] : [];
  });

const files = components(path.resolve("app"));

describe("text in components", () => {
  it.each(files)("%s has no English of its own", (file) => {
    expect(englishIn(file)).toEqual([]);
  });
});
