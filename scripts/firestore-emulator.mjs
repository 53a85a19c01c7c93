#!/usr/bin/env node
// Starts the Node Firestore emulator (@firestore-emulator/server) on its own, for machines where
// the official one cannot run (it needs Java 21 and a download). Port: first argument, or 8080.
import { startNodeFirestoreEmulator } from "./lib/node-firestore-emulator.mjs";

const port = Number(process.argv[2] ?? process.env.FIRESTORE_PORT ?? 8080);
const server = await startNodeFirestoreEmulator(port);
console.log(`Node Firestore emulator listening on 127.0.0.1:${port}`);
const stop = async () => {
  await server.stop?.();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
