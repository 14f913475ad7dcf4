// schema.org data for a sauna's page (a HealthAndBeautyBusiness with its address, prices and
// rating), serialized safely for an inline script (app/lib/json-ld.tsx).
import { formatPrice } from "#domain/format";
import { serializeJsonLd } from "#app/lib/json-ld";

/** A stored image path made absolute for link previews and search engines; absolute URLs stay. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${baseUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function saunaJsonLd(s: {
  name: string; description: string | null; url: string; images: string[]; address: string | null; location: string | null; county: string;
  latitude: number | null; longitude: number | null; averageRating: number; totalReviews: number;
  pricePrivate: number; priceShared: number | null; priceGroup: number | null; phone: string | null;
}): string {
  const prices = [s.pricePrivate, s.priceShared, s.priceGroup].filter((p): p is number => p !== null);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const data = {
    "@context": "https://schema.org",
    "@type": "HealthAndBeautyBusiness",
    name: s.name,
    description: s.description ?? undefined,
    url: s.url,
    image: s.images,
    telephone: s.phone ?? undefined,
    priceRange: low === high ? formatPrice(low) : `${formatPrice(low)}–${formatPrice(high)}`,
    currenciesAccepted: "EUR",
    address: {
      "@type": "PostalAddress",
      streetAddress: s.address ?? undefined,
      addressLocality: s.location ?? undefined,
      addressRegion: `Co. ${s.county}`,
      addressCountry: "IE",
    },
    geo: s.latitude !== null && s.longitude !== null ? { "@type": "GeoCoordinates", latitude: s.latitude, longitude: s.longitude } : undefined,
    aggregateRating:
      s.totalReviews > 0
        ? { "@type": "AggregateRating", ratingValue: Number(s.averageRating.toFixed(1)), reviewCount: s.totalReviews, bestRating: 5, worstRating: 1 }
        : undefined,
  };
  return serializeJsonLd(data);
}
