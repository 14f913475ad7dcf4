// The All Saunas page's title, description and address for its meta tags, worked out with the
// loader's data on the server (the browser's copy of the page's code is at its budget).
import { PRODUCT_NAME } from "#domain/constants";
import { freeWindowPhrase, type FreeWindow } from "#domain/free-windows";
import { listingHref, type ListingQuery } from "#domain/listing-query";

/** 'Wood-Fired Saunas in Cork', 'Saunas in Galway', 'All Saunas'… for titles. */
function describe(query: ListingQuery): string {
  const what = query.type ? `${query.type} Saunas` : "Saunas";
  if (query.county) return `${what} in ${query.county}`;
  return query.type ? what : "All Saunas";
}

export function pageHead(query: ListingQuery, page: number, total: number, when?: FreeWindow) {
  const heading = query.q ? `“${query.q}” · ${describe(query)}` : describe(query);
  const free = when ? ` · ${freeWindowPhrase(when).replace(/^free/, "Free")}` : "";
  return {
    path: listingHref(query),
    title: `${heading}${free}${page > 1 ? ` · Page ${page}` : ""} · ${PRODUCT_NAME}`,
    description: `Discover all available saunas across Ireland: ${total} ${total === 1 ? "sauna" : "saunas"} to book, with ratings, prices and photos.`,
  };
}
