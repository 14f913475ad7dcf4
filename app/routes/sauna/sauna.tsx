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
import { localeOfPath, pathWithoutLocale, type Locale } from "#domain/locales";
import { MessagesProvider, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { messagesFor, requestLocale, serverT } from "#server/i18n/messages";
import { translate, type Messages } from "#domain/messages/translate";
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
  const locale = requestLocale(request);
  // The page's own texts and its booking section's, in the language of its address.
  // The claim dialog is onboarding's: only its own texts come, not the whole wizard's.
  const messages = { sauna: messagesFor(locale, "sauna"), booking: messagesFor(locale, "booking"), claim: messagesFor(locale, "onboard", ["claimDialog.", "claim.claimNamed", "urlPlaceholder"]) };
  const found = await attempt(() => getPublicSauna(db, actor, params.id));
  // A guest who booked a listing now off the site still sees what they booked there. The 404
  // carries the messages too: the error page has no loader data of its own.
  if (!found.ok) throw data({ message: found.error, booked: await myBookingsAtSauna(db, actor, params.id), messages }, { status: 404 });
  const sauna = found.value;
  // Where a Mobile sauna is on the booking date the guest chose (?date=, today first): its map,
  // address, directions and 'Nearby' are that day's.
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
      messages,
      sauna,
      images,
      description: summary(sauna, locale),
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
  const locale = localeOfPath(location.pathname);
  if (!d) {
    const errorData = isRouteErrorResponse(error) ? (error.data as ErrorData | null) : null;
    const booked = bookedOf(errorData);
    const t = (key: string, values?: Record<string, string>) => translate(locale, errorData?.messages?.sauna, key, values);
    return [{ title: booked ? t("meta.noLongerAvailableTitle", { name: booked.sauna.name, product: PRODUCT_NAME }) : t("meta.notFoundTitle", { product: PRODUCT_NAME }) }, { name: "robots", content: "noindex" }];
  }
  const { sauna, baseUrl } = d;
  return pageMeta({
    baseUrl,
    path: `/sauna/${sauna.id}`,
    locale,
    title: sauna.name,
    description: d.description,
    image: d.images[0],
    extra: sauna.isPublic ? [] : [{ name: "robots", content: "noindex" }],
  });
}

/** The meta description: the host's own words, else a line made from the facts, at most 160 characters. */
function summary(sauna: { name: string; description: string | null; type: string; county: string }, locale: Locale): string {
  const text = sauna.description?.replace(/\s+/g, " ").trim()
    || serverT(locale, "sauna")("meta.summary", { name: sauna.name, type: sauna.type, county: sauna.county, product: PRODUCT_NAME });
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

export default function SaunaPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider namespace="sauna" messages={loaderData.messages.sauna}>
      <MessagesProvider namespace="booking" messages={loaderData.messages.booking}>
        <MessagesProvider namespace="onboard" messages={loaderData.messages.claim}>
          <SaunaPageBody loaderData={loaderData} />
        </MessagesProvider>
      </MessagesProvider>
    </MessagesProvider>
  );
}

function SaunaPageBody({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useT("sauna");
  const localePath = useLocalePath();
  const { sauna, images, similar, nearby, reviews, host, today, place, whereabouts, marker, mobile, viewer, baseUrl, tileUrl, freeCancellationHours, payment } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  // Going from one sauna to another (similar, nearby): show the skeleton, not the old sauna.
  const next = navigation.location?.pathname;
  if (navigation.state === "loading" && next && next !== location.pathname && /^\/sauna\/[^/]+$/.test(pathWithoutLocale(next))) {
    preloadSaunaSections();
    return <Suspense fallback={null}><SaunaSkeleton /></Suspense>;
  }

  const gallery = images.slice(1, 5).map((src, i) => ({ src, caption: t("gallery.caption", { name: sauna.name, number: i + 2, total: images.length }) }));
  // The address shared and given to search engines: this page's, in its language.
  const pageUrl = `${baseUrl}${localePath(`/sauna/${sauna.id}`)}`;
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
            hasHost={sauna.host.id !== null}
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

/** What the loader's 404 carries: the guest's bookings at this sauna, if any, and the page's messages. */
type ErrorData = { booked?: BookingsAtUnlistedSauna | null; messages?: { sauna: Messages; booking: Messages } };

function bookedOf(errorData: ErrorData | null): BookingsAtUnlistedSauna | null {
  return errorData?.booked ?? null;
}

/**
 * Unknown or hidden sauna: 'Sauna Not Found', with status 404; for a guest who booked it, the
 * listing is no longer available and here is what they booked (no-longer-listed.tsx).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const errorData = error.data as ErrorData | null;
    const booked = bookedOf(errorData);
    return (
      <MessagesProvider namespace="sauna" messages={errorData?.messages?.sauna}>
        <MessagesProvider namespace="booking" messages={errorData?.messages?.booking}>
          {booked ? <NoLongerListed booked={booked} /> : <SaunaNotFound />}
          <Footer />
        </MessagesProvider>
      </MessagesProvider>
    );
  }
  throw error;
}

function SaunaNotFound() {
  const t = useT("sauna");
  const localePath = useLocalePath();
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="font-serif text-3xl text-cedar-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-muted">{t("notFound.text")}</p>
      <Link to={localePath("/saunas")} className="mt-8 rounded-full bg-ember-600 px-6 py-3 font-medium text-white hover:bg-ember-700">{t("notFound.browse")}</Link>
    </main>
  );
}
