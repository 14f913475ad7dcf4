// Where the link-preview version of an image lives (server/integrations/images/social-image.ts
// makes them): bundled illustrations under /images/social/…, uploads beside the upload.
// scripts/social-images.ts names a bundled illustration's preview after its original file, so a
// page that passes the content-hashed URL it shows (domain/built-images.ts) gets the same preview.

export const DEFAULT_SOCIAL_IMAGE = "/images/social/default-1.jpg";

export function socialImagePath(image: string | null | undefined): string {
  if (!image) return DEFAULT_SOCIAL_IMAGE;
  const bundled = /^\/images\/(.+?)(?:\.[0-9a-f]{10})?\.(?:svg|png|jpe?g|webp)$/i.exec(image);
  if (bundled && !bundled[1].startsWith("social/")) return `/images/social/${bundled[1]}.jpg`;
  const uploaded = /^(\/uploads\/[a-z]+\/[0-9a-f]{32})\.(?:jpg|png|gif|webp)$/.exec(image);
  if (uploaded) return `${uploaded[1]}.social.jpg`;
  return DEFAULT_SOCIAL_IMAGE;
}
