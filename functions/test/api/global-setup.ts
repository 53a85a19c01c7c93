/**
 * Starts the Node Firestore emulator (@firestore-emulator/server) in this process on the port of
 * FIRESTORE_EMULATOR_HOST, and stops it after the run. The Auth emulator comes from
 * `firebase emulators:exec --only auth`, which sets FIREBASE_AUTH_EMULATOR_HOST.
 */

// The package's ESM build (dist/index.mjs, which Vite picks) imports paths without extensions and
// fails under Node; its CommonJS build works, so load that one.
type EmulatorModule = typeof import("@firestore-emulator/server");

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

  const { FirestoreServer } = require("@firestore-emulator/server") as EmulatorModule;
  const server = new FirestoreServer();
  await server.start(port);
  return async () => {
    server.stop();
  };
}
