import { type LookupAddress, type LookupOptions, lookup } from "node:dns";
import ipaddr from "ipaddr.js";
import type { Dispatcher } from "undici";
import { PithError } from "../util/errors.js";

/**
 * Whether an IP address is one anyone on the internet can reach: not loopback, private, link-local
 * (169.254.169.254, the cloud metadata service), carrier-grade NAT, unique-local, multicast,
 * unspecified (`0.0.0.0`) or reserved. IPv4 written inside IPv6 (`::ffff:127.0.0.1`) is judged as
 * the IPv4 address it is. Anything that does not parse is not public.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() === "unicast";
}

/** The error of a page whose address is not public (`PITH_PRIVATE_ADDRESS`). */
export function privateAddressError(host: string, address: string): PithError {
  const shown = host === address ? address : `${host} (${address})`;
  return new PithError(
    "PITH_PRIVATE_ADDRESS",
    `${shown} is a private, loopback or reserved address: not fetched (pith extract --allow-private-addresses fetches it)`,
  );
}

/**
 * The URL's host when it is an IP literal that is not public, else undefined. The URL parser has
 * already read every spelling browsers accept as the address they mean (`2130706433`,
 * `0x7f000001`, `127.1` and `0` are 127.0.0.1 and 0.0.0.0).
 */
export function privateLiteralHost(url: URL): string | undefined {
  const host = url.hostname;
  const bare = host.startsWith("[") ? host.slice(1, -1) : host;
  return ipaddr.isValid(bare) && !isPublicAddress(bare) ? bare : undefined;
}

/**
 * A DNS lookup that fails for a name with any address that is not public. It runs when the
 * connection is made, on the addresses connected to, so a name that answers a public address to
 * a first look and a private one to the next (DNS rebinding) is still refused.
 */
function publicLookup(
  hostname: string,
  options: LookupOptions,
  callback: (
    error: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error !== null) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused !== undefined) return callback(privateAddressError(hostname, refused.address), []);
    const [first] = addresses;
    if (options.all === true || first === undefined) return callback(null, addresses);
    callback(null, first.address, first.family);
  });
}

let dispatcher: Dispatcher | undefined;

/**
 * Connections only to public addresses: fetch's dispatcher for pages fetched under the policy.
 * undici loads on the first fetch, not with every run.
 */
export async function publicOnlyDispatcher(): Promise<Dispatcher> {
  if (dispatcher === undefined) {
    const { Agent } = await import("undici");
    dispatcher = new Agent({ connect: { lookup: publicLookup as never } });
  }
  return dispatcher;
}
