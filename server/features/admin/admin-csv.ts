// CSV exports of the admin pages (Payouts, Reports), written by csv-stringify as the rows come
// from the database: en-IE dates in Ireland's time, euro amounts with two decimals, a byte-order
// mark so spreadsheet programs read 'Máire' as it is, and cells that would start a formula
// ('=', '+', '-', '@') defused.
import { stringify } from "csv-stringify";
import { Readable } from "node:stream";

const day = new Intl.DateTimeFormat("en-IE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Dublin" });
const dayAndTime = new Intl.DateTimeFormat("en-IE", {
  day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Dublin",
});

/** 22/11/2026 (the day in Ireland). */
export function csvDate(value: Date): string {
  return day.format(value);
}

/** 22/11/2026 14:30 (in Ireland). */
export function csvDateTime(value: Date): string {
  return dayAndTime.format(value).replace(",", "");
}

/** A calendar date as stored ("2026-11-22") → 22/11/2026. */
export function csvCalendarDate(value: string): string {
  const [y, m, d] = value.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

/** 45 → "45.00" (the column's heading says it is in euro). */
export function csvEuro(amount: number): string {
  return amount.toFixed(2);
}

export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null };

/** The rows, batch by batch, as a CSV byte stream with a heading row; nothing waits for the end. */
export function csvStream<T>(columns: CsvColumn<T>[], batches: AsyncIterable<T[]>): ReadableStream<Uint8Array> {
  async function* records() {
    for await (const batch of batches) for (const row of batch) yield columns.map((c) => c.value(row) ?? "");
  }
  const source = Readable.from(records());
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true, escape_formulas: true });
  // A database error half-way ends the download as failed rather than silently short.
  source.on("error", (error) => csv.destroy(error));
  return Readable.toWeb(source.pipe(csv)) as ReadableStream<Uint8Array>;
}

/** The download's headers: an attachment with its file name, never cached or shared. */
export function csvHeaders(filename: string): HeadersInit {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
  };
}
