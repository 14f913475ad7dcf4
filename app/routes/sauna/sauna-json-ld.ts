// schema.org data for search engines. Every "<" is escaped so a host-written name or
// description can never close the script tag it sits in.
export function saunaJsonLd(s: {
  name: string; description: string | null; url: string; images: string[]; address: string | null; location: string | null; county: string;
  latitude: number | null; longitude: number | null; averageRating: number; totalReviews: number; pricePerSession: number; phone: string | null;
}): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "HealthAndBeautyBusiness",
    name: s.name,
    description: s.description ?? undefined,
    url: s.url,
    image: s.images,
    telephone: s.phone ?? undefined,
    priceRange: `€${s.pricePerSession}`,
    address: { "@type": "PostalAddress", streetAddress: s.address ?? undefined, addressLocality: s.location ?? undefined, addressRegion: `Co. ${s.county}`, addressCountry: "IE" },
    geo: s.latitude !== null && s.longitude !== null ? { "@type": "GeoCoordinates", latitude: s.latitude, longitude: s.longitude } : undefined,
    aggregateRating: s.totalReviews > 0 ? { "@type": "AggregateRating", ratingValue: s.averageRating, reviewCount: s.totalReviews, bestRating: 5 } : undefined,
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
