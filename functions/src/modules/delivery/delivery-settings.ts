/**
 * The atelier's calendar settings, `settings/delivery` (admin-only in the rules; shoppers read what
 * they need through the availability and options answers). The one reader of that document.
 *
 * A shop that has never saved them gets `defaultDeliverySettings` of its spec shipping settings, so
 * an upgraded shop keeps charging its shipping cost and threshold until the owner changes them.
 * Cached per instance like the public settings (settings.service.ts); transactions read the document.
 */
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import { defaultDeliverySettings, type DeliverySettings, type ShopSettings } from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { shopConfig } from "../../platform/config";
import { expiringValue } from "../../platform/expiring-value";
import { getPublicSettings } from "../settings";

export const DELIVERY_SETTINGS_DOC = "delivery";

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The stored fields over the defaults; the three ways merge field by field, so an older document stays complete. */
export function deliverySettingsOf(stored: Record<string, unknown> | undefined, shipping: ShopSettings["shippingSettings"]): DeliverySettings {
  const settings = defaultDeliverySettings(shipping);
  if (!stored) return settings;
  const target = settings as unknown as Record<string, unknown>;
  for (const key of Object.keys(settings)) {
    const value = stored[key];
    if (value === undefined || value === null) continue;
    const fallback = target[key];
    target[key] = isPlainObject(fallback) && isPlainObject(value) ? { ...fallback, ...value } : value;
  }
  return settings;
}

export function deliverySettingsDocument(): DocumentReference {
  return db().collection(collections.settings).doc(DELIVERY_SETTINGS_DOC);
}

async function readStored(tx?: Transaction): Promise<DeliverySettings> {
  const [snapshot, shop] = await Promise.all([tx ? tx.get(deliverySettingsDocument()) : deliverySettingsDocument().get(), getPublicSettings(tx)]);
  return deliverySettingsOf(snapshot.exists ? snapshot.data() : undefined, shop.shippingSettings);
}

const cached = expiringValue({ load: () => readStored(), ttlMs: () => shopConfig().settingsCacheMs });

/** Inside `tx`, as stored now; otherwise this instance's cached copy (each caller gets its own). */
export async function getDeliverySettings(tx?: Transaction): Promise<DeliverySettings> {
  if (tx) return readStored(tx);
  return structuredClone(await cached.get());
}

export function forgetCachedDeliverySettings(): void {
  cached.forget();
}
