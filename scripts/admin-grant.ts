// npm run admin:grant -- EMAIL [admin|super_admin]
// Makes an existing account an administrator, on PostgreSQL (DATABASE_URL) or on the embedded
// database in DATA_DIR (refused while the server is running on it).
import path from "node:path";
import { ConfigError, loadConfig } from "#server/config";
import { DataDirLockedError, lockDataDir } from "#server/data-dir-lock";
import { openPglite, openPostgres } from "#server/db/client";
import { grantAdminRole } from "#server/features/admin/grant-admin-role";
import { ServiceError } from "#server/features/errors";

const [email, role = "admin"] = process.argv.slice(2);
if (!email) {
  console.error("Usage: npm run admin:grant -- EMAIL [admin|super_admin]");
  process.exit(2);
}

let unlock = () => {};
try {
  const config = loadConfig();
  let database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, { max: 1 });
  } else {
    unlock = lockDataDir(config.dataDir);
    database = await openPglite({ dataDir: path.join(config.dataDir, "pglite") });
  }
  try {
    const { granted } = await grantAdminRole(database.db, email, role);
    console.log(granted ? `${email} is now ${role}.` : `${email} already had the role ${role}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof ServiceError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  unlock();
}
