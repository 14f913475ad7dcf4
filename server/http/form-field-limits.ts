// How many fields one form may hold, and how often one name may come back. Reading a
// form costs time per field, so a body that is small in bytes can still be heavy: 1 MB of
// "x=&x=&…" is 330,000 fields. The form gate counts them on the raw bytes before parsing, and
// counts each name while it checks the parsed fields, so no route ever sees such a form.
//
// Both caps sit far above what the site's own forms send. The longest list is the Calendar's
// blackout dialog, which can pick every day up to BLACKOUT_HORIZON_DAYS ahead (about 400 dates,
// of which the schema then accepts MAX_BLACKOUT_DATES, with its own message); then the order of a
// sauna's photos (at most 50), amenities (about 20) and review photos (3). No other form repeats
// a name, and none has more than a few dozen fields.

export const FORM_MAX_FIELDS = 1000;
export const FORM_MAX_REPEATS = 500;

export const TOO_MANY_FIELDS = `This form has too many fields (the limit is ${FORM_MAX_FIELDS}). Please reload the page and try again.`;

export function tooManyRepeats(name: string): string {
  return `The field “${name}” was sent too many times (the limit is ${FORM_MAX_REPEATS}). Please reload the page and try again.`;
}

const AMPERSAND = 0x26;

/**
 * Whether the body may hold more than FORM_MAX_FIELDS fields, counted on its bytes without
 * parsing it: separators between URL-encoded fields, boundaries between multipart parts. Either
 * count is an upper bound (a URL-encoded form may have empty pieces between its `&`s, which no
 * browser sends), and counting stops as soon as it passes the cap.
 */
export function mayExceedFieldCap(bytes: Uint8Array, contentType: string): boolean {
  const type = contentType.split(";")[0].trim().toLowerCase();
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === "application/x-www-form-urlencoded") return occurrencesExceed(body, AMPERSAND, FORM_MAX_FIELDS - 1);
  const boundary = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  // Without a boundary the parser refuses the body anyway (400). With one, each part starts with
  // "--boundary" and the closing line is one more.
  if (!boundary) return false;
  return occurrencesExceed(body, Buffer.from(`--${boundary[1] ?? boundary[2]}`), FORM_MAX_FIELDS + 1);
}

function occurrencesExceed(body: Buffer, needle: number | Buffer, max: number): boolean {
  const step = typeof needle === "number" ? 1 : needle.length;
  let count = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + step)) {
    if (++count > max) return true;
  }
  return false;
}
