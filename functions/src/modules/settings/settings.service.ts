/**
 * The public shop settings, `settings/public`. This is the one reader of that document: every
 * route that needs the settings (currency, shipping, tax, catalogue groups) goes through it.
 */
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";

export const PUBLIC_SETTINGS_DOC = "public";

function clone<T>(value: T): T {
  return structuredClone(value);
}

/**
 * The stored settings over the defaults: a field missing from the document keeps its default
 * (so a document written by an older version still gives a complete `ShopSettings`), and fields
 * that are not settings (timestamps, …) are dropped.
 */
export function withDefaults(stored: Record<string, unknown> | undefined): ShopSettings {
  const settings = clone(DEFAULT_SHOP_SETTINGS);
  if (!stored) return settings;
  const target = settings as unknown as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SHOP_SETTINGS) as (keyof ShopSettings)[]) {
    const value = stored[key];
    if (value === undefined || value === null) continue;
    const fallback = target[key];
    const isPlainObject = (v: unknown): v is Record<string, unknown> =>
      typeof v === "object" && v !== null && !Array.isArray(v);
    target[key] = isPlainObject(fallback) && isPlainObject(value) ? { ...fallback, ...value } : value;
  }
  return settings;
}

/** The settings document. Nothing caches it: every read goes to Firestore, so a save shows at once. */
export function settingsDocument(): DocumentReference {
  return db().collection(collections.settings).doc(PUBLIC_SETTINGS_DOC);
}

/** The settings as stored now; inside `tx` when given (the admin's saves read and write in one transaction). */
export async function getPublicSettings(tx?: Transaction): Promise<ShopSettings> {
  const snapshot = tx ? await tx.get(settingsDocument()) : await settingsDocument().get();
  return withDefaults(snapshot.exists ? snapshot.data() : undefined);
}
