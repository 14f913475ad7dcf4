// The route table mirrors the spec's (section 2); later areas (onboard, admin) are added by their issues.
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home/home.tsx"),
  route("auth", "routes/auth/auth.tsx"),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
  route("saunas", "routes/saunas/saunas.tsx"),
  route("sauna/:id", "routes/sauna/sauna.tsx"),
  route("sauna/:id/reviews", "routes/sauna/sauna-reviews.ts"),
  route("blog", "routes/blog/blog.tsx"),
  route("blog/:slug", "routes/blog/article.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("review/:saunaId?", "routes/review/review.tsx"),
  // Resource routes the pages call with fetchers.
  route("api/favourites", "routes/api/favourites.ts"),
  route("api/claims", "routes/api/claims.ts"),
  route("api/bookings", "routes/api/bookings.ts"),
  route("api/contact-host", "routes/api/contact-host.ts"),
  route("my-account", "routes/account/layout.tsx", [
    index("routes/account/overview.tsx"),
    route("bookings", "routes/account/bookings.tsx"),
    route("bookings/:bookingId/calendar.ics", "routes/account/booking-calendar.ts"),
    route("favourites", "routes/account/favourites.tsx"),
    route("reviews", "routes/account/reviews.tsx"),
    route("messages", "routes/account/messages.tsx"),
    route("settings", "routes/account/settings.tsx"),
    route("settings/my-data.json", "routes/account/data-export.ts"),
  ]),
  route("dashboard", "routes/dashboard/layout.tsx", [
    index("routes/dashboard/overview.tsx"),
    route("calendar", "routes/dashboard/calendar.tsx"),
    route("reviews", "routes/dashboard/reviews.tsx"),
    route("settings", "routes/dashboard/settings.tsx"),
  ]),
  // A host's private calendar feed ('Sync .ics'), for calendar apps: the token is the key.
  route("calendar/:file", "routes/calendar-feed.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
