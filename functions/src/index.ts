/**
 * The Cloud Function `api`: one Express app serving every /api route (Firebase Hosting rewrites
 * `/api/**` to it). The cold path is kept small: firebase-admin's Firestore and Auth clients are
 * loaded on first use (see ./platform/firebase.ts), not when this module is imported.
 *
 * Production configuration: `SHOP_WEB_API_KEY` (the project's Web API key, used by the login route
 * to check passwords with Identity Toolkit) in `functions/.env.<project-id>`.
 */
import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./app";

export const api = onRequest(
  {
    region: "us-central1",
    memory: "256MiB",
    timeoutSeconds: 30,
    maxInstances: 10,
    invoker: "public",
  },
  createApp(),
);
