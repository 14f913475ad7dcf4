// GET /dashboard/bookings/export.csv: 'Export to CSV' of the owner dashboard's Bookings, every
// row the filter and search match (all pages), as a file download. Its column headings are in the
// request's language (/ga/dashboard/bookings/export.csv: Irish); English is the service's own.
import type { Route } from "./+types/bookings-export";
import { DEFAULT_LOCALE } from "#domain/locales";
import { HOST_BOOKINGS_CSV_COLUMNS, hostBookingsCsv, hostBookingsCsvName } from "#server/features/hosts/host-bookings-csv";
import { hostBookingsForExport } from "#server/features/hosts/host-bookings.service";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { requestLocale, serverT } from "#app/lib/i18n/messages.server";
import type { MessageKey } from "#app/lib/i18n/translate";
import { serviceLoader } from "#app/lib/service-errors.server";
import { dashboardSaunas } from "./current-sauna.server";

/** The headings' message keys, in the service's column order (HOST_BOOKINGS_CSV_COLUMNS). */
const HEADING_KEYS = [
  "csv.id", "csv.guest", "csv.date", "csv.start", "csv.end", "csv.type", "csv.guests", "csv.status", "csv.total", "csv.payout", "csv.refund", "csv.reason",
] as const satisfies readonly MessageKey<"dashboard">[] & { length: (typeof HOST_BOOKINGS_CSV_COLUMNS)["length"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { current } = await dashboardSaunas(context, request);
  const { db, actor } = getApp(context);
  const { sauna, rows } = await serviceLoader(() => hostBookingsForExport(db, actor, current?.id, queryFields(request)));
  const locale = requestLocale(request);
  const csv = hostBookingsCsv(rows);
  const t = serverT(locale, "dashboard");
  return new Response(locale === DEFAULT_LOCALE ? csv : csv.pipeThrough(withHeadings(HEADING_KEYS.map((key) => t(key)))), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${hostBookingsCsvName(sauna.name)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Replaces the CSV's first line (after its byte-order mark) with `headings`. The service writes
 * English headings; until it takes them as an argument, this swaps them as the file streams by.
 * The translated headings hold no comma or quote, so they need no CSV quoting.
 */
function withHeadings(headings: string[]): TransformStream<Uint8Array, Uint8Array> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let head = "";
  let done = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      head += decoder.decode(chunk, { stream: true });
      const end = head.indexOf("\r\n");
      if (end === -1) return;
      done = true;
      const bom = head.startsWith("\uFEFF") ? "\uFEFF" : "";
      controller.enqueue(encoder.encode(`${bom}${headings.join(",")}${head.slice(end)}`));
    },
    flush(controller) {
      if (!done && head) controller.enqueue(encoder.encode(head));
    },
  });
}
