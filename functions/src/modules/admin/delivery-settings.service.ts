/**
 * The owner's delivery settings (./settings.routes.ts): the atelier's calendar, `settings/delivery`,
 * read through the delivery module (its one reader, which answers a new shop's defaults) and saved
 * whole. The body is checked in full by its schema (@cocoa/contracts `deliverySettingsInputSchema`),
 * so a save only writes: one transaction, the whole document replaced, then this instance's cached
 * copy dropped so its next availability answer uses it (other instances when their cache expires).
 */
import type { DeliverySettings } from "@cocoa/contracts";
import { db, firestoreModule } from "../../platform/firebase";
import { deliverySettingsDocument, forgetCachedDeliverySettings, getDeliverySettings } from "../delivery";

export function getAdminDeliverySettings(): Promise<DeliverySettings> {
  return getDeliverySettings();
}

/** Replaces the whole document and answers the settings as now stored. */
export async function saveDeliverySettings(settings: DeliverySettings): Promise<DeliverySettings> {
  const { Timestamp } = firestoreModule();
  try {
    return await db().runTransaction(async (tx) => {
      tx.set(deliverySettingsDocument(), { ...settings, updatedAt: Timestamp.now() });
      return structuredClone(settings);
    });
  } finally {
    // Also after a failure: a commit that reached Firestore may still answer an error.
    forgetCachedDeliverySettings();
  }
}
