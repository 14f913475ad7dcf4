// Only one process may open a PGlite directory: a second one would silently diverge
// (DESIGN.md pitfalls). The server holds a lock file naming its pid while it runs.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(file, "utf8"));
      if (pid && pid !== process.pid && isRunning(pid)) {
        throw new DataDirLockedError(
          `Another Sauna Éire process (pid ${pid}) is already using the data directory ${dataDir}. ` +
            "Stop it first, or start this one with a different DATA_DIR.",
        );
      }
      rmSync(file, { force: true }); // left behind by a process that no longer runs
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
