// Admin Content: what an article is made of when an admin writes one (docs/product.md
// §2 Admin area: Content manages blog articles). The body is plain text: paragraphs separated
// by a blank line, "## " starting a heading; the article page shows it as text, never as HTML.
import { z } from "zod";
import { optionalWholeNumber, singleLine } from "./form-fields";

export const ARTICLE_TITLE_MAX = 120;
export const ARTICLE_EXCERPT_MAX = 300;
export const ARTICLE_BODY_MAX = 40_000;
export const ARTICLE_CATEGORY_MAX = 40;
export const READ_MINUTES_MAX = 120;
/** Reading speed for the worked-out read time. */
const WORDS_PER_MINUTE = 200;
/** Categories the demo articles use, offered first; any other word is fine. */
export const SUGGESTED_CATEGORIES = ["Guides", "Culture", "Health", "Hosts", "News"] as const;

const READ_TIME = `Read time is a whole number of minutes from 1 to ${READ_MINUTES_MAX}, or leave it empty to work it out from the text.`;

const trimmed = (missing: string) => z.string({ error: missing }).trim();

export const ArticleSchema = z.object({
  title: singleLine(trimmed("Please give the article a title."))
    .min(3, "The title needs at least 3 characters.")
    .max(ARTICLE_TITLE_MAX, `The title can be at most ${ARTICLE_TITLE_MAX} characters.`)
    .refine((t) => slugFromTitle(t) !== "", "The title needs at least one letter or digit: the article's address is made from it."),
  category: singleLine(trimmed("Please choose a category."))
    .min(2, "Please choose a category.")
    .max(ARTICLE_CATEGORY_MAX, `The category can be at most ${ARTICLE_CATEGORY_MAX} characters.`),
  excerpt: trimmed("Please write a short summary.")
    .min(10, "The summary needs at least 10 characters.")
    .max(ARTICLE_EXCERPT_MAX, `The summary can be at most ${ARTICLE_EXCERPT_MAX} characters.`),
  body: trimmed("Please write the article.")
    .min(20, "The article needs at least 20 characters.")
    .max(ARTICLE_BODY_MAX, `The article can be at most ${ARTICLE_BODY_MAX.toLocaleString("en-IE")} characters.`),
  readMinutes: optionalWholeNumber(READ_TIME).pipe(z.number().min(1, READ_TIME).max(READ_MINUTES_MAX, READ_TIME).optional()),
});
export type ArticleInput = z.input<typeof ArticleSchema>;

/**
 * The article's address from its title: "Saunas of Dún Laoghaire & Howth!" →
 * "saunas-of-dun-laoghaire-and-howth". Accents are dropped, anything else becomes a hyphen.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** Minutes to read the body at 200 words a minute, at least 1. */
export function readMinutesFor(body: string): number {
  const words = body.split(/\s+/).filter(Boolean).length;
  return Math.min(READ_MINUTES_MAX, Math.max(1, Math.round(words / WORDS_PER_MINUTE)));
}
