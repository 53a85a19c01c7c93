/**
 * Where the storefront's template and server render come from, loaded once per instance on the
 * first storefront request (the API's cold start does not pay for them).
 *
 * A deploy copies web/dist/index.html and web/dist-server/entry-server.cjs into functions/storefront/
 * (scripts/deploy-storefront.mjs, the functions' predeploy); locally (emulators, API tests) they are
 * read from the web build beside the functions.
 */
import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import type { Express } from "express";
import type { BuildManifest, StorefrontBundle } from "./page";

/** functions/ (this file is functions/src/modules/storefront or functions/lib/modules/storefront). */
const FUNCTIONS_DIR = resolve(__dirname, "..", "..", "..");

function locations(): Array<{ template: string; bundle: string; manifest: string }> {
  return [
    {
      template: join(FUNCTIONS_DIR, "storefront", "index.html"),
      bundle: join(FUNCTIONS_DIR, "storefront", "entry-server.cjs"),
      manifest: join(FUNCTIONS_DIR, "storefront", "manifest.json"),
    },
    {
      template: join(FUNCTIONS_DIR, "..", "web", "dist", "index.html"),
      bundle: join(FUNCTIONS_DIR, "..", "web", "dist-server", "entry-server.cjs"),
      manifest: join(FUNCTIONS_DIR, "..", "web", "dist", ".vite", "manifest.json"),
    },
  ];
}

export interface Storefront {
  template: string;
  bundle: StorefrontBundle;
  /** Which files each chunk of the browser's build is made of (undefined: pages name no chunks). */
  manifest: BuildManifest | undefined;
}

let loading: Promise<Storefront> | undefined;

async function load(): Promise<Storefront> {
  const found = locations().find((place) => existsSync(place.template) && existsSync(place.bundle));
  if (!found) throw new Error("The storefront's build is missing (web/dist/index.html and web/dist-server/entry-server.cjs): run `npm run build -w web`");
  // A CommonJS bundle (vite.server.config.ts), so the functions' CommonJS build loads it as it is.
  const [template, bundle, manifest] = await Promise.all([
    readFile(found.template, "utf8"),
    import(found.bundle) as Promise<StorefrontBundle>,
    readFile(found.manifest, "utf8").then((text) => JSON.parse(text) as BuildManifest, () => undefined),
  ]);
  if (typeof bundle.render !== "function") throw new Error(`${found.bundle} is not the storefront's server render`);
  return { template, bundle, manifest };
}

/** The template and render, loaded once; a failed load is tried again on the next request. */
export function storefront(): Promise<Storefront> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const loopbacks = new WeakMap<Express, Promise<string>>();

/**
 * The origin where this same Express app answers on the loopback interface, started on first use.
 * The render calls the API through it over real HTTP (same validation, same answers) and without
 * any of the visitor's cookies or headers: always as a guest.
 */
export function loopbackOrigin(app: Express): Promise<string> {
  let origin = loopbacks.get(app);
  if (!origin) {
    origin = new Promise<string>((resolvePromise, reject) => {
      const server: Server = createServer(app);
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        server.unref(); // never what keeps a process (a test run, the emulator) alive
        resolvePromise(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      });
    });
    origin.catch(() => loopbacks.delete(app));
    loopbacks.set(app, origin);
  }
  return origin;
}
