// One pass over a fetched page, parsed with htmlparser2, collecting what the extraction reads:
// the JSON-LD scripts, the meta tags, the title, the <address> blocks, and the text a visitor
// would see (as lines and paragraphs). An explicit stack rather than recursion, and no CSS
// selector queries: both would cost far more than linear time on a deeply nested hostile page.
import { isTag, isText, type ChildNode } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";

export type PageReading = {
  /** The text of each <script type="application/ld+json">, in the page's order. */
  jsonLd: string[];
  /** Meta tags by lowercased name or property ("description", "og:description"), the first of each. */
  meta: Map<string, string>;
  title: string | undefined;
  /** The visible lines of each <address> element. */
  addresses: string[][];
  /** Trimmed, non-empty visible lines, one per block (paragraph, list item, table cell, line break). */
  lines: string[];
  /** The text of each visible <p>, those inside <main> or <article> first. */
  paragraphs: string[];
};

/**
 * htmlparser2 keeps its open elements in an array it shifts, so parsing slows with the square of
 * the nesting depth; a page is cut after this many elements. Sauna sites have a few thousand; a
 * cut page loses only its end, and the fetcher's own 2 MB cap still applies.
 */
export const MAX_ELEMENTS = 15_000;

/** Never read as text (but still searched for structured data): code, navigation, embedded documents, form controls. */
const NOT_TEXT = new Set(["head", "noscript", "template", "nav", "svg", "iframe", "object", "canvas", "select", "button", "textarea"]);

/** Elements that start a new line when a browser renders them. */
const BLOCKS = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure",
  "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "ol", "p",
  "pre", "section", "table", "td", "th", "tr", "ul",
]);

// Cookie and consent banners are the most common long paragraph on a small business's site.
// Not looked for on the page's frame: cookie plugins mark <body> too ("cookies-not-set").
const BANNER = /cookie|consent|gdpr/i;
const FRAME = new Set(["html", "body", "main", "article"]);

export function readPage(html: string): PageReading {
  const reading: PageReading = { jsonLd: [], meta: new Map(), title: undefined, addresses: [], lines: [], paragraphs: [] };
  const chunks: string[] = [];
  const paragraphsInMain: string[] = [];
  const paragraphsElsewhere: string[] = [];
  let paragraphStart: number | undefined;
  let addressStart: number | undefined;

  type Leaving = { block: boolean; paragraph: boolean; address: boolean };
  type Step = { node: ChildNode; visible: boolean; main: boolean; leaving?: Leaving };
  const stack: Step[] = [];
  const pushChildren = (children: ChildNode[], visible: boolean, main: boolean) => {
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], visible, main });
  };
  pushChildren(parseDocument(withinElementLimit(html)).children, true, false);

  while (stack.length > 0) {
    const { node, visible, main, leaving } = stack.pop()!;
    if (leaving) {
      if (leaving.paragraph) {
        (main ? paragraphsInMain : paragraphsElsewhere).push(tidyLine(chunks.slice(paragraphStart).join("")));
        paragraphStart = undefined;
      }
      if (leaving.address) {
        reading.addresses.push(toLines(chunks.slice(addressStart).join("")));
        addressStart = undefined;
      }
      if (leaving.block) chunks.push("\n");
      continue;
    }
    if (isText(node)) {
      if (visible) chunks.push(node.data);
      continue;
    }
    if (!isTag(node)) continue; // comments, doctype, CDATA
    const { name, attribs } = node;
    if (name === "script") {
      if (/ld\+json/i.test(attribs.type ?? "")) reading.jsonLd.push(DomUtils.textContent(node));
      continue;
    }
    if (name === "style") continue;
    if (name === "meta") {
      const key = (attribs.name ?? attribs.property ?? "").trim().toLowerCase();
      if (key && attribs.content !== undefined && !reading.meta.has(key)) reading.meta.set(key, attribs.content);
      continue;
    }
    if (name === "title") {
      reading.title ??= DomUtils.textContent(node);
      continue;
    }
    const shown = visible && !isHidden(name, attribs);
    const inMain = main || name === "main" || name === "article";
    const leavingNow: Leaving = {
      block: shown && BLOCKS.has(name),
      paragraph: shown && name === "p" && paragraphStart === undefined,
      address: shown && name === "address" && addressStart === undefined,
    };
    if (leavingNow.block) chunks.push("\n");
    if (leavingNow.paragraph) paragraphStart = chunks.length;
    if (leavingNow.address) addressStart = chunks.length;
    stack.push({ node, visible: shown, main: inMain, leaving: leavingNow });
    pushChildren(node.children, shown, inMain);
  }

  reading.lines = toLines(chunks.join(""));
  reading.paragraphs = [...paragraphsInMain, ...paragraphsElsewhere].filter(Boolean);
  return reading;
}

function isHidden(name: string, attribs: Record<string, string>): boolean {
  return (
    NOT_TEXT.has(name) ||
    "hidden" in attribs ||
    attribs["aria-hidden"] === "true" ||
    /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attribs.style ?? "") ||
    (!FRAME.has(name) && (BANNER.test(attribs.id ?? "") || BANNER.test(attribs.class ?? "")))
  );
}

/** The page up to its MAX_ELEMENTS-th start tag (a count of "<" + letter, not a reading of the markup). */
function withinElementLimit(html: string): string {
  const startTag = /<[a-z]/gi;
  for (let count = 0; startTag.exec(html); count++) {
    if (count === MAX_ELEMENTS) return html.slice(0, startTag.lastIndex - 2);
  }
  return html;
}

/**
 * Any text that may carry markup (a JSON-LD description, a meta description whose entities
 * decode to tags) as plain text: tags dropped, the contents of scripts and styles gone,
 * entities decoded, whitespace collapsed.
 */
export function plainText(fragment: string): string {
  return readPage(fragment).lines.join(" ");
}

function toLines(text: string): string[] {
  return withoutControls(text).split("\n").map(tidyLine).filter(Boolean);
}

/** Zero-width characters go, other control characters become spaces; line breaks stay. */
function withoutControls(text: string): string {
  return text.replace(/[\u200B-\u200D\uFEFF]/g, "").replace(/(?!\n)\p{Cc}/gu, " ");
}

function tidyLine(line: string): string {
  return line.replace(/\s+/g, " ").trim();
}
