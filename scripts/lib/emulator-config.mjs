// Writes a firebase.json variant with its own emulator ports, so that `npm test` can run while
// `npm start` keeps the shop up on the standard ports. The file sits at the repo root because
// firebase-tools resolves `functions.source` and `hosting.public` relative to the config file.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const ROOT = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
export const PROJECT_ID = JSON.parse(readFileSync(join(ROOT, ".firebaserc"), "utf8")).projects.default;

/**
 * The test stack's ports move by SHOP_TEST_PORT_OFFSET (default 0), so that two checkouts on one
 * machine (a second work tree, say) can run `npm test` side by side. Whole thousands only: the
 * ports below sit 100 apart in places (hub 4600, logging 4700), so a smaller step would land one
 * stack's port on another's.
 */
const TEST_PORT_OFFSET = Number(process.env.SHOP_TEST_PORT_OFFSET ?? "0");
if (!Number.isInteger(TEST_PORT_OFFSET) || TEST_PORT_OFFSET % 1000 !== 0 || TEST_PORT_OFFSET < 0 || TEST_PORT_OFFSET > 50000) {
  throw new Error(`SHOP_TEST_PORT_OFFSET must be a whole number of thousands from 0 to 50000, got "${process.env.SHOP_TEST_PORT_OFFSET}"`);
}
const shifted = (ports) => Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + TEST_PORT_OFFSET]));

/** The ports `npm start` uses (firebase.json) and the ones the test stack uses. */
export const PORTS = {
  // Eventarc and Tasks start alongside Functions; their defaults (9299, 9499) would collide.
  start: {
    auth: 9099, functions: 5001, firestore: 8080, storage: 9199, hosting: 5000, hub: 4400, logging: 4500,
    eventarc: 9089, tasks: 9090,
  },
  test: shifted({
    auth: 9299, functions: 5201, firestore: 8280, storage: 9399, hosting: 5200, hub: 4600, logging: 4700,
    eventarc: 9489, tasks: 9490,
  }),
};

/**
 * The local mail inbox (maildev: SMTP in, web inbox and its REST API out; scripts/lib/mail.mjs), kept
 * out of PORTS because every entry there becomes an emulator in firebase.json. The test inbox moves
 * with SHOP_TEST_PORT_OFFSET like the rest. Its web port ends in 281, not 280: 1280 plus an offset of
 * 7000 is 8280, the test Firestore's port of a stack without offset.
 */
export const MAIL_PORTS = {
  start: { smtp: 1025, web: 1080 },
  test: shifted({ smtp: 1225, web: 1281 }),
};

/** Returns the path of a firebase config using `ports` (the committed firebase.json for `start`). */
export function emulatorConfigFor(profile) {
  if (profile === "start") return join(ROOT, "firebase.json");
  const config = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"));
  for (const [name, port] of Object.entries(PORTS[profile])) {
    config.emulators[name] = { ...config.emulators[name], host: "127.0.0.1", port };
  }
  // The pages' Content-Security-Policy lets the browser's Firebase SDK reach the Auth emulator: this stack's.
  const authEmulator = `127.0.0.1:${PORTS.start.auth}`;
  for (const rule of config.hosting.headers ?? []) {
    for (const header of rule.headers ?? []) header.value = header.value.replaceAll(authEmulator, `127.0.0.1:${PORTS[profile].auth}`);
  }
  // One file per port offset: two test runs side by side must not start on each other's ports.
  const path = join(ROOT, `.firebase.${profile}${TEST_PORT_OFFSET ? `.${TEST_PORT_OFFSET}` : ""}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}
