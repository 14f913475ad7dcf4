// How /saunas says when a 'Free soon' window is (decision 014), in the page's language: the
// chips' names, and the words a sentence puts the window in ('3 saunas free this evening',
// 'Nothing is free on Sat 5 Dec'). Shared by the page's title (on the server) and its sections.
import { isNamedWindow, type FreeWindow, type NamedWindow } from "#domain/free-windows";
import type { MessageKey, Values } from "#domain/messages/translate";

type SaunasT = (key: MessageKey<"saunas">, values?: Values) => string;

/** Each window's chip: 'Free in the next 2 hours', 'This evening', 'Tomorrow morning'. */
export const WINDOW_KEYS = {
  "next-2-hours": "window.next-2-hours",
  "this-evening": "window.this-evening",
  "tomorrow-morning": "window.tomorrow-morning",
} as const satisfies Record<NamedWindow, MessageKey<"saunas">>;

const WHEN_KEYS = {
  "next-2-hours": "when.next-2-hours",
  "this-evening": "when.this-evening",
  "tomorrow-morning": "when.tomorrow-morning",
} as const satisfies Record<NamedWindow, MessageKey<"saunas">>;

/** A chip's name: a named window's, or the date ('Sat 5 Dec'). */
export function windowLabel(t: SaunasT, when: FreeWindow, dateLabel: (date: string) => string): string {
  return isNamedWindow(when) ? t(WINDOW_KEYS[when]) : dateLabel(when);
}

/** When, inside a sentence: 'in the next 2 hours', 'this evening', 'on Sat 5 Dec'. */
export function whenWords(t: SaunasT, when: FreeWindow, dateLabel: (date: string) => string): string {
  return isNamedWindow(when) ? t(WHEN_KEYS[when]) : t("when.date", { date: dateLabel(when) });
}
