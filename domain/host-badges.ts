// The host card's highlights (docs/product.md §2: verified identity, superhost, traditional sauna expert,
// local guide) shown only when they are true, computed from the host's record.

export const SUPERHOST = { minRating: 4.8, minReviews: 10, minResponseRate: 90 } as const;
export const SAUNA_EXPERT = { minRating: 4.5, minReviews: 5, types: ["Wood-Fired", "Traditional"] } as const;
export const LOCAL_GUIDE = { minSessions: 20 } as const;

export type HostBadge = "Verified identity" | "Superhost" | "Traditional sauna expert" | "Local guide";

export type HostRecord = {
  /** An administrator has verified the host (profiles.is_verified). */
  verified: boolean;
  /** Average over the host's public saunas' published reviews, or null. */
  rating: number | null;
  reviews: number;
  /** Share of guests' questions answered, 0–100, or null before any. */
  responseRate: number | null;
  /** Public saunas of the host: type, county, rating and review count. */
  saunas: { type: string; county: string; averageRating: number; totalReviews: number }[];
  /** Sessions guests have completed at the host's saunas. */
  completedSessions: number;
};

/** Superhost: rated 4.8 or more over at least 10 published reviews, answering 90% of questions. */
export function isSuperhost(host: Pick<HostRecord, "rating" | "reviews" | "responseRate">): boolean {
  return (
    host.rating !== null && host.rating >= SUPERHOST.minRating && host.reviews >= SUPERHOST.minReviews &&
    host.responseRate !== null && host.responseRate >= SUPERHOST.minResponseRate
  );
}

export function hostBadges(host: HostRecord): HostBadge[] {
  const badges: HostBadge[] = [];
  if (host.verified) badges.push("Verified identity");
  if (isSuperhost(host)) badges.push("Superhost");
  // Runs a wood-fired or traditional sauna that guests rate highly.
  if (host.saunas.some((s) => (SAUNA_EXPERT.types as readonly string[]).includes(s.type) && s.averageRating >= SAUNA_EXPERT.minRating && s.totalReviews >= SAUNA_EXPERT.minReviews)) {
    badges.push("Traditional sauna expert");
  }
  // Hosts in one county, and has welcomed guests there many times.
  if (host.saunas.length > 0 && new Set(host.saunas.map((s) => s.county)).size === 1 && host.completedSessions >= LOCAL_GUIDE.minSessions) {
    badges.push("Local guide");
  }
  return badges;
}
