// The meta tags every public page shares (title, description, Open Graph, Twitter/X card,
// canonical link), in one place, so link previews always get a raster 1200×630 image.
import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "#domain/constants";
import { socialImagePath } from "#domain/social-image";

export function pageMeta(page: {
  baseUrl: string;
  /** The page's path, e.g. "/sauna/…". */
  path: string;
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
  const url = `${page.baseUrl}${page.path}`;
  const image = `${page.baseUrl}${socialImagePath(page.image)}`;
  return [
    { title: page.title.includes(PRODUCT_NAME) ? page.title : `${page.title} · ${PRODUCT_NAME}` },
    { name: "description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:title", content: page.shareTitle ?? page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IE" },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.extra ?? []),
  ];
}
