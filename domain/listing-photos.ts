// A listing's photos (JPEG, PNG or WebP, checked by content, size-capped with the shared
// limit in photos.ts). GIFs are left out: they animate, and a listing's gallery should be calm.
import { RECOMMENDED_PHOTOS } from "./listing";

export const LISTING_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** What the file picker offers; the server checks the bytes themselves. */
export const LISTING_PHOTO_ACCEPT = LISTING_PHOTO_TYPES.join(",");
export const LISTING_PHOTO_TYPES_LABEL = "JPG, PNG or WebP";
/** The spec's claim in the wizard (§1). */
export const MORE_PHOTOS_MORE_BOOKINGS = "Listings with 5+ photos get 3x more bookings";
export const PHOTOS_HINT = `Please upload at least ${RECOMMENDED_PHOTOS} photos. ${MORE_PHOTOS_MORE_BOOKINGS}.`;
