#!/usr/bin/env node
// `npm run seed`: loads the seed into an already running stack (`npm start` loads it by itself).
// Idempotent: it creates only what is missing.
import { PORTS } from "./lib/emulator-config.mjs";
import { seedShop } from "./lib/stack.mjs";

const profile = process.argv[2] === "test" ? "test" : "start";
const summary = await seedShop({ ports: PORTS[profile] });
console.log("Seeded:", JSON.stringify(summary));
process.exit(0);
