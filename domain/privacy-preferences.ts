// The privacy choices a guest makes in Settings (profiles.privacy_preferences), shared by the
// settings page and the account service: here, not in the service, so the page's browser code
// does not take the service (and the database schema) along.

/** 'Show my name on my reviews': on unless turned off (server/features/reviews/reviewer-name.ts). */
export const SHOW_NAME_ON_REVIEWS = "showProfileOnReviews";

export const PRIVACY_PREFERENCES = [SHOW_NAME_ON_REVIEWS, "shareActivity"] as const;
