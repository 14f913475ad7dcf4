import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, processStartTime } from "./data-dir-lock";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

/** Another process that is alive while the test runs. */
function otherProcess(): number {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
  children.push(child);
  return child.pid!;
}

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), "data-dir-lock-"));

describe("lockDataDir", () => {
  it("locks a directory and releases it", () => {
    const dir = freshDir();
    const unlock = lockDataDir(dir);
    expect(existsSync(path.join(dir, "server.lock"))).toBe(true);
    unlock();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("refuses while the process that holds the lock still runs", () => {
    const dir = freshDir();
    const pid = otherProcess();
    writeFileSync(path.join(dir, "server.lock"), `${pid} ${processStartTime(pid)}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it("takes over a lock left by a crash whose pid now belongs to another process", () => {
    const dir = freshDir();
    const pid = otherProcess();
    // The lock names a running pid, but that pid started at another time: it is not the writer.
    writeFileSync(path.join(dir, "server.lock"), `${pid} ${(processStartTime(pid) ?? 1) - 1}`);
    const unlock = lockDataDir(dir);
    unlock();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, "server.lock"), "999999999 123");
    lockDataDir(dir)();
  });
});
