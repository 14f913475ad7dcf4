// Parts of /saunas whose code loads only when they are shown (app/components/lazy-section.tsx),
// as the page's own code is at its JavaScript budget (decision 010): the 'Free soon' panel, below
// the first screen of a phone, a window search's results ('Free soon', decision 014), which
// appear only for `?when=…`, and the page links at the foot of the list.
import { lazySection } from "#app/components/lazy-section";

export const FreeResults = lazySection(() => import("./free-results").then((m) => m.FreeResults));
export const FreeSoonPanel = lazySection(() => import("./free-soon-panel").then((m) => m.FreeSoonPanel));
export const ListingPagination = lazySection(() => import("./listing-pagination").then((m) => m.ListingPagination));
