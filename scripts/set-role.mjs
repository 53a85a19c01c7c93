#!/usr/bin/env node
// `npm run set-role -- <email> <admin|user>`: gives an account a role the one way roles change
// (functions/src/modules/accounts/auth.service.ts changeRole): the user document, the custom claim, and
// every existing session of the account revoked.
//
// By default it works on the local emulators of `npm start`. For a real project, run it with
// `--project <project-id>` and Application Default Credentials (`gcloud auth application-default login`).
import { createRequire } from "node:module";
import { join } from "node:path";
import { PORTS, ROOT } from "./lib/emulator-config.mjs";

const args = process.argv.slice(2);
const projectFlag = args.indexOf("--project");
const project = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
const [email, role] = args.filter((_, i) => projectFlag < 0 || (i !== projectFlag && i !== projectFlag + 1));
if (!email || (role !== "admin" && role !== "user")) {
  console.error("Usage: npm run set-role -- <email> <admin|user> [--project <project-id>]");
  process.exit(2);
}

if (project) {
  process.env.GCLOUD_PROJECT = project;
} else {
  process.env.GCLOUD_PROJECT = JSON.parse((await import("node:fs")).readFileSync(join(ROOT, ".firebaserc"), "utf8")).projects.default;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORTS.start.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${PORTS.start.auth}`;
}

const require = createRequire(import.meta.url);
const { adminAuth } = require(join(ROOT, "functions", "lib", "platform", "firebase.js"));
const { changeRole } = require(join(ROOT, "functions", "lib", "modules", "accounts", "auth.service.js"));
try {
  const user = await adminAuth().getUserByEmail(email);
  await changeRole(user.uid, role);
  console.log(`${email} is now ${role === "admin" ? "an admin" : "a shopper"}; their sessions were ended.`);
  process.exit(0);
} catch (error) {
  console.error(`Could not change the role of ${email}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
