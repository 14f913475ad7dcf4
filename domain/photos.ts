// Photo uploads: one limit for every photo a guest or host sends, shared by the browser (which
// checks before sending) and the server (which decides), and the words for what it refuses.

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_LABEL = "5 MB";
export const PHOTO_TOO_LARGE = `Each photo can be at most ${PHOTO_MAX_LABEL}.`;
export const PHOTO_TYPES_LABEL = "JPG, PNG, GIF or WebP";
/** What file pickers offer; the server checks the bytes themselves, not this list. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

/**
 * How big a photo may be in pixels. The server decodes every photo to re-encode it, so
 * this bounds one upload's work: a 24-megapixel camera photo fits, a "bomb" of 20000×20000 pixels
 * packed into a small file is refused from its header, before any pixel is decoded.
 */
export const PHOTO_MAX_PIXELS = 25_000_000;
export const PHOTO_MAX_SIDE = 10_000;

export const PHOTO_MISSING = "Please choose a photo to upload.";
/** Not an image, or not one of the kinds this upload takes (e.g. "JPG, PNG or WebP"). */
export const photoWrongKind = (typesLabel: string) => `Only ${typesLabel} photos can be uploaded.`;
export const PHOTO_TOO_MANY_PIXELS = `This photo is too big in pixels: at most ${PHOTO_MAX_SIDE.toLocaleString("en-IE")} pixels on a side and ${PHOTO_MAX_PIXELS / 1_000_000} megapixels in all. Please choose a smaller one.`;
export const PHOTO_DAMAGED = "This photo couldn't be read: the file seems damaged or incomplete. Please choose another one.";
