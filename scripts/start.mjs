#!/usr/bin/env node
// `npm start`: builds what needs building, starts the local Firebase stack, seeds it and serves
// the shop at http://127.0.0.1:5000, and every email it sends in the inbox at http://127.0.0.1:1080.
// `npm run dev` (--dev) adds the Vite dev server with hot reload.
// `--test-ports` starts it on the test stack's ports instead (Hosting 5200, moved by
// SHOP_TEST_PORT_OFFSET), so a second checkout can show its shop beside the first.
// Ctrl-C stops every process this started.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./lib/emulator-config.mjs";
import { buildShop, startStack } from "./lib/stack.mjs";

const dev = process.argv.includes("--dev");
const profile = process.argv.includes("--test-ports") ? "test" : "start";
const log = (line) => console.log(line);

if (!existsSync(join(ROOT, "node_modules", ".bin", "firebase"))) {
  console.error("Dependencies are missing: run `npm install` first.");
  process.exit(1);
}

let stack;
let vite;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log("\nStopping the shop…");
  vite?.kill("SIGTERM");
  await stack?.stop();
  log("Stopped.");
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
// A closed terminal, or a crash of a part that runs in this process (the Node Firestore emulator, the mail
// inbox and its deliverer): the emulators and their runtimes go too, rather than keep :5000 without a database.
process.on("SIGHUP", () => void shutdown(0));
const stopOnError = (error) => {
  console.error(`\nThe shop stopped on an error: ${error instanceof Error ? error.stack : error}`);
  void shutdown(1);
};
process.on("uncaughtException", stopOnError);
process.on("unhandledRejection", stopOnError);

try {
  buildShop({ log, web: !dev });
  stack = await startStack({ profile, log });
} catch (error) {
  console.error(`\nCould not start the shop: ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}

// The emulators ending on their own (a crash) end the shop: nothing half-up keeps its ports.
stack.child.on("exit", (code, signal) => {
  if (stopping) return;
  console.error(`\nThe Firebase emulators stopped (${signal ?? `exit ${code}`}); stopping the rest of the shop.`);
  void shutdown(1);
});

if (dev) {
  vite = spawn("npm", ["run", "dev", "-w", "web", "--", "--host", "127.0.0.1", "--port", "5173"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  vite.on("exit", (code) => {
    if (!stopping) void shutdown(code ?? 0);
  });
}

log(`
  Cocoa Atelier is running.

    Shop:          ${stack.url}${dev ? "\n    Dev server:    http://127.0.0.1:5173  (hot reload, /api proxied to the shop)" : ""}
    API:           ${stack.url}/api
    Mail inbox:    ${stack.mailUrl}  (every email the shop sends, delivered locally)
    Firestore:     ${stack.mode === "official" ? "official emulator" : "Node Firestore emulator (in memory)"} on 127.0.0.1:${stack.ports.firestore}
    Auth emulator: 127.0.0.1:${stack.ports.auth}

  Local-only accounts (seeded):
    admin    admin@chocolate.test    / ChocAdmin!2026
    shopper  shopper@chocolate.test  / ChocShopper!2026

  Press Ctrl-C to stop.
`);
