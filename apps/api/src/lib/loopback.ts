import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** 127.0.0.0/8 or ::1, also written as IPv4 in IPv6 (::ffff:127.0.0.1), as a dual-stack socket reports it. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Whether listening on `host` keeps the server on this machine: every address the name
 * resolves to (Fastify listens on each of localhost's) is a loopback one. 0.0.0.0, :: and a
 * name that does not resolve are not.
 */
export async function isLoopbackHost(host: string): Promise<boolean> {
  if (isIP(host)) return isLoopbackAddress(host);
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((entry) => isLoopbackAddress(entry.address));
  } catch {
    return false;
  }
}
