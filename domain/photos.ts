// Photo uploads: one limit for every photo a guest or host sends, shared by the browser (which
// checks before sending) and the server (which decides).

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_LABEL = "5 MB";
export const PHOTO_TOO_LARGE = `Each photo can be at most ${PHOTO_MAX_LABEL}.`;
export const PHOTO_TYPES_LABEL = "JPG, PNG, GIF or WebP";
/** What file pickers offer; the server checks the bytes themselves, not this list. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";
