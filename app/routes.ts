// The route table mirrors the spec's (section 2).
import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../domain/locales";

/** The public pages: at today's URLs in English, and under /ga/… (each other language's prefix). */
const publicPages = [
  index("routes/home/home.tsx"),
  route("auth", "routes/auth/auth.tsx"),
  route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
  route("auth/reset-password", "routes/auth/reset-password.tsx"),
  route("saunas", "routes/saunas/saunas.tsx"),
  route("sauna/:id", "routes/sauna/sauna.tsx"),
  route("blog", "routes/blog/blog.tsx"),
  route("blog/:slug", "routes/blog/article.tsx"),
  route("gift-vouchers", "routes/gift-vouchers/gift-vouchers.tsx"),
];

/**
 * The same route modules under a language's prefix, with ids of their own ("ga/routes/home/home"):
 * a page's code is the same in every language, only its data (the messages) differs (decision 018).
 * Nested routes keep their place under their layout, which carries the prefix.
 */
function inLanguage(locale: Locale, entries: RouteConfigEntry[], prefix = `${locale}/`): RouteConfigEntry[] {
  return entries.map(({ index: isIndex, path, file, children }) => ({
    id: `${locale}/${file.replace(/\.tsx?$/, "")}`,
    ...(isIndex && !prefix ? { index: true } : { path: isIndex ? locale : `${prefix}${path}` }),
    file,
    ...(children ? { children: inLanguage(locale, children, "") } : {}),
  }));
}

/**
 * Signed-in pages, and the actions and resources the pages call: under /ga too, so a member's
 * page, its toasts, redirects and errors stay in the language of the address (decision 020).
 */
const memberPages = [
  route("auth/sign-out", "routes/auth/sign-out.ts"),
  route("sauna/:id/reviews", "routes/sauna/sauna-reviews.ts"),
  route("review/:saunaId?", "routes/review/review.tsx"),
  route("onboard", "routes/onboard/onboard.tsx"),
  // Where Stripe's Connect onboarding sends a host back to (decision 012): onboarding's step 4, or Account.
  route("onboard/stripe-return", "routes/onboard/stripe-return.ts"),
  // Stripe Checkout (card payments, decision 012): My Bookings' 'Complete payment', and where it sends the guest back.
  route("checkout/:bookingId/pay", "routes/checkout/pay.ts"),
  route("checkout/:bookingId/paid", "routes/checkout/paid.ts"),
  route("checkout/:bookingId/cancelled", "routes/checkout/cancelled.tsx"),
  // Gift vouchers (decision 017): buying one, Stripe's return addresses, the printable voucher.
  route("gift-vouchers/voucher/:code", "routes/gift-vouchers/voucher.tsx"),
  route("gift-vouchers/:voucherId/paid", "routes/gift-vouchers/paid.ts"),
  route("gift-vouchers/:voucherId/cancelled", "routes/gift-vouchers/cancelled.tsx"),
  // A waitlist offer (decision 016): the e-mail's link, to book the held seats or let them go.
  route("waitlist/:entryId", "routes/waitlist/offer.tsx"),
  // Resource routes the pages call with fetchers.
  route("api/favourites", "routes/api/favourites.ts"),
  route("api/claims", "routes/api/claims.ts"),
  route("api/bookings", "routes/api/bookings.ts"),
  route("api/waitlist", "routes/api/waitlist.ts"),
  route("api/gift-voucher-balance", "routes/api/gift-voucher-balance.ts"),
  route("api/booking-open-alerts", "routes/api/booking-open-alerts.ts"),
  route("api/contact-host", "routes/api/contact-host.ts"),
  route("api/map-markers", "routes/api/map-markers.ts"),
  route("api/verification-email", "routes/api/verification-email.ts"),
  route("my-account", "routes/account/layout.tsx", [
    index("routes/account/overview.tsx"),
    route("bookings", "routes/account/bookings.tsx"),
    route("bookings/:bookingId/calendar.ics", "routes/account/booking-calendar.ts"),
    route("favourites", "routes/account/favourites.tsx"),
    route("gift-vouchers", "routes/account/gift-vouchers.tsx"),
    route("gift-vouchers/:voucherId", "routes/account/gift-voucher-bought.tsx"),
    route("reviews", "routes/account/reviews.tsx"),
    route("messages", "routes/account/messages.tsx"),
    route("settings", "routes/account/settings.tsx"),
    route("settings/my-data.json", "routes/account/data-export.ts"),
  ]),
  route("dashboard", "routes/dashboard/layout.tsx", [
    index("routes/dashboard/overview.tsx"),
    route("bookings", "routes/dashboard/bookings.tsx"),
    route("bookings/export.csv", "routes/dashboard/bookings-export.ts"),
    route("messages", "routes/dashboard/messages.tsx"),
    route("account", "routes/dashboard/account.tsx"),
    route("account/stripe-return", "routes/dashboard/account-stripe-return.ts"),
    route("calendar", "routes/dashboard/calendar.tsx"),
    route("reviews", "routes/dashboard/reviews.tsx"),
    route("settings", "routes/dashboard/settings.tsx"),
  ]),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("discovery", "routes/admin/discovery.tsx"),
    route("saunas", "routes/admin/saunas.tsx"),
    route("saunas/photos", "routes/admin/sauna-photos.ts"),
    route("owners", "routes/admin/owners.tsx"),
    route("owners/:ownerId", "routes/admin/owners-detail.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("users/:userId", "routes/admin/users-detail.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("bookings/:bookingId", "routes/admin/bookings-detail.tsx"),
    route("reviews", "routes/admin/reviews.tsx"),
    route("payouts", "routes/admin/payouts.tsx"),
    route("payouts/ledger.csv", "routes/admin/payouts-csv.ts"),
    route("content", "routes/admin/content.tsx"),
    route("content/new", "routes/admin/content-new.tsx"),
    route("content/:articleId", "routes/admin/content-edit.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("reports/series.csv", "routes/admin/reports-csv.ts"),
    route("settings", "routes/admin/settings.tsx"),
  ]),
];

export default [
  ...publicPages,
  ...memberPages,
  ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((l) => inLanguage(l, [...publicPages, ...memberPages])),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:file", "routes/seo/sitemap-file.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  // A host's private calendar feed ('Sync .ics'), for calendar apps: the token is the key.
  route("calendar/:file", "routes/calendar-feed.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
