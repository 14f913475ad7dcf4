import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const base = { BETTER_AUTH_SECRET: "a-secret-that-is-at-least-thirty-two-characters", DATA_DIR: "/tmp/sauna-eire-config-test" };

describe("mail configuration", () => {
  it("writes mail to files from no-reply at the site's host unless told otherwise", () => {
    expect(loadConfig(base)).toMatchObject({ smtpUrl: undefined, mailFrom: "Sauna Éire <no-reply@localhost>" });
    expect(loadConfig({ ...base, BASE_URL: "https://sauna-eire.ie" }).mailFrom).toBe("Sauna Éire <no-reply@sauna-eire.ie>");
  });

  it("takes an smtp:// or smtps:// URL and one From address", () => {
    const config = loadConfig({ ...base, SMTP_URL: "smtps://mailer:p%40ss@mail.example.ie:465", MAIL_FROM: "Bookings <bookings@sauna-eire.ie>" });
    expect(config).toMatchObject({ smtpUrl: "smtps://mailer:p%40ss@mail.example.ie:465", mailFrom: "Bookings <bookings@sauna-eire.ie>" });
    expect(loadConfig({ ...base, SMTP_URL: "" }).smtpUrl).toBeUndefined();
  });

  it("refuses to start with a malformed SMTP_URL or MAIL_FROM, without echoing the password", () => {
    expect(() => loadConfig({ ...base, SMTP_URL: "https://user:hunter2@mail.example.ie" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SMTP_URL: "https://user:hunter2@mail.example.ie" })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ ...base, MAIL_FROM: "no-reply" })).toThrow(/MAIL_FROM must be one address/);
    expect(() => loadConfig({ ...base, MAIL_FROM: "a@sauna-eire.ie, b@sauna-eire.ie" })).toThrow(/MAIL_FROM/);
  });
});

describe("operations configuration (scale-out)", () => {
  it("has a pool size, shutdown deadlines and a log level, with defaults", () => {
    expect(loadConfig(base)).toMatchObject({ databasePoolSize: 10, shutdown: { drainMs: 0, timeoutMs: 10_000 }, logLevel: "info" });
    const set = loadConfig({ ...base, DATABASE_POOL_SIZE: "4", SHUTDOWN_DRAIN_SECONDS: "2.5", SHUTDOWN_TIMEOUT_SECONDS: "30", LOG_LEVEL: "warn" });
    expect(set).toMatchObject({ databasePoolSize: 4, shutdown: { drainMs: 2500, timeoutMs: 30_000 }, logLevel: "warn" });
  });

  it("refuses a pool size that is not a whole number from 1 to 100", () => {
    for (const bad of ["0", "-1", "2.5", "many", "500"]) expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe("card payments configuration (decision 012)", () => {
  const key = "sk_test_51Example0123456789";
  it("is off without a secret key: guests pay at the sauna", () => {
    expect(loadConfig(base).stripe).toBeUndefined();
  });

  it("takes the key, one or two webhook secrets and Stripe's address, defaulting to Stripe's own", () => {
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: "whsec_abc" }).stripe).toEqual({
      secretKey: key, webhookSecrets: ["whsec_abc"], apiUrl: "https://api.stripe.com",
    });
    const local = loadConfig({ ...base, STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: "whsec_platform, whsec_connect", STRIPE_API_URL: "http://127.0.0.1:12111/" });
    expect(local.stripe).toMatchObject({ webhookSecrets: ["whsec_platform", "whsec_connect"], apiUrl: "http://127.0.0.1:12111" });
  });

  it("refuses to start with a key but no webhook secret, saying why and where to get one", () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: key })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: key })).toThrow(/STRIPE_WEBHOOK_SECRET is required.*\/api\/stripe\/webhook/s);
  });

  it("refuses what isn't a Stripe secret key or signing secret, without echoing it", () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: "pk_live_publishable123", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: "pk_live_publishable123", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).not.toThrow(/publishable123/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(/STRIPE_WEBHOOK_SECRET must be/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: "whsec_a", STRIPE_API_URL: "ftp://stripe" })).toThrow(/STRIPE_API_URL/);
  });
});
