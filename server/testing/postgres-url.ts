/** One template per test run, so two runs against the same server (two checkouts) never collide. */
export const TEMPLATE_DATABASE = `sauna_eire_test_template_${process.pid}`;

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
