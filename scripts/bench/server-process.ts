// The built server (build/server/index.js) in a child process, started the way the README's
// `npm start` starts it: `node build/server/index.js` with no NODE_ENV, so the benchmark
// measures whatever mode the server chooses on its own.
import { spawn, type ChildProcess } from "node:child_process";

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

export type ServerProcess = { child: ChildProcess; output: string[] };

export function startServer(root: string, entry: string, env: NodeJS.ProcessEnv): ServerProcess {
  const childEnv = { ...env };
  delete childEnv.NODE_ENV;
  const child = spawn(process.execPath, [entry], { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  child.once("exit", (code, signal) => output.push(`[the server exited: code ${code}, signal ${signal}]\n`));
  return { child, output };
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
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export function lastOutput(server: ServerProcess, lines = 30): string {
  return server.output.join("").split("\n").slice(-lines).join("\n");
}
