/**
 * A content-hashed illustration URL (scripts/built-images-plugin.ts makes them at build time;
 * server/app.ts lets browsers keep them a year, since a hashed file never changes).
 */
export const HASHED_IMAGE = /\.[0-9a-f]{10}\.(svg|png|jpe?g|webp|avif)$/;
