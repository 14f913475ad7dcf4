// The sauna page (/sauna/{id}): the spec's ten sections in order, rendered on the server.
import { lazy, Suspense } from "react";
import { data, isRouteErrorResponse, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/sauna";
import { DEFAULT_SAUNA_IMAGES, PRODUCT_NAME } from "#domain/constants";
import { myBookingsAtSauna, type BookingsAtUnlistedSauna } from "#server/features/bookings/guest-bookings.service";
import { hostStats } from "#server/features/hosts/host-stats.service";
import { publishedReviews } from "#server/features/reviews/sauna-reviews.service";
import { getPublicSauna, NEARBY_LIMIT, nearbySaunas, similarSaunas } from "#server/features/saunas/sauna-detail.service";
import { platformTerms } from "#server/features/settings/platform-settings";
import { Footer } from "#app/components/footer";
import { getApp } from "#app/lib/context.server";
import { memberForPage } from "#app/lib/member-store";
import { pageMeta } from "#app/lib/page-meta";
import { localeOfPath } from "#domain/locales";
import { attempt } from "#app/lib/service-errors.server";
import { publicCacheHeaders, publicPageHeaders } from "#app/lib/public-cache";
import { AboutSection, BookingSection, HostSection, LocationSection, NoLongerListed, NotPublicNotice, preloadSaunaSections, ReviewsSection, SimilarSaunas } from "./lazy-sections";
import { ClaimBanner } from "./claim-banner";
import { Gallery } from "./gallery";
import { SaunaHeader } from "./sauna-header";
import { saunaDay } from "./sauna-day.server";
import { absoluteUrl, saunaJsonLd } from "./sauna-json-ld";
import { paymentMode } from "#domain/booking-payment";
import { builtImage } from "#domain/built-images";

// Shown only while the browser goes from one sauna to another, so loaded then.
const SaunaSkeleton = lazy(() => import("./sauna-skeleton").then((m) => ({ default: m.SaunaSkeleton })));

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db, actor, config } = getApp(context);
  const found = await attempt(() => getPublicSauna(db, actor, params.id));
  // A guest who booked a listing now off the site still sees what they booked there.
  if (!found.ok) throw data({ message: found.error, booked: await myBookingsAtSauna(db, actor, params.id) }, { status: 404 });
  const sauna = found.value;
  // Where a Mobile sauna is on the booking date the guest chose (?date=, today first): its map,
  // address, directions and 'Nearby' are that day's (issue 24 item 2).
  const { today, date, whereabouts, place, marker, mobile } = await saunaDay(db, sauna, request);
  const [similar, nearby, reviews, host, terms] = await Promise.all([
    similarSaunas(db, sauna),
    nearbySaunas(db, { id: sauna.id, ...place }, NEARBY_LIMIT, date),
    publishedReviews(db, sauna.id),
    hostStats(db, sauna.host.id),
    platformTerms(db),
  ]);
  // Worked out here, not in the browser (the page's JavaScript budget, decision 010).
  const images = (sauna.images.length > 0 ? sauna.images : DEFAULT_SAUNA_IMAGES).map(builtImage);
  return data(
    {
      sauna,
      images,
      description: summary(sauna),
      similar,
      nearby,
      reviews,
      host,
      freeCancellationHours: terms.freeCancellationHours,
      payment: paymentMode(Boolean(config.stripe), sauna.hostTakesCards),
      today,
      place,
      whereabouts,
      marker,
      mobile,
      // Only the owner and admins get this far with a sauna that isn't public: a render that is
      // theirs alone (a 404 for everyone else, so never in the page cache, and private). A public
      // sauna's page is shared: the heart, signed in or not, and ownership come from /api/me.
      viewer: sauna.isPublic ? null : actor.kind === "user" && actor.userId === sauna.ownerId ? ("owner" as const) : ("admin" as const),
      baseUrl: config.baseUrl,
      tileUrl: config.mapTileUrl,
    },
    { headers: publicCacheHeaders(actor) },
  );
}

export const headers = publicPageHeaders;

/**
 * Moving to a sauna in the app: its shared data (cached) and the member's heart for it
 * (/api/me) together, so the page appears whole. The first page needs no clientLoader: the head
 * script already asked /api/me.
 */
export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), memberForPage(params.id)]);
  return loaded;
}

export function meta({ data: d, error, location }: Route.MetaArgs) {
  if (!d) {
    const booked = isRouteErrorResponse(error) ? bookedOf(error.data) : null;
    return [{ title: booked ? `${booked.sauna.name}: no longer available · ${PRODUCT_NAME}` : `Sauna Not Found · ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
  }
  const { sauna, baseUrl } = d;
  return pageMeta({
    baseUrl,
    path: `/sauna/${sauna.id}`,
    locale: localeOfPath(location.pathname),
    title: sauna.name,
    description: d.description,
    image: d.images[0],
    extra: sauna.isPublic ? [] : [{ name: "robots", content: "noindex" }],
  });
}

/** The meta description: the host's own words, else a line made from the facts, at most 160 characters. */
function summary(sauna: { name: string; description: string | null; type: string; county: string }): string {
  const text = sauna.description?.replace(/\s+/g, " ").trim() || `${sauna.name}: a ${sauna.type} sauna in ${sauna.county}, Ireland. Book a session on ${PRODUCT_NAME}.`;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

export default function SaunaPage({ loaderData }: Route.ComponentProps) {
  const { sauna, images, similar, nearby, reviews, host, today, place, whereabouts, marker, mobile, viewer, baseUrl, tileUrl, freeCancellationHours, payment } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  // Going from one sauna to another (similar, nearby): show the skeleton, not the old sauna.
  const next = navigation.location?.pathname;
  if (navigation.state === "loading" && next && next !== location.pathname && /^\/sauna\/[^/]+$/.test(next)) {
    preloadSaunaSections();
    return <Suspense fallback={null}><SaunaSkeleton /></Suspense>;
  }

  const gallery = images.slice(1, 5).map((src, i) => ({ src, caption: `${sauna.name}, photo ${i + 2} of ${images.length}` }));
  const pageUrl = `${baseUrl}/sauna/${sauna.id}`;
  return (
    <>
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        {/* For search engines, which read the server's HTML: the browser's bundle doesn't carry
            the builder (the page's JavaScript budget), and a sauna reached in the app has none. */}
        <script
          key={sauna.id}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? saunaJsonLd({ ...sauna, phone: sauna.host.phone, url: pageUrl, images: images.map((i) => absoluteUrl(baseUrl, i)) }) : "" }}
          suppressHydrationWarning
        />
        {!sauna.isPublic && <NotPublicNotice status={sauna.status} paused={Boolean(sauna.pausedAt)} viewer={viewer ?? "admin"} />}
        <SaunaHeader sauna={{ ...sauna, county: place.county }} heroImage={images[0]} pageUrl={pageUrl} />
        <div className="space-y-12 pb-16 sm:space-y-16">
          <ClaimBanner sauna={{ id: sauna.id, name: sauna.name }} state={sauna.claimBanner} />
          <Gallery images={gallery} />
          <AboutSection description={sauna.description} type={sauna.type} capacity={sauna.capacity} sessionMinutes={sauna.sessionMinutes} amenities={sauna.amenities} />
          <BookingSection
            saunaId={sauna.id}
            pricing={{
              pricePrivate: sauna.pricePrivate, priceShared: sauna.priceShared, priceGroup: sauna.priceGroup,
              capacity: sauna.capacity, groupMinGuests: sauna.groupMinGuests, offPeakPercent: sauna.offPeakPercent,
            }}
            schedule={sauna.weeklySchedule}
            sessionMinutes={sauna.sessionMinutes}
            today={today}
            bookable={sauna.isPublic}
            freeCancellationHours={freeCancellationHours}
            payment={payment}
            mobile={mobile}
          />
          <LocationSection marker={marker} address={place.address} latitude={place.latitude} longitude={place.longitude} nearby={nearby} tileUrl={tileUrl} whereabouts={whereabouts} />
          <ReviewsSection key={sauna.id} saunaId={sauna.id} averageRating={sauna.averageRating} firstPage={reviews} />
          <HostSection saunaId={sauna.id} host={sauna.host} stats={host} />
          {similar.length > 0 && <SimilarSaunas saunas={similar} county={sauna.county} />}
        </div>
      </main>
      <Footer />
    </>
  );
}

/** The guest's bookings the loader sent with its 404, if they have any at this sauna. */
function bookedOf(errorData: unknown): BookingsAtUnlistedSauna | null {
  return (errorData as { booked?: BookingsAtUnlistedSauna | null } | null)?.booked ?? null;
}

/**
 * Unknown or hidden sauna: 'Sauna Not Found', with status 404; for a guest who booked it, the
 * listing is no longer available and here is what they booked (no-longer-listed.tsx).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const booked = bookedOf(error.data);
    if (booked) {
      return (
        <>
          <NoLongerListed booked={booked} />
          <Footer />
        </>
      );
    }
    return (
      <>
        <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
          <h1 className="font-serif text-3xl text-cedar-900">Sauna Not Found</h1>
          <p className="mt-3 text-muted">This listing does not exist or is no longer available.</p>
          <Link to="/saunas" className="mt-8 rounded-full bg-ember-600 px-6 py-3 font-medium text-white hover:bg-ember-700">Browse all saunas</Link>
        </main>
        <Footer />
      </>
    );
  }
  throw error;
}
