// The privacy choices a guest makes in Settings (profiles.privacy_preferences): their names, their
// defaults and their words, shared by the settings page, the account service and the queries that
// honour them. Here, not in the service, so the page's browser code does not take the service (and
// the database schema) along.

/** 'Show my name on my reviews': on unless turned off (server/features/reviews/reviewer-name.ts). */
export const SHOW_NAME_ON_REVIEWS = "showProfileOnReviews";

export const PRIVACY_PREFERENCES = [SHOW_NAME_ON_REVIEWS, "shareActivity"] as const;
export type PrivacyPreference = (typeof PRIVACY_PREFERENCES)[number];

/** The toggles as the settings page words them. */
export const PRIVACY_LABELS: Record<PrivacyPreference, string> = {
  showProfileOnReviews: "Show my name on my reviews",
  shareActivity: "Let hosts see my past visits",
};

/** A name on a review is shown until the guest hides it; past visits stay private until shared. */
export const PRIVACY_DEFAULTS: Record<PrivacyPreference, boolean> = {
  showProfileOnReviews: true,
  shareActivity: false,
};

/** Whether a privacy choice is on: the saved choice, else its default. */
export function privacyEnabled(saved: Record<string, boolean> | null | undefined, key: PrivacyPreference): boolean {
  const value = saved?.[key];
  return typeof value === "boolean" ? value : PRIVACY_DEFAULTS[key];
}
