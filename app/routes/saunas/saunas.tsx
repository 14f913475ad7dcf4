// All Saunas (/saunas): search, filters, sort and pages over the public directory. The filter
// bar is a GET form, so every result page has its own shareable URL.
import { Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/saunas";
import { LISTING_PLACEHOLDER_CARDS, PRODUCT_NAME } from "#domain/constants";
import { hasActiveFilters } from "#domain/listing-query";
import { addDays } from "#domain/free-window-times";
import { IRISH_TOWNS } from "#domain/irish-towns";
import { formatDistance } from "#domain/search-origin";
import { todayInIreland } from "#domain/session-slots";
import { createBooking, SIGN_IN_TO_BOOK } from "#server/features/bookings/create-booking.service";
import { bookAndPay } from "#server/features/payments/checkout.service";
import { findFreeSaunas } from "#server/features/saunas/free-session-search";
import { listPublicSaunas } from "#server/features/saunas/sauna-listing.service";
import { Footer } from "#app/components/footer";
import { SaunaCard, SaunaCardSkeleton } from "#app/components/sauna-card";
import { getApp } from "#app/lib/context.server";
import { redirectWithToast } from "#app/lib/flash.server";
import { formFields } from "#app/lib/form.server";
import { attempt } from "#app/lib/service-errors.server";
import { JsonLd } from "#app/lib/json-ld";
import { pageMeta } from "#app/lib/page-meta";
import { localeOfPath } from "#domain/locales";
import { saunaListJsonLd } from "#app/lib/site-json-ld";
import { AmenityChips } from "./amenity-chips";
import { FilterBar } from "./filter-bar";
import { FreeResults, FreeSoonPanel, ListingPagination } from "./lazy-sections";
import { pageHead } from "./page-head.server";
import { publicCacheHeaders, publicPageHeaders } from "#app/lib/public-cache";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor, config } = getApp(context);
  const params = new URL(request.url).searchParams;
  const now = new Date();
  // A window ('Free soon', decision 014): only saunas with a bookable session then. Its answer
  // changes by the minute and with every booking, so it is never kept by a cache.
  const free = await findFreeSaunas(db, params, now);
  const listing = free ? null : await listPublicSaunas(db, params);
  const today = todayInIreland(now);
  const shown = free ?? listing!;
  // Worked out here, not in the browser: the page's own code is at its budget (decision 010).
  const head = {
    ...pageHead(shown.query, shown.page, shown.total, free?.when),
    jsonLd: listing && listing.saunas.length > 0 ? saunaListJsonLd(config.baseUrl, listing.saunas, (listing.page - 1) * listing.pageSize + 1) : null,
  };
  const cards = listing ? { ...listing, saunas: listing.saunas.map((s) => ({ ...s, distanceLabel: s.distanceKm !== undefined ? `${formatDistance(s.distanceKm)} away` : undefined })) } : null;
  return data(
    { listing: cards, free, head, today, tomorrow: addDays(today, 1), towns: IRISH_TOWNS.map((t) => t.name), baseUrl: config.baseUrl },
    { headers: free ? { "Cache-Control": "private, no-store", Vary: "Cookie" } : publicCacheHeaders(actor) },
  );
}

/**
 * Book from a card of a window search, in one step: a plain form, so it works before the page's
 * script loads. The booking service decides everything, as for the sauna page's Book Now.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, payments, config } = getApp(context);
  const url = new URL(request.url);
  const back = `/saunas${url.search}`;
  if (actor.kind === "anonymous") {
    return redirectWithToast(config, `/auth?redirectTo=${encodeURIComponent(back)}`, { title: "Authentication required", description: SIGN_IN_TO_BOOK, variant: "info" });
  }
  const result = await attempt(() =>
    payments
      ? bookAndPay(db, payments, actor, formFields(context), { baseUrl: config.baseUrl })
      : createBooking(db, actor, formFields(context)).then((b) => ({ bookingId: b.id, checkoutUrl: null as string | null })),
  );
  if (!result.ok) return redirectWithToast(config, back, { title: "Booking failed", description: result.error, variant: "error" });
  // Stripe's hosted Checkout: no card details ever pass through our pages.
  if (result.value.checkoutUrl) return redirect(result.value.checkoutUrl);
  return redirectWithToast(config, "/my-account/bookings", { title: "Booking confirmed!", description: "Your sauna session has been booked successfully", variant: "success" });
}

export const headers = publicPageHeaders;

export function meta({ data, location }: Route.MetaArgs) {
  if (!data) return [{ title: `All Saunas · ${PRODUCT_NAME}` }];
  return pageMeta({ baseUrl: data.baseUrl, locale: localeOfPath(location.pathname), ...data.head });
}

const count = new Intl.NumberFormat("en-IE");

function resultSummary(total: number, capped: boolean, page: number, pages: number, pageSize: number): string {
  if (total === 0) return "0 saunas found";
  const noun = total === 1 ? "sauna" : "saunas";
  const of = `${count.format(total)}${capped ? "+" : ""}`;
  if (pages <= 1) return `${of} ${noun} found`;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${count.format(from)}–${count.format(to)} of ${of} ${noun}`;
}

export default function Saunas({ loaderData }: Route.ComponentProps) {
  const { listing, free, head, today, tomorrow, towns } = loaderData;
  const shown = free ?? listing!;
  const { total, totalCapped, page, pages, pageSize, query } = shown;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/saunas";
  const filtered = hasActiveFilters(query);

  return (
    <>
      {head.jsonLd && <JsonLd data={head.jsonLd} />}
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-7xl px-4 pb-8 pt-10 sm:px-6 sm:pt-14">
        <header className="max-w-2xl">
          <h1 className="font-serif text-4xl text-cedar-900 sm:text-5xl">All Saunas</h1>
          <p className="mt-3 text-lg text-muted">Discover all available saunas across Ireland</p>
        </header>

        <div className="mt-8">
          <FilterBar query={query} />
        </div>

        <div className="mt-6">
          {/* In a window search the chips narrow it too, but their counts are the directory's: left out. */}
          <AmenityChips query={query} counts={listing?.amenityCounts ?? null} />
        </div>

        <div className="mt-6">
          <FreeSoonPanel query={query} today={today} towns={towns} />
        </div>

        {free ? (
          <FreeResults free={free} today={today} tomorrow={tomorrow} loading={loading} />
        ) : (
          <>
            <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm font-medium text-cedar-700" role="status" data-testid="result-count">
                {loading ? "Finding saunas…" : resultSummary(total, totalCapped, page, pages, pageSize)}
              </p>
              {filtered && !loading && total > 0 && (
                <Link to="/saunas" className="text-sm font-medium text-ember-700 hover:underline">Clear filters</Link>
              )}
            </div>

            <div aria-busy={loading} className="mt-4">
              {loading ? (
                <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
                  {Array.from({ length: LISTING_PLACEHOLDER_CARDS }, (_, i) => (
                    <SaunaCardSkeleton key={i} />
                  ))}
                </div>
              ) : listing!.saunas.length > 0 ? (
                <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
                  {listing!.saunas.map((sauna, i) => (
                    <li key={sauna.id} className="flex">
                      {/* The first card's photo is the page's largest first paint: loaded first, not lazily. */}
                      <SaunaCard
                        sauna={sauna}
                        headingLevel={2}
                        className="w-full"
                        priority={i === 0}
                        details={sauna.distanceLabel}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="rounded-3xl border border-dashed border-sand-300 bg-white/60 px-6 py-16 text-center">
                  <p className="font-serif text-2xl text-cedar-900">No saunas available at the moment</p>
                  {filtered && (
                    <>
                      <p className="mt-2 text-muted">Try another search, or fewer filters.</p>
                      <Link to="/saunas" className="mt-6 inline-flex h-11 items-center rounded-full bg-ember-600 px-6 text-sm font-medium text-white hover:bg-ember-700">
                        Clear filters
                      </Link>
                    </>
                  )}
                </div>
              )}
            </div>

            {!loading && <ListingPagination query={query} page={page} pages={pages} />}
            {!loading && totalCapped && page === pages && (
              <p className="mt-6 text-center text-sm text-muted">
                {`These are the first ${count.format(total)} matches. Choose a county, a type or a price range to see the others.`}
              </p>
            )}
          </>
        )}
      </main>
      <Footer />
    </>
  );
}
