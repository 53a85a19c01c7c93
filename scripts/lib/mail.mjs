// The local stack's email: an SMTP server with a web inbox (maildev, in this process) that catches
// every message, and the shop's own deliverer (functions/src/modules/mail/delivery.ts), which does
// for the `mail` collection what the Trigger Email extension does in production. Nothing leaves
// 127.0.0.1. Used by scripts/lib/stack.mjs (`npm start`, the e2e stack) and the API tests' set-up.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ID, ROOT } from "./emulator-config.mjs";

const require = createRequire(import.meta.url);

/**
 * Starts maildev on 127.0.0.1: SMTP on `smtpPort`, the inbox (web page and REST API, `GET /api/email`)
 * on `webPort`. Its messages live in a directory of its own, removed by `stop()`.
 */
export async function startMailCatcher({ smtpPort, webPort }) {
  const { MailDev } = await import("maildev");
  // Its own directory: maildev's default (the system temp's `maildev`) is shared by every copy on the machine.
  const mailDirectory = mkdtempSync(join(tmpdir(), "cocoa-mail-"));
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: "127.0.0.1", webIp: "127.0.0.1", silent: true, mailDirectory });
  // maildev announces its API with console.info even when silent; the caller prints the inbox itself.
  const info = console.info;
  console.info = () => {};
  try {
    await maildev.start();
  } catch (error) {
    await maildev.stop().catch(() => {});
    rmSync(mailDirectory, { recursive: true, force: true });
    throw new Error(`The mail inbox could not start on 127.0.0.1 (SMTP ${smtpPort}, web ${webPort}): ${error instanceof Error ? error.message : error}`);
  } finally {
    console.info = info;
  }
  let stopped = false;
  return {
    url: `http://127.0.0.1:${webPort}`,
    smtpPort,
    webPort,
    async stop() {
      if (stopped) return;
      stopped = true;
      await maildev.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}

/** The deliverer's log for a script: one line each, through `log(line)`. */
function lineLog(log) {
  const line = (level) => (message, fields) =>
    log(`[mail] ${level === "info" ? "" : `${level}: `}${message}${fields ? ` ${JSON.stringify(fields)}` : ""}`);
  return { info: line("info"), warn: line("warn"), error: line("error") };
}

/**
 * Starts the shop's deliverer (the compiled functions/lib/modules/mail, as the seed loads
 * functions/lib/seed) on the Firestore emulator at 127.0.0.1:`ports.firestore`, sending through the
 * SMTP server at 127.0.0.1:`ports.smtp`. Resolves once the mail already queued has been handled.
 */
export async function startLocalMailDelivery({ ports, log = console.log, env = process.env }) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  const { deleteApp, getApps, initializeApp } = require("firebase-admin/app");
  const { getFirestore } = require("firebase-admin/firestore");
  const nodemailer = require("nodemailer");
  const { LOCAL_MAIL_FROM, startMailDelivery } = require(join(ROOT, "functions", "lib", "modules", "mail", "index.js"));

  const app = getApps().find((a) => a.name === "mail-delivery") ?? initializeApp({ projectId: PROJECT_ID }, "mail-delivery");
  // Plain SMTP to the local catcher: no TLS to negotiate on loopback.
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: ports.smtp, secure: false, ignoreTLS: true });
  // The sender of mail that names none (the extension's DEFAULT_FROM).
  const defaultFrom = process.env.SHOP_MAIL_FROM || LOCAL_MAIL_FROM;
  const worker = startMailDelivery({ db: getFirestore(app), transport, defaultFrom, log: lineLog(log) });
  await worker.ready;
  // The owner's low-stock email: the scheduled function's work (functions/src/index.ts), which the
  // emulators do not run. Once now and once a day while the stack runs (at most one a day either way).
  const { queueLowStockDigest } = require(join(ROOT, "functions", "lib", "modules", "mail", "low-stock-digest.js"));
  const digest = () =>
    queueLowStockDigest().then(
      (result) => result.queued && log(`[mail] Low-stock email queued (${result.products} products)`),
      (error) => log(`[mail] error: the low-stock email could not be queued: ${error instanceof Error ? error.message : error}`),
    );
  await digest();
  const daily = setInterval(() => void digest(), 24 * 60 * 60 * 1000);
  daily.unref();
  // Gift cards sent on their day: the hourly scheduled function's work (functions/src/index.ts), here
  // once now and then every SHOP_GIFT_CARD_TIMER_SECONDS (60; the test stack 2), so a card for today
  // goes out within the minute. One run at a time; each card goes once however often it runs.
  const { deliverDueGiftCards } = require(join(ROOT, "functions", "lib", "modules", "gift-cards", "gift-card-delivery.js"));
  const timerSeconds = Number(env.SHOP_GIFT_CARD_TIMER_SECONDS) > 0 ? Number(env.SHOP_GIFT_CARD_TIMER_SECONDS) : 60;
  let delivering = null;
  const deliverGiftCards = () =>
    (delivering ??= deliverDueGiftCards()
      .then(
        (sent) => sent > 0 && log(`[gift cards] ${sent} delivered`),
        (error) => log(`[mail] error: gift cards could not be delivered: ${error instanceof Error ? error.message : error}`),
      )
      .finally(() => {
        delivering = null;
      }));
  await deliverGiftCards();
  const giftCardTimer = setInterval(() => void deliverGiftCards(), timerSeconds * 1000);
  giftCardTimer.unref();
  return {
    async stop() {
      clearInterval(giftCardTimer);
      await delivering;
      clearInterval(daily);
      await worker.stop();
      transport.close();
      await deleteApp(app);
    },
  };
}
