// The names the wizard gives a listing's kinds and amenities, as message keys: the draft and the
// server keep the values (domain/listing.ts); the host reads them in the page's language.
import type { SaunaStyle } from "#domain/listing";
import { LOCALE_TAG, type Locale } from "#domain/locales";
import type { MessageKey } from "#domain/messages/translate";

type Key = MessageKey<"onboard">;

export const STYLE_KEYS = {
  barrel: { label: "style.barrel", note: "style.barrel.note" },
  cabin: { label: "style.cabin", note: "style.cabin.note" },
  mobile: { label: "style.mobile", note: "style.mobile.note" },
  indoor: { label: "style.indoor", note: "style.indoor.note" },
  outdoor: { label: "style.outdoor", note: "style.outdoor.note" },
} as const satisfies Record<SaunaStyle, { label: Key; note: Key }>;

/** 85%, 15.5%: a share of each booking, as the language writes percentages. */
export function formatPercent(locale: Locale, share: number): string {
  return new Intl.NumberFormat(LOCALE_TAG[locale], { style: "percent", maximumFractionDigits: 1 }).format(share);
}
