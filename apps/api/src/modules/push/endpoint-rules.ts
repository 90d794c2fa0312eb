import { BlockList, isIP } from "node:net";
import { AppError } from "../../lib/errors";

/*
 * Which push endpoints the server will POST to (decision 0105). The endpoint comes from the
 * browser, so a person could send any address and have the server call it: only https to a named
 * host is accepted, and the address that name resolves to must be a public one (checked again at
 * every send, so a name that later resolves inside the network is refused then). The one
 * exception, for the tests' and journeys' local push service, is plain http on this machine when
 * PUSH_ALLOW_LOOPBACK_HTTP is true — refused in production.
 */

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Addresses no push service has: this machine, private networks, link-local, carrier NAT, multicast. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** A permitted endpoint: `loopbackHttp` ones skip the public-address check at send time. */
export type CheckedEndpoint = { url: URL; loopbackHttp: boolean };

const REFUSED = "This browser's push address is not one Crewlance sends notifications to.";

function refuse(): AppError {
  return new AppError("VALIDATION_ERROR", REFUSED, [{ path: "endpoint", message: REFUSED }]);
}

/** The endpoint as a URL when the rules above allow it, or a 400 naming the field. */
export function checkEndpoint(endpoint: string, options: { allowLoopbackHttp: boolean }): CheckedEndpoint {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refuse();
  }
  if (url.username || url.password || url.hash) throw refuse();
  if (url.protocol === "http:" && options.allowLoopbackHttp && LOOPBACK_NAMES.has(url.hostname)) {
    return { url, loopbackHttp: true };
  }
  if (url.protocol !== "https:" || url.port !== "") throw refuse();
  const host = url.hostname.toLowerCase();
  // Push services are named hosts: an address typed as a number, or a name only a local network knows, is not one.
  if (isIP(host.replace(/^\[|\]$/g, "")) !== 0 || !host.includes(".")) throw refuse();
  if (/\.(localhost|local|internal|lan|home|corp|intranet)$/.test(host)) throw refuse();
  return { url, loopbackHttp: false };
}
