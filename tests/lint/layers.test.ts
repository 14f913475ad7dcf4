// The one-way layers are a lint rule (eslint.config.js), not a habit: each boundary refuses an
// import across it and lets the allowed ones through.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The layer rule's messages for one import written in a file at `filePath` (the file need not exist). */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

describe("the layers' import rule", () => {
  it("refuses server/ and app/ in domain/", async () => {
    expect(await refusals("domain/probe.ts", 'import { x } from "#server/db/client";')).toHaveLength(1);
    expect(await refusals("domain/probe.ts", 'import { x } from "../app/lib/cn";')).toHaveLength(1);
    expect(await refusals("domain/probe.ts", 'import { x } from "./constants";')).toEqual([]);
  });

  it("refuses app/ in server/", async () => {
    expect(await refusals("server/features/probe.ts", 'import { x } from "#app/lib/cn";')).toHaveLength(1);
    expect(await refusals("server/features/probe.ts", 'import { x } from "../../app/lib/cn";')).toHaveLength(1);
    expect(await refusals("server/features/probe.ts", 'import { x } from "#domain/constants";')).toEqual([]);
    // No exception, the message catalogues included: they sit below both layers.
    expect(await refusals("server/features/probe.ts", 'import { x } from "#app/lib/i18n/i18n";')).toHaveLength(1);
    expect(await refusals("server/features/probe.ts", 'import { x } from "#domain/messages/translate";')).toEqual([]);
  });

  it("refuses a route in app/components and app/lib", async () => {
    expect(await refusals("app/components/probe.tsx", 'import { x } from "#app/routes/saunas/saunas";')).toHaveLength(1);
    expect(await refusals("app/lib/probe.ts", 'import { x } from "../routes/home/home";')).toHaveLength(1);
    expect(await refusals("app/components/probe.tsx", 'import { x } from "#app/lib/cn";')).toEqual([]);
  });

  it("refuses server code in components and app/lib outside *.server.ts, types excepted", async () => {
    expect(await refusals("app/components/probe.tsx", 'import { x } from "#server/db/client";')).toHaveLength(1);
    expect(await refusals("app/lib/probe.ts", 'import { x } from "#server/db/client";')).toHaveLength(1);
    expect(await refusals("app/lib/probe.server.ts", 'import { x } from "#server/db/client";')).toEqual([]);
    expect(await refusals("app/components/probe.tsx", 'import type { x } from "#server/db/client";')).toEqual([]);
    expect(await refusals("app/lib/probe.server.ts", 'import { x } from "#app/routes/home/home";')).toHaveLength(1);
  });

  it("lets one route folder import another only for types", async () => {
    expect(await refusals("app/routes/home/probe.tsx", 'import { x } from "#app/routes/blog/blog";')).toHaveLength(1);
    expect(await refusals("app/routes/home/probe.tsx", 'import { x } from "../blog/blog";')).toHaveLength(1);
    expect(await refusals("app/routes/sauna/probe.tsx", 'import type { action as x } from "#app/routes/api/bookings";')).toEqual([]);
    expect(await refusals("app/routes/home/probe.tsx", 'import { x } from "#app/routes/home/home";')).toEqual([]);
    expect(await refusals("app/routes/home/probe.tsx", 'import { x } from "./home";')).toEqual([]);
  });

  it("keeps refusing the lucide-react index everywhere", async () => {
    expect(await refusals("app/routes/home/probe.tsx", 'import { x } from "lucide-react";')).toHaveLength(1);
    expect(await refusals("domain/probe.ts", 'import { x } from "lucide-react";')).toHaveLength(1);
  });
});
