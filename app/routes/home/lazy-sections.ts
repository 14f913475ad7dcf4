// The home page's sections below the first screen, each loaded when it comes onto it
// (app/components/lazy-section.tsx). The hero and the top of the counties are what a phone
// and a laptop show first, so those two stay in the page's own chunk.
import { lazySection } from "#app/components/lazy-section";

export const MapSection = lazySection(() => import("./map-section").then((m) => m.MapSection));
export const TopRatedSection = lazySection(() => import("./top-rated-section").then((m) => m.TopRatedSection));
export const CommunityStoriesSection = lazySection(() => import("./community-stories-section").then((m) => m.CommunityStoriesSection));
export const OwnersSection = lazySection(() => import("./owners-section").then((m) => m.OwnersSection));
export const BlogTeaserSection = lazySection(() => import("./blog-teaser-section").then((m) => m.BlogTeaserSection));
export const JoinSection = lazySection(() => import("./join-section").then((m) => m.JoinSection));
