/**
 * The client address the limits count by, through a real Express app on a local port: deployed, the
 * entry Google's front end appends to X-Forwarded-For; emulated, the connection's own address.
 */
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import express from "express";
import { readConfig } from "../config";
import { clientAddress } from "./client-address";

/** Deployed: none of the emulators' variables. */
const production: NodeJS.ProcessEnv = {};

describe("clientAddress", () => {
  let server: Server;
  let base: string;

  async function start(hops: number | false) {
    const app = express();
    app.set("trust proxy", hops);
    app.get("/who", (req, res) => {
      res.json({ client: clientAddress(req) });
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const who = async (forwardedFor?: string) =>
    ((await (await fetch(`${base}/who`, { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} })).json()) as { client: string })
      .client;

  it("deployed: takes the address the front end appended, not what the client wrote before it", async () => {
    await start(readConfig(production).trustedProxyHops);
    expect(await who("203.0.113.9")).toBe("203.0.113.9");
    expect(await who("198.51.100.1, 10.0.0.1, 203.0.113.9")).toBe("203.0.113.9");
  });

  it("deployed: counts an IPv6 client by its /64 network, and a mapped IPv4 as IPv4", async () => {
    await start(readConfig(production).trustedProxyHops);
    expect(await who("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(await who("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(await who("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(await who("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("emulated: ignores the header and takes the connection's address", async () => {
    await start(false);
    expect(await who("198.51.100.1")).toBe("127.0.0.1");
    expect(await who()).toBe("127.0.0.1");
  });
});
