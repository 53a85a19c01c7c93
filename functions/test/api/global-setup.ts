/**
 * Starts the Node Firestore emulator (@firestore-emulator/server) in this process on the port of
 * FIRESTORE_EMULATOR_HOST, and stops it after the run. The Auth emulator comes from
 * `firebase emulators:exec --only auth`, which sets FIREBASE_AUTH_EMULATOR_HOST.
 *
 * Mail too, as the shop's stack has it: a maildev inbox on the test's mail ports (MAIL_PORTS.test,
 * moved by SHOP_TEST_PORT_OFFSET), the shop's templates in `mailTemplates`, and the deliverer of the
 * `mail` collection (src/modules/mail), so a test can read what the shop sent (./inbox.ts). The
 * inbox's address reaches the tests through vitest's `provide` / `inject("mailInboxUrl")`.
 * The deliverer here runs in vitest's main process; the tests, in their own.
 *
 * Every index, checked: the emulator records the shape of each query it runs
 * (scripts/lib/firestore-query-log.mjs; ./query-origin.ts marks which are the app's). When the run
 * ends the log goes to .data/firestore-queries.json and each query of the app is held to
 * firestore.indexes.json with Firestore's rules (scripts/lib/index-coverage.mjs): one that no index
 * serves fails the run (exit code 1) with the entry to add; declared indexes no query used are listed.
 */

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { createTransport } from "nodemailer";
import type { TestProject } from "vitest/node";
import { LOCAL_MAIL_FROM, loadMailTemplates, startMailDelivery } from "../../src/modules/mail";

declare module "vitest" {
  export interface ProvidedContext {
    /** The API tests' mail inbox, http://127.0.0.1:<port> (./inbox.ts). */
    mailInboxUrl: string;
    /** Its SMTP port on 127.0.0.1, for a test that runs a deliverer of its own. */
    mailSmtpPort: number;
  }
}

// The emulator with serialised transactions, as `npm start` and the e2e stack run it.
type EmulatorModule = { startNodeFirestoreEmulator(port: number): Promise<{ stop(): void }> };
type MailModule = {
  startMailCatcher(ports: { smtpPort: number; webPort: number }): Promise<{ url: string; stop(): Promise<void> }>;
};
type PortsModule = { MAIL_PORTS: { test: { smtp: number; web: number } } };
interface QueryLogEntry {
  query: Record<string, unknown>;
  runs: number;
  origins: { app: number; test: number; unmarked: number };
  sites: string[];
}
type QueryLogModule = { recordQueries(server: unknown): { entries(): QueryLogEntry[]; unreadable(): number } };
type CoverageModule = {
  checkIndexCoverage(entries: QueryLogEntry[], config: unknown): unknown;
  formatCoverage(result: unknown, options: { complete: boolean }): { ok: boolean; lines: string[] };
};

const ROOT = join(__dirname, "..", "..", "..");
const scriptsLib = (name: string) => pathToFileURL(join(ROOT, "scripts", "lib", name)).href;

/** Whether every API test file ran (only then is an index no query used really unused). */
async function ranEveryFile(project: TestProject): Promise<boolean> {
  try {
    const { testFiles } = await project.globTestFiles();
    const ran = project.vitest.state.getFiles().filter((file) => file.projectName === project.name);
    return ran.length >= testFiles.length;
  } catch {
    return false;
  }
}

/** Writes the query log and holds the app's queries to firestore.indexes.json; a query without an index fails the run. */
async function checkIndexCoverage(project: TestProject, log: ReturnType<QueryLogModule["recordQueries"]>): Promise<void> {
  const coverage = (await import(scriptsLib("index-coverage.mjs"))) as CoverageModule;
  const complete = await ranEveryFile(project);
  const entries = log.entries();
  mkdirSync(join(ROOT, ".data"), { recursive: true });
  const file = join(ROOT, ".data", "firestore-queries.json");
  writeFileSync(file, `${JSON.stringify({ writtenAt: new Date().toISOString(), complete, unreadable: log.unreadable(), entries }, null, 2)}\n`);
  const config: unknown = JSON.parse(readFileSync(join(ROOT, "firestore.indexes.json"), "utf8"));
  const { ok, lines } = coverage.formatCoverage(coverage.checkIndexCoverage(entries, config), { complete });
  const report = `\n${lines.join("\n")}\n(query log: ${file}; node scripts/index-coverage.mjs --list shows each query and its index)\n`;
  if (ok) {
    console.log(report);
  } else {
    console.error(report);
    // vitest only logs a teardown's error; the exit code is what fails the API phase.
    process.exitCode = 1;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      "The API tests need the Auth emulator. Run them under `firebase emulators:exec --only auth` " +
        "(see functions/vitest.config.mts), which sets FIREBASE_AUTH_EMULATOR_HOST.",
    );
  }
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8280";
  const port = Number(host.split(":").pop());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`FIRESTORE_EMULATOR_HOST has no port: ${host}`);

  const { startNodeFirestoreEmulator } = (await import(scriptsLib("node-firestore-emulator.mjs"))) as EmulatorModule;
  const { startMailCatcher } = (await import(scriptsLib("mail.mjs"))) as MailModule;
  const { MAIL_PORTS } = (await import(scriptsLib("emulator-config.mjs"))) as PortsModule;
  const { recordQueries } = (await import(scriptsLib("firestore-query-log.mjs"))) as QueryLogModule;
  const server = await startNodeFirestoreEmulator(port);
  const queryLog = recordQueries(server);

  const stops: Array<() => Promise<void>> = [async () => server.stop()];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const catcher = await startMailCatcher({ smtpPort: MAIL_PORTS.test.smtp, webPort: MAIL_PORTS.test.web });
    stops.push(() => catcher.stop());
    project.provide("mailInboxUrl", catcher.url);
    project.provide("mailSmtpPort", MAIL_PORTS.test.smtp);

    // Its own app, on the emulator. vitest's `test.env` reaches the test files only, not this process:
    // say here too that there is no metadata server to ask for credentials.
    process.env.FIRESTORE_EMULATOR_HOST = host;
    process.env.METADATA_SERVER_DETECTION ??= "none";
    const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-chocolate-shop" }, "api-tests-mail");
    stops.push(() => deleteApp(app));
    const db = getFirestore(app);
    await loadMailTemplates(db);

    const transport = createTransport({ host: "127.0.0.1", port: MAIL_PORTS.test.smtp, secure: false, ignoreTLS: true });
    stops.push(async () => transport.close());
    // Only what went wrong: a test that cares reads the mail document's `delivery` or the inbox.
    const quiet = () => {};
    const worker = startMailDelivery({
      db,
      transport,
      defaultFrom: LOCAL_MAIL_FROM,
      log: { info: quiet, warn: quiet, error: (message, fields) => console.error(`[mail] ${message} ${JSON.stringify(fields ?? {})}`) },
    });
    stops.push(() => worker.stop());
    await worker.ready;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return async () => {
    try {
      await checkIndexCoverage(project, queryLog);
    } finally {
      await stopAll();
    }
  };
}
