/**
 * Who the client is, for the abuse limits: an address the client cannot write itself.
 *
 * `X-Forwarded-For` is a list each proxy appends to, so only its right-hand end is trustworthy: the
 * entries the proxies we really have added. Everything to the left of them is whatever the client
 * wrote. So Express trusts exactly that many hops and `req.ip` is the address the outermost of our
 * proxies saw:
 *
 * - Deployed, Google's front end appends the caller's address before the request reaches the
 *   function: one hop (`SHOP_TRUSTED_PROXY_HOPS` in ../config.ts, default 1; see the README's security section for
 *   when a deployment has more).
 * - Under the emulators nothing appends: the Hosting emulator forwards the client's header as it came
 *   and the Functions emulator talks to the function over a local socket. No hop is trusted, so the
 *   header is ignored and every local browser is the one local client. The API tests, which run the
 *   app on a TCP port, are told apart by the loopback address they connect from (127.0.0.2, …).
 */
import { isIPv6 } from "node:net";
import type { Request } from "express";

/** The client's address when the connection has none (the Functions emulator's local socket). */
export const LOCAL_CLIENT = "local";


/** An IPv6 address's first four groups: one subscriber gets a whole /64, so that is one client. */
function ipv6Network(address: string): string {
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}

/** The client as the limits count it: an IPv4 address, an IPv6 /64, or LOCAL_CLIENT. */
export function clientAddress(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress;
  if (!address) return LOCAL_CLIENT;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  return isIPv6(address) ? ipv6Network(address) : address;
}
