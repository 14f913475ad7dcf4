// The meta tags every public page shares (title, description, Open Graph, Twitter/X card,
// canonical link), in one place, so link previews always get a raster 1200×630 image.
import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "#domain/constants";
import { DEFAULT_LOCALE, LOCALE_TAG, LOCALES, localizePath, type Locale } from "#domain/locales";
import { socialImagePath } from "#domain/social-image";

export function pageMeta(page: {
  baseUrl: string;
  /** The page's path in English, e.g. "/sauna/…"; each language's address is made from it. */
  path: string;
  /** The page's language: its canonical address, og:locale and hreflang alternates. */
  locale?: Locale;
  /** The document title (the product's name is added). */
  title: string;
  /** The preview's title; defaults to the document title. */
  shareTitle?: string;
  description: string;
  /** The page's main image (a bundled illustration or an upload); the site's image otherwise. */
  image?: string | null;
  type?: "website" | "article";
  extra?: MetaDescriptor[];
}): MetaDescriptor[] {
  const locale = page.locale ?? DEFAULT_LOCALE;
  const url = `${page.baseUrl}${localizePath(page.path, locale)}`;
  const image = `${page.baseUrl}${socialImagePath(page.image)}`;
  return [
    { title: page.title.includes(PRODUCT_NAME) ? page.title : `${page.title} · ${PRODUCT_NAME}` },
    { name: "description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:title", content: page.shareTitle ?? page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: LOCALE_TAG[locale].replace("-", "_") },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
    // Search engines index each language and show the searcher's own.
    ...LOCALES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: LOCALE_TAG[l], href: `${page.baseUrl}${localizePath(page.path, l)}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${page.baseUrl}${localizePath(page.path, DEFAULT_LOCALE)}` },
    ...(page.extra ?? []),
  ];
}
