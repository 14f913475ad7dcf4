// A program this script starts and owns: its last output kept for when something goes wrong,
// stopped with SIGTERM and, after a grace period, SIGKILL. The benchmark's server, the cluster
// test's app processes and HAProxy are each one.
import { spawn, type ChildProcess } from "node:child_process";

export type Child = { name: string; child: ChildProcess; output: string[] };

export function startChild(name: string, command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Child {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.shift();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  child.once("exit", (code, signal) => output.push(`[${name} exited: code ${code}, signal ${signal}]\n`));
  return { name, child, output };
}

export function exited(c: Child): Promise<number | null> {
  if (c.child.exitCode !== null || c.child.signalCode !== null) return Promise.resolve(c.child.exitCode);
  return new Promise((resolve) => c.child.once("exit", (code) => resolve(code)));
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code (null when killed). */
export async function stopChild(c: Child, graceMs = 15_000): Promise<number | null> {
  if (c.child.exitCode !== null || c.child.signalCode !== null) return c.child.exitCode;
  const done = exited(c);
  c.child.kill("SIGTERM");
  const timer = setTimeout(() => c.child.kill("SIGKILL"), graceMs);
  const code = await done;
  clearTimeout(timer);
  return code;
}

/** The last lines the program wrote, stdout and stderr together. */
export function tail(c: Child, lines = 25): string {
  return c.output.join("").split("\n").slice(-lines).join("\n");
}
