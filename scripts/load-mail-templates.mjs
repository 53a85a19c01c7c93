#!/usr/bin/env node
// `npm run mail:templates -- <project-id>`: writes the shop's email templates
// (functions/src/modules/mail/templates) into the `mailTemplates` collection of a Firebase project,
// where the Trigger Email extension renders the shop's `mail` documents from them. Each template's
// document is replaced; documents of other ids (an owner's own templates) are left alone. Run it
// after installing the extension and after every change to the templates.
//
// Credentials: the Admin SDK's Application Default Credentials, i.e. GOOGLE_APPLICATION_CREDENTIALS
// naming a service account key of the project, or `gcloud auth application-default login`
// (`firebase login` alone gives the CLI its credentials, not the Admin SDK).
//
// The local stack needs none of this: its seed loads the templates into the emulator.
import { createRequire } from "node:module";
import { join } from "node:path";
import { ROOT } from "./lib/emulator-config.mjs";

const [projectId, ...rest] = process.argv.slice(2);
if (!projectId || rest.length > 0 || projectId.startsWith("-")) {
  console.error("Usage: npm run mail:templates -- <project-id>");
  process.exit(2);
}

const require = createRequire(import.meta.url);
const { initializeApp } = require("firebase-admin/app");
const { getFirestore } = require("firebase-admin/firestore");
const { MAIL_TEMPLATES, loadMailTemplates } = require(join(ROOT, "functions", "lib", "modules", "mail", "index.js"));

// Said out loud, so an emulator left in the environment is not mistaken for the project.
const target = process.env.FIRESTORE_EMULATOR_HOST ? `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}` : "Firestore";
console.log(`Writing ${Object.keys(MAIL_TEMPLATES).length} mail templates to mailTemplates/ of ${projectId} (${target})…`);
try {
  const db = getFirestore(initializeApp({ projectId }));
  const written = await loadMailTemplates(db);
  for (const id of Object.keys(MAIL_TEMPLATES).sort()) console.log(`  ${id}${MAIL_TEMPLATES[id].partial ? " (partial)" : ""}`);
  console.log(`${written} templates written.`);
  process.exit(0);
} catch (error) {
  console.error(`Could not write the templates: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
