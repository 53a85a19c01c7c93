/**
 * The public shop settings, `settings/public`. This is the one reader of that document: every
 * route that needs the settings (currency, shipping, tax, catalogue groups) goes through it.
 *
 * Outside a transaction the settings come from a per-instance cache (platform/expiring-value.ts): one read per
 * instance every SHOP_SETTINGS_CACHE_SECONDS (30 s), not one per request. An admin's save drops the
 * cache of the instance that saved (`forgetCachedSettings`), so its next request reads the new ones;
 * other instances keep theirs until it expires, so they show a save within the TTL. Transactions
 * (the admin's saves, product writes, orders) always read the stored document.
 */
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import { DEFAULT_SHOP_SETTINGS, defaultBusinessDetails, taxModeOf, type ShopSettings } from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { shopConfig } from "../../platform/config";
import { expiringValue } from "../../platform/expiring-value";

export const PUBLIC_SETTINGS_DOC = "public";

function clone<T>(value: T): T {
  return structuredClone(value);
}

function isPlainObjectValue(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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
  // A document saved before issue 37 has no tax mode (its currency's custom: ILS prices include VAT)
  // and no business details (the shop's own name until the owner gives them).
  settings.taxMode = taxModeOf({ currency: settings.currency, taxMode: typeof stored.taxMode === "string" ? stored.taxMode : undefined });
  if (!isPlainObjectValue(stored.business)) settings.business = defaultBusinessDetails(settings.siteName);
  return settings;
}

/** The settings document. */
export function settingsDocument(): DocumentReference {
  return db().collection(collections.settings).doc(PUBLIC_SETTINGS_DOC);
}

async function readStoredSettings(): Promise<ShopSettings> {
  const snapshot = await settingsDocument().get();
  return withDefaults(snapshot.exists ? snapshot.data() : undefined);
}

const cached = expiringValue({ load: readStoredSettings, ttlMs: () => shopConfig().settingsCacheMs });

/**
 * The settings: inside `tx`, as stored now (the admin's saves read and write in one transaction);
 * otherwise this instance's cached copy, at most the cache's TTL old. Each caller gets its own copy.
 */
export async function getPublicSettings(tx?: Transaction): Promise<ShopSettings> {
  if (!tx) return clone(await cached.get());
  const snapshot = await tx.get(settingsDocument());
  return withDefaults(snapshot.exists ? snapshot.data() : undefined);
}

/** After a save of the settings (and in tests that write the document directly): the next read goes to Firestore. */
export function forgetCachedSettings(): void {
  cached.forget();
}
