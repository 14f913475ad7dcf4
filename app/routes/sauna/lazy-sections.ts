// The sauna page's sections below the first screen, each loaded when it comes onto the screen
// (app/components/lazy-section.tsx). The header, claim banner and gallery are what a phone
// shows first, so they stay in the page's own chunk. The notice on a sauna that isn't public is
// at the top, but only its owner and administrators ever see it.
import { lazySection } from "#app/components/lazy-section";

export const NotPublicNotice = lazySection(() => import("./not-public-notice").then((m) => m.NotPublicNotice));
// What a guest who booked a listing now off the site sees there instead of 'Sauna Not Found'.
export const NoLongerListed = lazySection(() => import("./no-longer-listed").then((m) => m.NoLongerListed));
export const AboutSection = lazySection(() => import("./about-section").then((m) => m.AboutSection));

export const BookingSection = lazySection(() => import("./booking-section").then((m) => m.BookingSection));
export const LocationSection = lazySection(() => import("./location-section").then((m) => m.LocationSection));
export const ReviewsSection = lazySection(() => import("./reviews-section").then((m) => m.ReviewsSection));
export const HostSection = lazySection(() => import("./host-section").then((m) => m.HostSection));
export const SimilarSaunas = lazySection(() => import("./similar-saunas").then((m) => m.SimilarSaunas));

/** Loads all of them, e.g. while the browser fetches the next sauna's data. */
export function preloadSaunaSections() {
  for (const section of [AboutSection, BookingSection, LocationSection, ReviewsSection, HostSection, SimilarSaunas]) section.preload();
}
