// The README starts the server with `npm start`, which sets no NODE_ENV. React picks its
// development or production build from NODE_ENV when it is first loaded, so the built entry must
// settle it first (server/index.ts); otherwise every page renders 1.5–2× slower.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const probe = new URL("./react-build-probe.mjs", import.meta.url).href;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-mode-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts build/server/index.js as `npm start` does and reports the React builds it ran. */
function reactBuildsRun(nodeEnv: string | undefined): { nodeEnv: string | null; ran: string[] } {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", DATA_DIR: dataDir, BASE_URL: "http://localhost", DATABASE_URL: "", DEMO_DATA: "off" };
  delete env.NODE_ENV; // Vitest sets it to "test"
  if (nodeEnv) env.NODE_ENV = nodeEnv;
  const output = execFileSync(process.execPath, ["--import", probe, "build/server/index.js"], { env, encoding: "utf8", timeout: 60_000 });
  return JSON.parse(output.trim().split("\n").at(-1)!);
}

describe("production mode", () => {
  it("runs React's production build when started without NODE_ENV", () => {
    const result = reactBuildsRun(undefined);
    expect(result.nodeEnv).toBe("production");
    expect(result.ran).toContain("react-dom-server.node.production.js");
    expect(result.ran).toContain("react.production.js");
    expect(result.ran.filter((file) => file.includes("development"))).toEqual([]);
  });

  it("keeps a NODE_ENV set on purpose", () => {
    const result = reactBuildsRun("development");
    expect(result.nodeEnv).toBe("development");
    expect(result.ran).toContain("react-dom-server.node.development.js");
  });
});
