/**
 * Starts the Node Firestore emulator (@firestore-emulator/server) in this process on the port of
 * FIRESTORE_EMULATOR_HOST, and stops it after the run. The Auth emulator comes from
 * `firebase emulators:exec --only auth`, which sets FIREBASE_AUTH_EMULATOR_HOST.
 */

import { join } from "node:path";
import { pathToFileURL } from "node:url";

// The emulator with serialised transactions, as `npm start` and the e2e stack run it.
type EmulatorModule = { startNodeFirestoreEmulator(port: number): Promise<{ stop(): void }> };

export default async function setup(): Promise<() => Promise<void>> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      "The API tests need the Auth emulator. Run them under `firebase emulators:exec --only auth` " +
        "(see functions/vitest.config.mts), which sets FIREBASE_AUTH_EMULATOR_HOST.",
    );
  }
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8280";
  const port = Number(host.split(":").pop());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`FIRESTORE_EMULATOR_HOST has no port: ${host}`);

  const modulePath = pathToFileURL(join(__dirname, "..", "..", "..", "scripts", "lib", "node-firestore-emulator.mjs")).href;
  const { startNodeFirestoreEmulator } = (await import(modulePath)) as EmulatorModule;
  const server = await startNodeFirestoreEmulator(port);
  return async () => {
    server.stop();
  };
}
