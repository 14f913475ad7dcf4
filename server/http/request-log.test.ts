// One JSON log line per request with the request id a balancer sent (or a new one), echoed back.
import { Hono } from "hono";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { loggablePath, requestLog } from "./request-log";

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = new Hono();
  app.use(requestLog(createLogger({ destination })));
  app.get("/saunas", (c) => c.text("ok"));
  app.get("/healthz", (c) => c.text("ok"));
  app.get("/redirect", () => Response.redirect("http://localhost/saunas", 302));
  app.get("/boom", (c) => c.text("no", 500));
  return { app, lines };
}

describe("request log", () => {
  it("keeps the balancer's X-Request-Id, answers with it and logs it with the request as JSON", async () => {
    const { app, lines } = appWithLog();
    const res = await app.request("/saunas?q=secret", { headers: { "X-Request-Id": "haproxy-7f3a:42" } });
    expect(res.headers.get("x-request-id")).toBe("haproxy-7f3a:42");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", reqId: "haproxy-7f3a:42", method: "GET", path: "/saunas", status: 200, msg: "request" });
    expect(typeof lines[0].ms).toBe("number");
    expect(typeof lines[0].time).toBe("string");
    // The query string can carry tokens (password reset): never logged.
    expect(JSON.stringify(lines[0])).not.toContain("secret");
  });

  it("makes a new id when none or an unusable one is sent", async () => {
    const { app } = appWithLog();
    const fresh = (await app.request("/saunas")).headers.get("x-request-id");
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const forged = (await app.request("/saunas", { headers: { "X-Request-Id": "a b\"}{" } })).headers.get("x-request-id");
    expect(forged).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app.request("/saunas", { headers: { "X-Request-Id": "x".repeat(200) } })).headers.get("x-request-id")).toHaveLength(36);
  });

  it("adds the id even to responses with fixed headers, logs failures as errors and healthy checks not at all", async () => {
    const { app, lines } = appWithLog();
    expect((await app.request("/redirect")).headers.get("x-request-id")).toBeTruthy();
    await app.request("/healthz");
    await app.request("/boom");
    expect(lines.map((l) => [l.path, l.level])).toEqual([["/redirect", "info"], ["/boom", "error"]]);
  });

  it("leaves a calendar feed's secret token out of the log", () => {
    expect(loggablePath("/calendar/3c9f0d6e8a.ics")).toBe("/calendar/….ics");
    expect(loggablePath("/sauna/123")).toBe("/sauna/123");
  });

  it("leaves a gift voucher's code out of the log, in every language and however the address is written", async () => {
    const code = "K7QM4XW9PR2T";
    const { app, lines } = appWithLog();
    app.get("*", (c) => c.text("voucher"));
    const paths = [
      `/gift-vouchers/voucher/${code}`, `/ga/gift-vouchers/voucher/${code}`, `/gift-vouchers/voucher/${code}.data`,
      `/ga/gift-vouchers/voucher/${code}.data`, `/Gift-Vouchers/VOUCHER/${code.toLowerCase()}`, `/gift-vouchers/voucher/${code}/`,
      `/gift-vouchers/%76oucher/${code}`, `/ga/gift-vouchers//voucher/${code}`,
    ];
    for (const path of paths) await app.request(path);
    expect(lines.map((l) => l.path)).toEqual([
      "/gift-vouchers/voucher/…", "/ga/gift-vouchers/voucher/…", "/gift-vouchers/voucher/…", "/ga/gift-vouchers/voucher/…",
      "/Gift-Vouchers/VOUCHER/…", "/gift-vouchers/voucher/…", "/gift-vouchers/voucher/…", "/ga/gift-vouchers//voucher/…",
    ]);
    expect(JSON.stringify(lines).toLowerCase()).not.toContain(code.toLowerCase());
    // The voucher pages themselves, and the other pages, keep their address.
    expect(loggablePath("/gift-vouchers")).toBe("/gift-vouchers");
    expect(loggablePath("/ga/gift-vouchers/5f0c/paid")).toBe("/ga/gift-vouchers/5f0c/paid");
  });
});
