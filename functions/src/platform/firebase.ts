/**
 * Lazy access to the Firebase Admin SDK.
 *
 * Nothing here loads `firebase-admin` when this module is imported: each getter `require`s its
 * part on first use, so a cold start only pays for Firestore (gRPC, protobufs) when a request
 * actually needs it. The types are type-only imports and vanish from the compiled JavaScript.
 *
 * In Cloud Functions `initializeApp()` reads the project from `FIREBASE_CONFIG`; locally the
 * emulators are picked up from `FIRESTORE_EMULATOR_HOST` / `FIREBASE_AUTH_EMULATOR_HOST` and the
 * project from `GCLOUD_PROJECT` (set by `firebase emulators:*`, and by the API test config).
 */
import type { App, AppOptions } from "firebase-admin/app";
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { shopConfig } from "./config";

type AppModule = typeof import("firebase-admin/app");
type AuthModule = typeof import("firebase-admin/auth");
type FirestoreModule = typeof import("firebase-admin/firestore");

let cachedApp: App | undefined;
let cachedAuth: Auth | undefined;
let cachedDb: Firestore | undefined;

/**
 * Cloud Functions (and the Functions emulator) set FIREBASE_CONFIG, from which `initializeApp()`
 * takes the project. Elsewhere (the API tests, scripts) name the project from GCLOUD_PROJECT, so
 * the SDK does not go looking for it on the GCE metadata server.
 */
function appOptions(): AppOptions | undefined {
  const { hasFirebaseConfig, projectId } = shopConfig();
  if (hasFirebaseConfig || !projectId) return undefined;
  return { projectId };
}

export function adminApp(): App {
  if (!cachedApp) {
    const { getApps, initializeApp } = require("firebase-admin/app") as AppModule;
    cachedApp = getApps().find((app) => app.name === "[DEFAULT]") ?? initializeApp(appOptions());
  }
  return cachedApp;
}

export function adminAuth(): Auth {
  if (!cachedAuth) {
    const { getAuth } = require("firebase-admin/auth") as AuthModule;
    cachedAuth = getAuth(adminApp());
  }
  return cachedAuth;
}

/** The Firestore module itself, for `FieldValue`, `Timestamp` and friends. */
export function firestoreModule(): FirestoreModule {
  return require("firebase-admin/firestore") as FirestoreModule;
}

export function db(): Firestore {
  if (!cachedDb) {
    cachedDb = firestoreModule().getFirestore(adminApp());
  }
  return cachedDb;
}
