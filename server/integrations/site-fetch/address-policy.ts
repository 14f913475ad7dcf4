// Which network addresses the server may connect to when it fetches a URL someone typed:
// ordinary public unicast addresses only. Everything else (this machine, private networks,
// the cloud metadata service at 169.254.169.254, multicast, reserved space, and IPv6 forms
// that embed an IPv4 address) could let a typed URL reach something inside our network.
import ipaddr from "ipaddr.js";
import net from "node:net";

export type FetchPolicy = {
  /**
   * Tests only: lets a fetch reach this machine (127.0.0.0/8, ::1), where test fixture servers
   * listen. Private, link-local and every other refused range stay refused.
   */
  allowLoopback: boolean;
};

export const PUBLIC_ONLY: FetchPolicy = { allowLoopback: false };

// IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291) is not flagged by ipaddr.js, yet
// some stacks route it to the embedded IPv4 address (and ipaddr.js parses the dotted spelling
// as IPv4-mapped), so it is judged as that IPv4 address, like ::ffff:a.b.c.d.
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR("::/96");

/** True when a fetch may connect to this address (a plain IPv4 or IPv6 literal, no brackets). */
export function isAllowedAddress(address: string, policy: FetchPolicy = PUBLIC_ONLY): boolean {
  // Only plain literals: never let ipaddr.js's lenient parser reinterpret something odd.
  if (net.isIP(address) === 0) return false;
  // ipaddr.js names every special range (private, loopback, linkLocal, carrierGradeNat,
  // uniqueLocal, multicast, unspecified, broadcast, reserved, rfc6052 NAT64, 6to4, teredo, …)
  // and calls the rest "unicast": allow that, rather than refuse a list we might not finish.
  const range = reachedAddress(address).range();
  if (range === "loopback") return policy.allowLoopback;
  return range === "unicast";
}

/** The address a connection really reaches: an IPv4 address embedded in IPv6 is judged as IPv4. */
function reachedAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const ip = ipaddr.parse(address);
  if (!(ip instanceof ipaddr.IPv6)) return ip;
  const range = ip.range();
  const embedsIPv4 = range === "ipv4Mapped" || (range === "unicast" && ip.match(IPV4_COMPATIBLE));
  return embedsIPv4 ? ipaddr.fromByteArray(ip.toByteArray().slice(12)) : ip;
}
