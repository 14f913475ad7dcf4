// The All Saunas page's title, description and address for its meta tags, worked out with the
// loader's data on the server (the browser's copy of the page's code is at its budget), in the
// page's language.
import { PRODUCT_NAME, type County, type SaunaType } from "#domain/constants";
import type { FreeWindow } from "#domain/free-windows";
import { listingHref, type ListingQuery } from "#domain/listing-query";
import type { Locale } from "#domain/locales";
import { serverT } from "#server/i18n/messages";
import type { MessageKey } from "#domain/messages/translate";
import { whenWords } from "./window-words";
import { freeDateLabel } from "#domain/free-date-label";

/** 'Wood-Fired Saunas'…: a type's saunas, as a title names them. */
const TYPE_SAUNAS = {
  "Wood-Fired": "title.typeSaunas.Wood-Fired",
  "Sea View": "title.typeSaunas.Sea View",
  Mobile: "title.typeSaunas.Mobile",
  Infrared: "title.typeSaunas.Infrared",
  Traditional: "title.typeSaunas.Traditional",
  Spa: "title.typeSaunas.Spa",
} as const satisfies Record<SaunaType, MessageKey<"saunas">>;

/** 'in Cork': Irish changes the county's name after 'i' (i gCorcaigh, sa Chlár), so each is written out. */
const IN_COUNTY = {
  Dublin: "in.Dublin", Cork: "in.Cork", Galway: "in.Galway", Kerry: "in.Kerry", Mayo: "in.Mayo",
  Donegal: "in.Donegal", Wicklow: "in.Wicklow", Clare: "in.Clare", Limerick: "in.Limerick",
  Waterford: "in.Waterford", Sligo: "in.Sligo", Tipperary: "in.Tipperary", Wexford: "in.Wexford",
  Kilkenny: "in.Kilkenny", Louth: "in.Louth", Meath: "in.Meath", Kildare: "in.Kildare",
  Offaly: "in.Offaly", Cavan: "in.Cavan", Monaghan: "in.Monaghan", Westmeath: "in.Westmeath",
  Laois: "in.Laois", Carlow: "in.Carlow", Roscommon: "in.Roscommon", Longford: "in.Longford",
  Leitrim: "in.Leitrim",
} as const satisfies Record<County, MessageKey<"saunas">>;

/** 'Wood-Fired Saunas in Cork', 'Saunas in Galway', 'All Saunas'… for titles. */
function describe(t: ReturnType<typeof serverT<"saunas">>, query: ListingQuery): string {
  const what = query.type ? t(TYPE_SAUNAS[query.type]) : t("title.saunas");
  if (query.county) return t("title.inCounty", { what, inCounty: t(IN_COUNTY[query.county]) });
  return query.type ? what : t("title.all");
}

export function pageHead(locale: Locale, query: ListingQuery, page: number, total: number, when?: FreeWindow) {
  const t = serverT(locale, "saunas");
  const heading = query.q ? t("title.search", { q: query.q, what: describe(t, query) }) : describe(t, query);
  const free = when ? ` · ${t("title.free", { when: whenWords(t, when, (date) => freeDateLabel(date, locale)) })}` : "";
  return {
    path: listingHref(query),
    title: `${heading}${free}${page > 1 ? ` · ${t("title.page", { page: String(page) })}` : ""} · ${PRODUCT_NAME}`,
    // The count as written before (1234, not 1,234): a string still chooses the plural form.
    description: t("meta.description", { count: String(total) }),
  };
}
