// The route table mirrors the spec's (section 2).
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
  ]),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("payouts", "routes/admin/payouts.tsx"),
    route("payouts/ledger.csv", "routes/admin/payouts-csv.ts"),
    route("content", "routes/admin/content.tsx"),
    route("content/new", "routes/admin/content-new.tsx"),
    route("content/:articleId", "routes/admin/content-edit.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("reports/series.csv", "routes/admin/reports-csv.ts"),
    route("settings", "routes/admin/settings.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
