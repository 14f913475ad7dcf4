// Constants of the product specification (sections 2 and 9). One place for each.

export const PRODUCT_NAME = "Sauna Éire";
/** Where hosts write with questions about their listing or their verification (the onboarding's last step, listing e-mails). */
export const HOST_SUPPORT_EMAIL = "hosts@sauna-eire.ie";

/** The six public sauna types (docs/product.md §1). */
export const SAUNA_TYPES = ["Wood-Fired", "Sea View", "Mobile", "Infrared", "Traditional", "Spa"] as const;
export type SaunaType = (typeof SAUNA_TYPES)[number];

/** Type chips on the home page map section, in the spec's order. */
export const MAP_TYPE_CHIPS = ["All Types", "Wood-Fired", "Sea View", "Mobile", "Infrared", "Spa"] as const;

export const SAUNA_STATUSES = ["pending", "active", "suspended"] as const;
export type SaunaStatus = (typeof SAUNA_STATUSES)[number];

export const REVIEW_STATUSES = ["pending", "published", "flagged", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ADMIN_ROLES = ["admin", "super_admin"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The 26 counties used by discovery (docs/product.md §9); also the listing filter. */
export const COUNTIES = [
  "Dublin", "Cork", "Galway", "Kerry", "Mayo", "Donegal", "Wicklow", "Clare", "Limerick",
  "Waterford", "Sligo", "Tipperary", "Wexford", "Kilkenny", "Louth", "Meath", "Kildare",
  "Offaly", "Cavan", "Monaghan", "Westmeath", "Laois", "Carlow", "Roscommon", "Longford", "Leitrim",
] as const;
export type County = (typeof COUNTIES)[number];

/** The home page's six county tiles, in the spec's order. */
export const HOME_COUNTIES = ["Cork", "Galway", "Kerry", "Donegal", "Clare", "Dublin"] as const;

export const BOOKING_TYPES = ["private", "shared", "group"] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** Default prices in euro (docs/product.md §9); a host may set their own. */
export const DEFAULT_PRICES: Record<BookingType, number> = { private: 45, shared: 25, group: 35 };

export const BOOKING_TYPE_LABELS: Record<BookingType, string> = {
  private: "Private Session",
  shared: "Shared Session",
  group: "Group Session (6+)",
};

/** Group bookings need at least this many guests (docs/product.md §9 settles the spec's 6 vs 4). */
export const GROUP_MIN_GUESTS = 6;

/** Default start times, 90 minutes apart (docs/product.md §9). */
export const DEFAULT_TIME_SLOTS = ["09:00", "10:30", "12:00", "13:30", "15:00", "16:30", "18:00", "19:30"] as const;

export const DEFAULT_SESSION_MINUTES = 90;
export const PLATFORM_COMMISSION_RATE = 0.15;
export const FREE_CANCELLATION_HOURS = 24;
export const HOST_PAYOUT_DELAY_HOURS = 24;

export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 20;

export const SIMILAR_SAUNAS_LIMIT = 4;
/** Featured saunas lead the home page's top-rated cards only at this rating or more. */
export const TOP_RATED_FEATURED_MIN_RATING = 4.5;
/** The home page's Top-Rated Experiences cards, and its community stories (featured reviews). */
export const HOME_TOP_RATED_CARDS = 4;
export const HOME_COMMUNITY_STORIES = 3;
export const NEARBY_RADIUS_KM = 50;
export const LISTING_PAGE_SIZE = 24;
/** The listing counts and pages through at most this many matches (50 pages); filters narrow. */
export const LISTING_RESULT_CAP = 1200;
export const LISTING_PLACEHOLDER_CARDS = 8;
export const REVIEWS_PAGE_SIZE = 5;

export const PASSWORD_MIN_LENGTH = 6;

/** The longest full name a member may give, at sign-up and afterwards (here, not beside the zod schemas, so the sign-up form can use it without shipping zod). */
export const FULL_NAME_MAX = 120;

/** A password reset link that has expired or was used: the reset page shows it too. */
export const RESET_LINK_INVALID = "This reset link has expired or has already been used. Please ask for a new one.";

export const STAR_CAPTIONS: Record<number, string> = {
  5: "Absolutely incredible!",
  4: "Really enjoyed it!",
  3: "It was good",
  2: "Could be better",
  1: "Not what I expected",
};

/** Shown when a sauna has no photos of its own (spec: five stock images). */
export const DEFAULT_SAUNA_IMAGES = [
  "/images/default-1.svg",
  "/images/default-2.svg",
  "/images/default-3.svg",
  "/images/default-4.svg",
  "/images/default-5.svg",
] as const;

/** docs/product.md §2: what a missing, unpublished or malformed sauna id shows. */
export const SAUNA_NOT_FOUND = "Sauna Not Found";
