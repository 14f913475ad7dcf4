// All Saunas (/saunas): search, filters, sort and pages over the public directory. The filter
// bar is a GET form, so every result page has its own shareable URL.
import { DateLabelsProvider } from "./date-labels";
import { dateLabelsIn } from "./date-labels.server";
import { Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/saunas";
import { LISTING_PLACEHOLDER_CARDS, PRODUCT_NAME } from "#domain/constants";
import { activeFilterCount } from "#domain/listing-query";
import { addDays } from "#domain/free-window-times";
import { IRISH_TOWNS } from "#domain/irish-towns";
import { formatDistance } from "#domain/search-origin";
import { todayInIreland } from "#domain/session-slots";
import { createBooking } from "#server/features/bookings/create-booking.service";
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
import { localeOfPath, type Locale } from "#domain/locales";
import { MessagesProvider, useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage, messagesFor, requestLocale, serverT } from "#server/i18n/messages";
import { formatNumber } from "#domain/messages/translate";
import { saunaListJsonLd } from "#app/lib/site-json-ld";
import { AmenityChips } from "./amenity-chips";
import { FilterBar } from "./filter-bar";
import { FiltersDisclosure } from "./filters-disclosure";
import { FreeResults, FreeSoonPanel, ListingPagination } from "./lazy-sections";
import { countyOptions } from "./county-options.server";
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
  const locale = requestLocale(request);
  const t = serverT(locale, "saunas");
  // Worked out here, not in the browser: the page's own code is at its budget (decision 010).
  const head = {
    ...pageHead(locale, shown.query, shown.page, shown.total, free?.when),
    jsonLd: listing && listing.saunas.length > 0 ? saunaListJsonLd(config.baseUrl, locale, listing.saunas, (listing.page - 1) * listing.pageSize + 1) : null,
  };
  const cards = listing ? { ...listing, saunas: listing.saunas.map((s) => ({ ...s, distanceLabel: s.distanceKm !== undefined ? t("distance.away", { distance: formatDistance(s.distanceKm, locale) }) : undefined })) } : null;
  return data(
    // Every day the results and the chosen window name, in the page's language (date-labels.tsx).
    { messages: messagesFor(locale, "saunas"), counties: countyOptions(locale), listing: cards, free, dateLabels: dateLabelsIn([free, shown.query.when], locale), head, activeFilters: activeFilterCount(shown.query), today, tomorrow: addDays(today, 1), towns: IRISH_TOWNS.map((t) => t.name), baseUrl: config.baseUrl },
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
  const back = inRequestLanguage(request, `/saunas${url.search}`);
  const t = serverT(requestLocale(request), "saunas");
  if (actor.kind === "anonymous") {
    return redirectWithToast(config, inRequestLanguage(request, `/auth?redirectTo=${encodeURIComponent(back)}`), { title: t("toast.signInTitle"), description: t("toast.signIn"), variant: "info" });
  }
  const result = await attempt(() =>
    payments
      ? bookAndPay(db, payments, actor, formFields(context), { baseUrl: config.baseUrl, locale: requestLocale(request) })
      : createBooking(db, actor, formFields(context)).then((b) => ({ bookingId: b.id, checkoutUrl: null as string | null })),
  );
  if (!result.ok) return redirectWithToast(config, back, { title: t("toast.failedTitle"), description: result.error, variant: "error" });
  // Stripe's hosted Checkout: no card details ever pass through our pages.
  if (result.value.checkoutUrl) return redirect(result.value.checkoutUrl);
  return redirectWithToast(config, inRequestLanguage(request, "/my-account/bookings"), { title: t("toast.bookedTitle"), description: t("toast.booked"), variant: "success" });
}

export const headers = publicPageHeaders;

export function meta({ data, location }: Route.MetaArgs) {
  if (!data) return [{ title: `All Saunas · ${PRODUCT_NAME}` }];
  return pageMeta({ baseUrl: data.baseUrl, locale: localeOfPath(location.pathname), ...data.head });
}

/** '12 saunas found', 'Showing 25–48 of 312+ saunas'. */
function resultSummary(t: ReturnType<typeof useT<"saunas">>, locale: Locale, { total, capped, page, pages, pageSize }: { total: number; capped: boolean; page: number; pages: number; pageSize: number }): string {
  if (total === 0) return t("count.none");
  const shown = `${formatNumber(locale, total)}${capped ? "+" : ""}`;
  if (pages <= 1) return t("count.found", { count: total, shown });
  return t("count.showing", { count: total, shown, from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total) });
}

export default function Saunas({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="saunas" messages={loaderData.messages}>
      <SaunasPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

/** The page itself, inside its messages (its own texts are in `saunas`). */
function SaunasPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { listing, free, dateLabels, head, activeFilters, today, tomorrow, towns, counties } = loaderData;
  const shown = free ?? listing!;
  const { total, totalCapped, page, pages, pageSize, query } = shown;
  const navigation = useNavigation();
  const t = useT("saunas");
  const locale = useLocale();
  const to = useLocalePath();
  const loading = navigation.state === "loading" && navigation.location.pathname === to("/saunas");
  const filtered = activeFilters > 0;

  return (
    <DateLabelsProvider value={dateLabels}>
      {head.jsonLd && <JsonLd data={head.jsonLd} />}
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-7xl px-4 pb-8 pt-10 sm:px-6 sm:pt-14">
        <header className="max-w-2xl">
          <h1 className="font-serif text-4xl text-cedar-900 sm:text-5xl">{t("heading")}</h1>
          <p className="mt-3 text-lg text-muted">{t("intro")}</p>
        </header>

        <div className="mt-8">
          <FiltersDisclosure active={activeFilters}>
            <FilterBar query={query} counties={counties} />
            {/* In a window search the chips narrow it too, but their counts are the directory's: left out. */}
            <AmenityChips query={query} counts={listing?.amenityCounts ?? null} />
            <FreeSoonPanel query={query} today={today} towns={towns} />
          </FiltersDisclosure>
        </div>

        {free ? (
          <FreeResults free={free} today={today} tomorrow={tomorrow} loading={loading} />
        ) : (
          <>
            <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm font-medium text-cedar-700" role="status" data-testid="result-count">
                {loading ? t("count.loading") : resultSummary(t, locale, { total, capped: totalCapped, page, pages, pageSize })}
              </p>
              {filtered && !loading && total > 0 && (
                <Link to={to("/saunas")} className="text-sm font-medium text-ember-700 hover:underline">{t("clearFilters")}</Link>
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
                  <p className="font-serif text-2xl text-cedar-900">{t("empty.title")}</p>
                  {filtered && (
                    <>
                      <p className="mt-2 text-muted">{t("empty.filtered")}</p>
                      <Link to={to("/saunas")} className="mt-6 inline-flex h-11 items-center rounded-full bg-ember-600 px-6 text-sm font-medium text-white hover:bg-ember-700">
                        {t("clearFilters")}
                      </Link>
                    </>
                  )}
                </div>
              )}
            </div>

            {!loading && <ListingPagination query={query} page={page} pages={pages} />}
            {!loading && totalCapped && page === pages && (
              <p className="mt-6 text-center text-sm text-muted">
                {t("count.capped", { count: total })}
              </p>
            )}
          </>
        )}
      </main>
      <Footer />
    </DateLabelsProvider>
  );
}
