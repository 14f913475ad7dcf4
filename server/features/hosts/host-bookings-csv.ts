// 'Export to CSV' of the owner dashboard's Bookings: every row the filter and search match, as
// a CSV file streamed while it is read (csv-stringify). Made for spreadsheets and accounts, like
// the admin's payouts ledger: amounts are plain numbers (the heading says they are in euro) and
// dates ISO 8601 (2026-11-26), which every spreadsheet sorts and sums; "€72.00" and "26 Nov 2026"
// were text to them (issue 20). Text a guest typed (their name) could start with '=' and run as a
// formula in a spreadsheet, so formulas are escaped. It never carries a guest's phone number.
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { BOOKING_STATUS_LABELS } from "#domain/booking-status";
import { BOOKING_TYPE_LABELS, type BookingType } from "#domain/constants";
import { csvEuro } from "#server/features/admin/admin-csv";
import { type HostBooking, UNNAMED_GUEST } from "./host-bookings.service";

export const HOST_BOOKINGS_CSV_COLUMNS = [
  "Booking ID", "Guest", "Date", "Start", "End", "Type", "Guests", "Status", "Total (€)", "Your payout (€)", "Refund (€)", "Cancellation reason",
] as const;

function csvRecord(b: HostBooking): string[] {
  const cancelled = b.displayStatus === "cancelled";
  return [
    b.id.slice(0, 8),
    b.guestName ?? UNNAMED_GUEST,
    b.bookingDate.slice(0, 10),
    b.startTime,
    b.endTime,
    BOOKING_TYPE_LABELS[b.bookingType as BookingType] ?? b.bookingType,
    String(b.guests),
    BOOKING_STATUS_LABELS[b.displayStatus],
    csvEuro(b.totalAmount),
    // A cancelled booking pays the host nothing; a refund goes back to the guest.
    csvEuro(cancelled ? 0 : b.hostPayout),
    cancelled ? csvEuro(b.refundAmount ?? 0) : "",
    cancelled ? (b.cancellationReason ?? "") : "",
  ];
}

/** The CSV as a web stream: a byte-order mark (so spreadsheets read '€' and fadas right), a header, the rows. */
export function hostBookingsCsv(rows: AsyncIterable<HostBooking>): ReadableStream<Uint8Array> {
  async function* records() {
    for await (const row of rows) yield csvRecord(row);
  }
  const csv = stringify({ header: true, columns: [...HOST_BOOKINGS_CSV_COLUMNS], bom: true, escape_formulas: true, record_delimiter: "windows" });
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
