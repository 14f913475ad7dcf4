// Only one process may open a PGlite directory: a second one would silently diverge
// (docs/architecture.md#known-pitfalls). The server holds a lock file naming its pid and when that process
// started, so a lock left behind by a crash never blocks a restart, even when the pid has since
// been given to some other process.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid} ${processStartTime(process.pid) ?? ""}`.trim());
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pid, startTime] = readFileSync(file, "utf8").trim().split(/\s+/).map(Number);
      if (pid && pid !== process.pid && isSameProcess(pid, startTime)) {
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

/** The process is running and, where the system tells us, is the one that wrote the lock. */
function isSameProcess(pid: number, recordedStart: number | undefined): boolean {
  if (!isRunning(pid)) return false;
  const start = processStartTime(pid);
  // Without /proc (macOS, Windows) a running pid is all we can go on.
  if (start === null || !recordedStart) return true;
  return start === recordedStart;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or null. */
export function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}
