import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { isAllowedAddress } from "./address-policy";

// This machine, in every spelling a connection could use.
const LOOPBACK = ["127.0.0.1", "127.255.255.254", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::127.0.0.1", "::7f00:1"];

const REFUSED_EVEN_IN_TESTS = {
  "RFC 1918 private": ["10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.255", "192.168.0.1"],
  "link-local and cloud metadata": ["169.254.169.254", "169.254.0.1", "fe80::1", "febf::1"],
  "CGNAT": ["100.64.0.1", "100.127.255.254"],
  "unique-local": ["fc00::1", "fd12:3456::1"],
  "multicast": ["224.0.0.1", "239.255.255.250", "ff02::1", "ff0e::1"],
  "unspecified, broadcast and reserved": ["0.0.0.0", "0.1.2.3", "255.255.255.255", "240.0.0.1", "192.0.2.1", "::"],
  "IPv4-mapped and IPv4-compatible IPv6": ["::ffff:10.0.0.1", "::ffff:a9fe:a9fe", "::ffff:0.0.0.0", "::10.0.0.1", "::a00:1"],
  "IPv4-translated, NAT64, 6to4 and Teredo": ["::ffff:0:7f00:1", "64:ff9b::a9fe:a9fe", "64:ff9b:1::a00:1", "2002:7f00:1::1", "2001:0:4136:e378::1"],
  "anything that is not a plain IP literal": ["", "localhost", "0x7f.1", "2130706433", "127.1", "[::1]", "10.0.0.1/8"],
};

describe("address policy", () => {
  it("refuses loopback by default, in every spelling", () => {
    for (const address of LOOPBACK) expect(isAllowedAddress(address), address).toBe(false);
  });

  it.each(Object.entries(REFUSED_EVEN_IN_TESTS))("refuses %s, even with the test allowance", (_kind, addresses) => {
    for (const address of addresses) {
      expect(isAllowedAddress(address), address).toBe(false);
      expect(isAllowedAddress(address, { allowLoopback: true }), address).toBe(false);
    }
  });

  it("allows loopback when a test says so", () => {
    for (const address of LOOPBACK) expect(isAllowedAddress(address, { allowLoopback: true }), address).toBe(true);
  });

  it("allows public unicast addresses, and IPv4 embedded in IPv6 when the IPv4 address is public", () => {
    const publicAddresses = ["8.8.8.8", "1.1.1.1", "185.45.66.1", "2a00:1450:400b:c01::64", "2606:4700::6810:84e5", "::ffff:8.8.8.8", "::808:808"];
    for (const address of publicAddresses) expect(isAllowedAddress(address), address).toBe(true);
  });

  it("is public-only in the app unless SITE_FETCH_ALLOW_LOOPBACK=on", () => {
    const env = { BETTER_AUTH_SECRET: "x".repeat(32) };
    expect(loadConfig(env).siteFetchPolicy).toEqual({ allowLoopback: false });
    expect(loadConfig({ ...env, SITE_FETCH_ALLOW_LOOPBACK: "off" }).siteFetchPolicy).toEqual({ allowLoopback: false });
    expect(loadConfig({ ...env, SITE_FETCH_ALLOW_LOOPBACK: "on" }).siteFetchPolicy).toEqual({ allowLoopback: true });
    expect(() => loadConfig({ ...env, SITE_FETCH_ALLOW_LOOPBACK: "yes" })).toThrow("SITE_FETCH_ALLOW_LOOPBACK");
  });
});
