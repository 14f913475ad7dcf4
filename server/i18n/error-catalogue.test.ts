// Every refusal the domain, the services and the routes' actions write has its words in the
// errors catalogue (decision 021), or an Irish page shows it in English. Read from the source with
// TypeScript's parser: the texts given to the service errors (invalid, conflict, notFound, …), to
// zod's checks and to `message:`/`error:` fields, the website fetcher's messages, and constants
// and functions named as messages (MESSAGE_NAMES). A varying part (`${…}`) is filled with a
// sample value, as the catalogue's `{placeholders}` are.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { errorKeyOf } from "./error-text";

/** The service errors' makers (server/features/errors.ts). */
const SERVICE_ERRORS = new Set(["invalid", "conflict", "notFound", "forbidden", "unauthenticated", "unavailable", "tooManyRequests"]);
/** zod's checks whose arguments after the first are a message. */
const ZOD_CHECKS = new Set(["min", "max", "length", "regex", "refine", "email", "url", "int", "positive", "nonnegative", "gte", "lte", "uuid", "finite"]);
/** Errors made with `new` whose message is an argument: the index of the message. */
const ERROR_CLASSES: Record<string, number> = { SiteFetchError: 1 };

/**
 * Messages kept in a constant or made by a function before they are thrown, by the names the
 * code gives them: `REVIEW_NOT_FOUND`, `REASON_REQUIRED`, `groupPriceProblem`, `staffCancellationRefusal`.
 */
const MESSAGE_NAMES = /(_MESSAGE|_NOT_FOUND|_REQUIRED|_MISSING|_UNREADABLE|_REFUSED|Problem|Refusal|Message)$/;

/** Texts nobody reads on a page, or put together from two catalogued parts. */
const EXEMPT: { file: RegExp; why: string; text?: RegExp }[] = [
  { file: /^server\/config\.ts$/, why: "start-up checks of the operator's configuration" },
  { file: /^server\/testing\//, why: "the local stand-ins for Stripe and SerpApi" },
  { file: /^server\/features\/admin\/grant-admin-role\.ts$/, why: "a command-line tool" },
  { file: /^server\/http\/stripe-webhook\.ts$/, why: "answers to Stripe, not to a person" },
  { file: /^server\/http\/member-api\.ts$/, why: "a page's script asking with a wrong id, not a person" },
  { file: /^server\/integrations\/mail\/mail-outbox\.ts$/, why: "checks of our own e-mails before they are queued" },
  { file: /^(server\/http\/form-gate|server\/auth\/auth)\.ts$/, text: /^The field “/, why: "a field's name and CONTROL_CHARACTERS_MESSAGE, catalogued whole as form.controlCharacters" },
  { file: /^domain\/text\.ts$/, text: /^contains characters/, why: "the second half of form.controlCharacters, never shown alone" },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The text of a string or template, its `${…}` parts as `hole`; every branch of `a ? b : c`. */
function texts(node: ts.Node, hole: string): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((span) => hole + span.literal.text).join("")];
  if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue, hole), ...texts(node.whenFalse, hole)];
  if (ts.isParenthesizedExpression(node)) return texts(node.expression, hole);
  if (ts.isObjectLiteralExpression(node)) return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? texts(p.initializer, hole) : []));
  return [];
}

/** The name of the function a node is in ("" outside one). */
function enclosingFunctionName(node: ts.Node): string {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) return at.name?.getText() ?? "";
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent)) return at.parent.name.getText();
  }
  return "";
}

/** The messages a file writes, each with its line. */
function messagesIn(file: string): { line: number; nodes: ts.Node[] }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { line: number; nodes: ts.Node[] }[] = [];
  const visit = (node: ts.Node) => {
    let nodes: ts.Node[] = [];
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      if (SERVICE_ERRORS.has(name) && ts.isIdentifier(callee)) nodes = [...node.arguments];
      else if (ZOD_CHECKS.has(name) && ts.isPropertyAccessExpression(callee)) nodes = node.arguments.slice(1);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in ERROR_CLASSES) {
      nodes = node.arguments?.slice(ERROR_CLASSES[node.expression.text], ERROR_CLASSES[node.expression.text] + 1) ?? [];
    } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ["message", "error"].includes(node.name.text)) {
      nodes = [node.initializer];
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && MESSAGE_NAMES.test(node.name.text) && node.initializer) {
      nodes = [node.initializer];
    } else if (ts.isReturnStatement(node) && node.expression && MESSAGE_NAMES.test(enclosingFunctionName(node))) {
      nodes = [node.expression];
    }
    if (nodes.length) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, nodes });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the errors catalogue", () => {
  it("has every refusal the domain, the server and the routes write", () => {
    const root = path.resolve(".");
    const missing: string[] = [];
    for (const file of ["server", "domain", "app/routes"].flatMap((dir) => sources(path.join(root, dir)))) {
      const name = path.relative(root, file).split(path.sep).join("/");
      for (const { line, nodes } of messagesIn(file)) {
        for (const node of nodes) {
          const [withNumbers, withWords] = [texts(node, "7"), texts(node, "sample")];
          withNumbers.forEach((text, i) => {
            // Only sentences: an identifier, a class name or a code is not a message.
            if (!/\s/.test(text.trim())) return;
            if (errorKeyOf(text) || errorKeyOf(withWords[i])) return;
            if (EXEMPT.some((e) => e.file.test(name) && (!e.text || e.text.test(text)))) return;
            missing.push(`${name}:${line}: ${text}`);
          });
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
