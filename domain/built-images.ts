/**
 * A content-hashed illustration URL (scripts/built-images-plugin.ts makes them at build time;
 * server/app.ts lets browsers keep them a year, since a hashed file never changes).
 */
export const HASHED_IMAGE = /\.[0-9a-f]{10}\.(svg|png|jpe?g|webp|avif)$/;

/**
 * This build's original URL → hashed URL of each bundled illustration, registered once by the
 * production server (server/production-server.ts). Empty in development and in tests run from
 * source, where public/ is served as it is. The server resolves URLs before a page is sent, so
 * the browser never loads the map (it was 0.6 KB of JavaScript on /saunas and /sauna/{id}).
 */
const hashedUrls = new Map<string, string>();

export function registerBuiltImages(manifest: Record<string, string>): void {
  for (const [url, hashed] of Object.entries(manifest)) hashedUrls.set(url, hashed);
}

/** The URL to send for an image: its hashed copy if it is a bundled illustration, else as stored. */
export function builtImage(src: string): string {
  return hashedUrls.get(src) ?? src;
}
