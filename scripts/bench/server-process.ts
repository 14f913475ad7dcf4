// The built server (build/server/index.js) in a child process, started the way the README's
// `npm start` starts it: `node build/server/index.js` with no NODE_ENV, so the benchmark
// measures whatever mode the server chooses on its own.
import { startChild, stopChild, tail, type Child } from "./child-process";

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

export type ServerProcess = Child;

/** `nodeArgs`: options for Node itself, e.g. `--cpu-prof` (scripts/profile-members.ts). */
export function startServer(root: string, entry: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ServerProcess {
  const childEnv = { ...env };
  delete childEnv.NODE_ENV;
  return startChild("the server", process.execPath, [...nodeArgs, entry], { cwd: root, env: childEnv });
}

export async function waitUntilAnswering(server: ServerProcess, base: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The server exited with code ${server.child.exitCode} before answering.`);
    try {
      const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s.`);
}

/** SIGTERM (the server closes its database), SIGKILL if it has not exited after 10 s. */
export async function stopServer(server: ServerProcess): Promise<void> {
  await stopChild(server, STOP_TIMEOUT_MS);
}

export function lastOutput(server: ServerProcess, lines = 30): string {
  return tail(server, lines);
}
