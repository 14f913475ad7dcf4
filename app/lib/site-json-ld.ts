// schema.org data for the home page (the site, with its search) and the All Saunas listing (the
// page's saunas as an ordered list). Each describes the page in its own language: an
// Irish page's addresses are the /ga ones.
import { PRODUCT_NAME } from "#domain/constants";
import { LOCALE_TAG, localizePath, type Locale } from "#domain/locales";

export function websiteJsonLd(baseUrl: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: PRODUCT_NAME,
    url: `${baseUrl}${localizePath("/", locale)}`,
    inLanguage: LOCALE_TAG[locale],
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${baseUrl}${localizePath("/saunas", locale)}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function saunaListJsonLd(baseUrl: string, locale: Locale, saunas: { id: string; name: string }[], firstPosition: number) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListOrder: "https://schema.org/ItemListOrderDescending",
    numberOfItems: saunas.length,
    itemListElement: saunas.map((s, i) => ({
      "@type": "ListItem",
      position: firstPosition + i,
      url: `${baseUrl}${localizePath(`/sauna/${s.id}`, locale)}`,
      name: s.name,
    })),
  };
}
