// Adds the Mobile saunas' stops (stops.ts) to a database seeded before they existed, without
// seeding it again: `DATABASE_URL=… npx tsx scripts/seed-scale/add-stops.ts`. Replaces any stops
// there. The same rows `npm run seed:scale` writes for the same saunas on the same day.
import postgres from "postgres";
import { todayInIreland } from "#domain/session-slots";
import { copyRows } from "./copy-rows";
import { Random } from "./random";
import { STOP_SEED } from "./stop-seed";
import { STOP_COLUMNS, stopRows } from "./stops";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("Set DATABASE_URL to the seeded PostgreSQL database.");
const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
try {
  const saunas = await sql<{ id: string; type: string }[]>`select id, type from saunas where type = 'Mobile'`;
  await sql`delete from sauna_stops`;
  const written = await copyRows(sql, "sauna_stops", STOP_COLUMNS, stopRows(new Random(STOP_SEED), saunas, todayInIreland()));
  await sql`vacuum (analyze) sauna_stops`;
  const [{ today }] = await sql<{ today: number }[]>`select count(*)::int as today from sauna_stops where daterange(starts_on, ends_on, '[]') @> ${todayInIreland()}::date`;
  console.log(`${written} stops for ${saunas.length} Mobile saunas; ${today} stand today.`);
} finally {
  await sql.end();
}
