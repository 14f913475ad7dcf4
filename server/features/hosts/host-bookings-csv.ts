// 'Export to CSV' of the owner dashboard's Bookings: every row the filter and search match, as
// a CSV file streamed while it is read (csv-stringify). Made for spreadsheets and accounts, like
// the admin's payouts ledger: amounts are plain numbers (the heading says they are in euro) and
// dates ISO 8601 (2026-11-26), which every spreadsheet sorts and sums; "€72.00" and "26 Nov 2026"
// were text to them. Text a guest typed (their name) could start with '=' and run as a
// formula in a spreadsheet, so formulas are escaped. It never carries a guest's phone number.
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { serverT } from "#server/i18n/messages";
import type { Locale } from "#domain/locales";
import { csvEuro } from "#server/features/admin/admin-csv";
import { cancellationReasonText } from "#server/i18n/cancellation-reason-text";
import type { HostBooking } from "./host-bookings.service";

/** The columns' headings (dashboard messages), in order. */
const HEADING_KEYS = [
  "csv.id", "csv.guest", "csv.date", "csv.start", "csv.end", "csv.type", "csv.guests", "csv.status", "csv.total", "csv.payout", "csv.refund", "csv.reason",
] as const;

/**
 * The words of the file in the host's language (the address's: /ga/… is Irish): headings, a
 * session's type, a booking's status, a guest with no name, and the product's own cancellation
 * reasons. What a host typed as a reason stays as written; numbers and dates are the same in
 * every language, so spreadsheets read them alike.
 */
function csvWords(locale: Locale) {
  const dashboard = serverT(locale, "dashboard");
  const common = serverT(locale, "common");
  const members = serverT(locale, "members");
  return {
    headings: HEADING_KEYS.map((key) => dashboard(key)),
    guest: (name: string | null) => name ?? dashboard("names.anonymous"),
    type: (type: string) => common(`bookingType.${type}` as never),
    status: (status: HostBooking["displayStatus"]) => members(`status.${status}` as never),
    reason: (stored: string | null) => cancellationReasonText(locale, stored) ?? "",
  };
}

function csvRecord(b: HostBooking, words: ReturnType<typeof csvWords>): string[] {
  const cancelled = b.displayStatus === "cancelled";
  return [
    b.id.slice(0, 8),
    words.guest(b.guestName),
    b.bookingDate.slice(0, 10),
    b.startTime,
    b.endTime,
    words.type(b.bookingType),
    String(b.guests),
    words.status(b.displayStatus),
    csvEuro(b.totalAmount),
    // A cancelled booking pays the host nothing; a refund goes back to the guest.
    csvEuro(cancelled ? 0 : b.hostPayout),
    cancelled ? csvEuro(b.refundAmount ?? 0) : "",
    cancelled ? words.reason(b.cancellationReason) : "",
  ];
}

/** The CSV as a web stream: a byte-order mark (so spreadsheets read '€' and fadas right), a header, the rows. */
export function hostBookingsCsv(rows: AsyncIterable<HostBooking>, locale: Locale): ReadableStream<Uint8Array> {
  const words = csvWords(locale);
  async function* records() {
    for await (const row of rows) yield csvRecord(row, words);
  }
  const csv = stringify({ header: true, columns: words.headings, bom: true, escape_formulas: true, record_delimiter: "windows" });
  // A database error half-way destroys the stream, so the download fails visibly rather than
  // ending early as if it were complete.
  pipeline(Readable.from(records()), csv, () => {});
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

/** bookings-salthill-prom-sauna-2026-11-23.csv */
export function hostBookingsCsvName(saunaName: string, now = new Date()): string {
  const slug = saunaName.normalize("NFKD").replace(/[^\w\s-]/g, "").trim().toLowerCase().replace(/[\s_-]+/g, "-") || "sauna";
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(now);
  return `bookings-${slug}-${day}.csv`;
}
