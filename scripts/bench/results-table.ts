// The benchmark's result table: one row per page, one column group per database. Each page is
// set against a static file of the same size served by the same server in the same run.
import Table from "cli-table3";

export type Measurement = {
  reqPerSec: number;
  p50: number;
  /** autocannon reports p97.5, not p95: an upper bound for it. */
  p97_5: number;
  p99: number;
  bodyBytes: number;
  /** req/s of the same-size static file. */
  ceiling: number;
  /** Non-2xx answers and errors/timeouts during the run. */
  failures: number;
};

const COLUMNS = ["req/s", "p50 ms", "p97.5 ms", "p99 ms", "KB", "static req/s", "of static"];

export function resultsTable(lanes: string[], pages: string[], results: Map<string, Map<string, Measurement>>): string {
  const table = new Table({
    head: [],
    style: { head: [], border: [] },
    colAligns: ["left", ...lanes.flatMap(() => COLUMNS.map(() => "right" as const))],
  });
  table.push([{ content: "" }, ...lanes.map((lane) => ({ content: lane, colSpan: COLUMNS.length, hAlign: "center" as const }))]);
  table.push(["page", ...lanes.flatMap(() => COLUMNS)]);
  for (const page of pages) {
    const cells = lanes.flatMap((lane) => {
      const m = results.get(lane)?.get(page);
      if (!m) return COLUMNS.map(() => "—");
      return [
        m.reqPerSec.toFixed(m.reqPerSec < 10 ? 1 : 0) + (m.failures ? ` (${m.failures} failed)` : ""),
        String(m.p50),
        String(m.p97_5),
        String(m.p99),
        (m.bodyBytes / 1024).toFixed(0),
        m.ceiling.toFixed(0),
        `${((m.reqPerSec / m.ceiling) * 100).toFixed(1)} %`,
      ];
    });
    table.push([page, ...cells]);
  }
  return table.toString();
}
