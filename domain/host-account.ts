// The owner dashboard's Account: the spec's photo note ('max 2MB JPG, PNG or GIF'), which the
// server enforces for this page, and the wording of the payment-provider panel.
import { photoWrongKind } from "./photos";

export const HOST_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The spec's own words (§2 Owner dashboard, Account). */
export const HOST_PHOTO_NOTE = "max 2MB JPG, PNG or GIF";
export const HOST_PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
/** What the file picker offers; the server checks the bytes themselves. */
export const HOST_PHOTO_ACCEPT = HOST_PHOTO_TYPES.join(",");
export const HOST_PHOTO_TOO_LARGE = "This photo is over 2MB. Please choose a JPG, PNG or GIF of at most 2MB.";
export const HOST_PHOTO_WRONG_TYPE = photoWrongKind("JPG, PNG or GIF");
