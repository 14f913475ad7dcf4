// schema.org data for the home page (the site, with its search) and the All Saunas listing (the
// page's saunas as an ordered list), issue 11.
import { PRODUCT_NAME } from "#domain/constants";

export function websiteJsonLd(baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: PRODUCT_NAME,
    url: `${baseUrl}/`,
    inLanguage: "en-IE",
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${baseUrl}/saunas?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function saunaListJsonLd(baseUrl: string, saunas: { id: string; name: string }[], firstPosition: number) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListOrder: "https://schema.org/ItemListOrderDescending",
    numberOfItems: saunas.length,
    itemListElement: saunas.map((s, i) => ({
      "@type": "ListItem",
      position: firstPosition + i,
      url: `${baseUrl}/sauna/${s.id}`,
      name: s.name,
    })),
  };
}
