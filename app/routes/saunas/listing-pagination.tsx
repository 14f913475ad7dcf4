// The listing's page links, a section of their own at the foot of the page, loaded when they
// come onto the screen (lazy-sections.ts).
import { listingHref, type ListingQuery } from "#domain/listing-query";
import { Pagination } from "#app/components/pagination";

export function ListingPagination({ query, page, pages }: { query: ListingQuery; page: number; pages: number }) {
  return <Pagination page={page} pages={pages} href={(p) => listingHref(query, { page: p })} />;
}
