/**
 * The Cloud Function `api`: one Express app serving every /api route (Firebase Hosting rewrites
 * `/api/**` to it), and `productImport`, the same app with a longer limit for the products CSV. The cold path is kept small: firebase-admin's Firestore and Auth clients are
 * loaded on first use (see ./platform/firebase.ts), not when this module is imported.
 *
 * Production configuration: `SHOP_WEB_API_KEY` (the project's Web API key, used by the login route
 * to check passwords with Identity Toolkit) in `functions/.env.<project-id>`.
 */
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { createApp } from "./app";
import { API_TIMEOUT_SECONDS, PRODUCT_IMPORT_TIMEOUT_SECONDS } from "./function-limits";

const app = createApp();

export const api = onRequest(
  {
    region: "us-central1",
    memory: "256MiB",
    timeoutSeconds: API_TIMEOUT_SECONDS,
    maxInstances: 10,
    invoker: "public",
  },
  app,
);

/**
 * The same app, for the products CSV's preview and apply only (Hosting rewrites
 * `/api/admin/products/import/**` here, before `/api/**`): a file of 2,000 products or of 300 images
 * to fetch and resize needs minutes and a whole CPU (2 GiB brings one), which no shopper's request
 * should be allowed. Two instances at most: an import is one owner's work.
 */
export const productImport = onRequest(
  {
    region: "us-central1",
    memory: "2GiB",
    timeoutSeconds: PRODUCT_IMPORT_TIMEOUT_SECONDS,
    maxInstances: 2,
    invoker: "public",
  },
  app,
);

/**
 * The owner's low-stock email, every morning in Israel (the atelier's time): products at or below
 * the settings' threshold (modules/mail/low-stock-digest.ts; at most one a day). Loaded when it runs,
 * so the `api` function's cold start does not carry it.
 */
export const lowStockDigest = onSchedule({ schedule: "every day 07:00", timeZone: "Asia/Jerusalem", region: "us-central1", memory: "256MiB" }, async () => {
  const { queueLowStockDigest } = await import("./modules/mail/low-stock-digest");
  await queueLowStockDigest();
});

/**
 * Gift cards sent on their day (modules/gift-cards/gift-card-delivery.ts): every hour, each scheduled
 * card whose day has come on the shop's clock gets its code and its email (each once, however often
 * this runs). Loaded when it runs, like the digest.
 */
export const giftCardDelivery = onSchedule({ schedule: "every 1 hours", timeZone: "Asia/Jerusalem", region: "us-central1", memory: "256MiB" }, async () => {
  const { deliverDueGiftCards } = await import("./modules/gift-cards/gift-card-delivery");
  await deliverDueGiftCards();
});
