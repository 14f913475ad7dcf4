// How large a request body may be, decided per route in this one table. React Router sends a
// page's form posts to `<path>.data` when JavaScript runs (and `/_root.data` for the home page),
// so every pattern is matched against the page path with that suffix (and the language's prefix,
// `/ga/…`) removed; the refusal is in the page's language (decision 021).
import { PHOTO_MAX_BYTES, PHOTO_MAX_LABEL } from "#domain/photos";
import { REVIEW_MAX_PHOTOS } from "#domain/review-request";
import { HOST_PHOTO_MAX_BYTES, HOST_PHOTO_NOTE } from "#domain/host-account";
import { DEFAULT_LOCALE, localeOfPath, pathWithoutLocale } from "#domain/locales";
import { errorInLanguage } from "#server/i18n/error-text";

export type BodyLimit = { maxBytes: number; message: string };

/** Room for the form's text fields beside the photos. */
const FORM_ALLOWANCE = 256 * 1024;

export const DEFAULT_BODY_LIMIT: BodyLimit = {
  maxBytes: 1024 * 1024,
  message: "The request is too large (the limit is 1 MB).",
};

const UPLOAD_ROUTES: { path: RegExp; limit: BodyLimit }[] = [
  {
    path: /^\/review(\/[^/]+)?$/,
    limit: {
      maxBytes: REVIEW_MAX_PHOTOS * PHOTO_MAX_BYTES + FORM_ALLOWANCE,
      message: `These photos are too large to send. Each photo can be at most ${PHOTO_MAX_LABEL}.`,
    },
  },
  {
    // The onboarding wizard sends one listing photo at a time (and its draft as a small JSON field);
    // Sauna Settings and the admin's Edit Sauna send each photo in a request of its own.
    path: /^\/(onboard|dashboard\/settings|admin\/saunas\/photos)$/,
    limit: { maxBytes: PHOTO_MAX_BYTES + FORM_ALLOWANCE, message: `This photo is too large. Each photo can be at most ${PHOTO_MAX_LABEL}.` },
  },
  {
    // Admin Content: an article's image beside its text.
    path: /^\/admin\/content\/[^/]+$/,
    limit: { maxBytes: PHOTO_MAX_BYTES + FORM_ALLOWANCE, message: `This image is too large. Please choose one of at most ${PHOTO_MAX_LABEL}.` },
  },
  {
    path: /^\/my-account\/settings$/,
    limit: { maxBytes: PHOTO_MAX_BYTES + FORM_ALLOWANCE, message: `This photo is too large. Please choose one of at most ${PHOTO_MAX_LABEL}.` },
  },
  {
    // The owner dashboard's Account: the spec's 'max 2MB JPG, PNG or GIF'.
    path: /^\/dashboard\/account$/,
    limit: { maxBytes: HOST_PHOTO_MAX_BYTES + FORM_ALLOWANCE, message: `This photo is too large (${HOST_PHOTO_NOTE}).` },
  },
];

/** The page a request is for: `/my-account/settings.data` → `/my-account/settings`, `/_root.data` → `/`, `/ga/onboard` → `/onboard`. */
export function pagePath(pathname: string): string {
  const page = pathWithoutLocale(pathname);
  if (page === "/_root.data") return "/";
  return page.endsWith(".data") ? page.slice(0, -".data".length) : page;
}

export function bodyLimitFor(pathname: string): BodyLimit {
  const page = pagePath(pathname);
  const limit = UPLOAD_ROUTES.find((r) => r.path.test(page))?.limit ?? DEFAULT_BODY_LIMIT;
  const locale = localeOfPath(pathname);
  return locale === DEFAULT_LOCALE ? limit : { ...limit, message: errorInLanguage(locale, limit.message) };
}
