import { describe, expect, it } from "vitest";
import { resolveClientAddress } from "./client-address";

describe("resolveClientAddress", () => {
  it("uses the socket's address and ignores a forwarded header from an untrusted peer", () => {
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", [])).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:203.0.113.9", null, [])).toBe("203.0.113.9");
  });

  it("believes X-Forwarded-For only from a trusted proxy, taking the last untrusted hop", () => {
    const proxies = ["10.0.0.2", "10.0.0.3"];
    expect(resolveClientAddress("10.0.0.2", "198.51.100.4", proxies)).toBe("198.51.100.4");
    // A client cannot choose its bucket by prepending addresses: the last untrusted hop wins.
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 198.51.100.4, 10.0.0.3", proxies)).toBe("198.51.100.4");
  });
});
