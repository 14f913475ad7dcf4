// What an administrator may do to a listing on the Saunas page (docs/product.md §2 'Saunas', §4 'Sauna
// status', §8 'Admin status success'), and the words the page and its toasts use. Pure and free
// of zod, so the admin page uses the same rules in the browser.
import { HOME_TOP_RATED_CARDS, TOP_RATED_FEATURED_MIN_RATING, type SaunaStatus } from "./constants";

/**
 * The four moves of docs/product.md §4: pending → active (approve) or → suspended (reject); active →
 * suspended; suspended → active. Each names the status it starts from, so an admin acting on a
 * list that someone else has just changed is told so instead of undoing the other's decision.
 */
export const SAUNA_STATUS_ACTIONS = {
  approve: { from: "pending", to: "active", label: "Approve", done: "Approved", asksFirst: false, needsReason: false },
  reject: { from: "pending", to: "suspended", label: "Reject", done: "Rejected", asksFirst: true, needsReason: true },
  suspend: { from: "active", to: "suspended", label: "Suspend", done: "Suspended", asksFirst: true, needsReason: true },
  activate: { from: "suspended", to: "active", label: "Activate", done: "Activated", asksFirst: true, needsReason: false },
} as const satisfies Record<string, { from: SaunaStatus; to: SaunaStatus; label: string; done: string; asksFirst: boolean; needsReason: boolean }>;
// Approve stays one click: it is the everyday move, takes nothing from anyone, and the spec
// toasts 'Sauna approved' straight after it. The other three change what guests and the host
// have, so the page asks first; Reject and Suspend also ask why, since the host (and any guest
// whose booking goes with it) reads the reason.

/** The longest reason an admin may give for a rejection, suspension or cancellation. */
export const MODERATION_REASON_MAX = 500;
export const REASON_REQUIRED = "Please give a reason: the host and any guests affected will read it";

export type SaunaStatusAction = keyof typeof SAUNA_STATUS_ACTIONS;
export const SAUNA_STATUS_ACTION_NAMES = Object.keys(SAUNA_STATUS_ACTIONS) as SaunaStatusAction[];

/** The buttons a row shows for its status (docs/product.md §2): pending approve and reject, active Suspend, suspended Activate. */
export function statusActionsFor(status: string): SaunaStatusAction[] {
  return SAUNA_STATUS_ACTION_NAMES.filter((name) => SAUNA_STATUS_ACTIONS[name].from === status);
}

/** docs/product.md §4/§8: 'Sauna approved' when the new status is active, otherwise 'Sauna {status}'. */
export function statusChangeToast(newStatus: SaunaStatus): string {
  return newStatus === "active" ? "Sauna approved" : `Sauna ${newStatus}`;
}

/** The line under 'Sauna suspended' when bookings went with it. */
export function cancelledBookingsNote(cancelled: number): string | undefined {
  if (cancelled === 0) return undefined;
  return `${cancelled === 1 ? "1 upcoming booking was" : `${cancelled} upcoming bookings were`} cancelled with a full refund, and the guests have been told.`;
}

export function featuredToast(featured: boolean): string {
  return featured ? "Added to featured" : "Removed from featured";
}

/**
 * What the featured star does: the home page's Top-Rated Experiences must stay
 * top-rated for guests, so a featured sauna leads them only while the public can see it and its
 * guests rate it TOP_RATED_FEATURED_MIN_RATING or more (sauna-listing.service.ts topRatedSaunas).
 * The admin is told beside the star instead of finding out on the home page.
 */
export const FEATURED_SAUNA_RULE =
  `Featured saunas lead the home page's Top-Rated Experiences (${HOME_TOP_RATED_CARDS} cards, best rated first) while they are active and rated ${TOP_RATED_FEATURED_MIN_RATING} or more.`;

/** Why a featured sauna is not among the home page's favourites, or null when it may be (or isn't featured). */
export function featuredSaunaNote(sauna: { featured: boolean; status: string; isPublished: boolean; averageRating: number }): string | null {
  if (!sauna.featured) return null;
  if (sauna.status !== "active" || !sauna.isPublished) return "Not on the home page while it isn't public";
  if (sauna.averageRating < TOP_RATED_FEATURED_MIN_RATING) {
    return `Not on the home page until rated ${TOP_RATED_FEATURED_MIN_RATING} (now ${sauna.averageRating.toFixed(1)})`;
  }
  return null;
}

/** Rows per page of the admin's Saunas table. */
export const ADMIN_SAUNAS_PAGE_SIZE = 25;
/** Beyond this many matches the table says "1,000+" instead of counting every row. */
export const ADMIN_SAUNAS_COUNT_CAP = 1000;
/** Placeholder rows while a new page or filter loads (docs/product.md §2). */
export const ADMIN_SAUNAS_SKELETON_ROWS = 3;
export const ADMIN_SAUNAS_MAX_QUERY_LENGTH = 100;

/** Limits of the Edit Sauna dialog's fields, shared by the form's attributes and the server's schema. */
export const SAUNA_EDIT_LIMITS = {
  name: 120,
  description: 4000,
  location: 200,
  address: 300,
  website: 2000,
  amenity: 40,
  amenities: 20,
} as const;

export const SAUNA_UPDATED = { title: "Success", description: "Sauna updated successfully" } as const;

/** docs/product.md §8 'Scrape …' messages. */
export const WEBSITE_URL_REQUIRED = "Please enter a website URL";
export const SCRAPE_FAILED = "Failed to scrape website";
export const SCRAPE_SUCCEEDED = "Website information extracted successfully!";

/**
 * A web address as people type it ("salthillsauna.ie"), with https:// added when no scheme was
 * given; anything else is left for the URL checks to judge.
 */
export function withWebScheme(address: string): string {
  const text = address.trim();
  if (!text) return text;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, "")}`;
}
