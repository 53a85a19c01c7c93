/**
 * The admin's settings saves (./settings.routes.ts). Each one is a single transaction:
 * read the settings (through settings.service, the one reader), check what depends on stored data,
 * write the whole settings document back, and answer the settings as now stored. Nothing is
 * written when a check fails. After a save this instance's settings cache is dropped, so its next
 * storefront request shows it; other instances show it when their cache expires (settings.service).
 *
 * Categories and brands:
 * - removing one (DELETE, or a PUT list without it) is refused with 409 while products use it,
 *   saying how many (one `count()` per removed id);
 * - renaming one (label or Hebrew label) rebuilds the search tokens of the products in it in the
 *   same transaction (product-document.ts indexes group labels), at most MAX_PRODUCTS_REINDEXED per
 *   save (a transaction holds at most 500 writes); more is refused with 409.
 *
 * Reads per call: 1 (settings) + 1 per removed id (count) + the products of renamed groups.
 */
import type { Transaction } from "firebase-admin/firestore";
import {
  type CodedMessage,
  SETTINGS_TEXT_LIMITS,
  type Carrier,
  type GiftWrap,
  type GiftCardSettings,
  type CatalogGroup,
  type CatalogGroupKind,
  type GeneralSettings,
  type HomePageSection,
  type HomePageSectionKey,
  type ShopSettings,
} from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { db, firestoreModule } from "../../platform/firebase";
import { productFromDocument, searchEntries, writeSearchEntries } from "../catalog";
import { forgetCachedSettings, getPublicSettings, settingsDocument } from "../settings";
import { forgetCachedDeliverySettings } from "../delivery";
import { collections } from "../../platform/collections";

/** Products whose search tokens one save may rebuild (the settings write makes the 500th op safe). */
export const MAX_PRODUCTS_REINDEXED = 400;
/** Firestore's `in` takes at most 30 values. */
const IN_QUERY_MAX = 30;

/** The product field that holds a group of this kind. */
const productField = (kind: CatalogGroupKind) => (kind === "categories" ? "category" : "brand");

/**
 * Reads the settings in a transaction, lets `change` check and build the new settings (doing all
 * its reads before any write of its own), then writes them whole and answers them.
 */
async function saveSettings(change: (current: ShopSettings, tx: Transaction) => Promise<ShopSettings> | ShopSettings): Promise<ShopSettings> {
  const { Timestamp } = firestoreModule();
  try {
    return await db().runTransaction(async (tx) => {
      const current = await getPublicSettings(tx);
      const next = await change(current, tx);
      tx.set(settingsDocument(), { ...next, updatedAt: Timestamp.now() });
      return next;
    });
  } finally {
    // Also after a failure: a commit that reached Firestore may still answer an error.
    forgetCachedSettings();
    // A shop that never saved its delivery settings takes the carrier's fee and threshold from these.
    forgetCachedDeliverySettings();
  }
}

export function getAdminSettings(): Promise<ShopSettings> {
  return getPublicSettings();
}

export function updateGeneralSettings(general: GeneralSettings): Promise<ShopSettings> {
  return saveSettings((current) => ({ ...current, ...general }));
}

export function updateHomePageSections(homePageSections: Record<HomePageSectionKey, HomePageSection>): Promise<ShopSettings> {
  return saveSettings((current) => ({ ...current, homePageSections }));
}

/**
 * PUT carriers: the whole list, in the order the shipping form offers them (validated: unique ids,
 * https tracking addresses with the number's place). Orders already shipped keep their own copy
 * of the carrier, so removing or renaming one here changes no order.
 */
export function updateCarriers(carriers: Carrier[]): Promise<ShopSettings> {
  return saveSettings((current) => ({ ...current, carriers }));
}

/**
 * PUT gift-wrap: whether checkout offers gift wrapping, its name in both languages and its price.
 * Gifts already placed keep the name and price they were placed with.
 */
export function updateGiftWrap(giftWrap: GiftWrap): Promise<ShopSettings> {
  return saveSettings((current) => ({ ...current, giftWrap }));
}

/**
 * PUT gift-cards: whether gift cards are sold, the amounts offered and the bounds of an amount of
 * one's own (the schema holds them together). Cards already bought keep their amounts.
 */
export function updateGiftCardSettings(giftCards: GiftCardSettings): Promise<ShopSettings> {
  return saveSettings((current) => ({ ...current, giftCards }));
}

/** The groups in the order the shop shows them, `sortOrder` renumbered 0, 1, 2, … */
function compacted(groups: readonly CatalogGroup[]): CatalogGroup[] {
  return [...groups].sort((a, b) => a.sortOrder - b.sortOrder).map((group, sortOrder) => ({ ...group, sortOrder }));
}

/** 409 when products still use any of `ids`; the message names each one in use and how many use it. */
async function refuseIfInUse(tx: Transaction, kind: CatalogGroupKind, ids: readonly string[]): Promise<void> {
  const products = db().collection(collections.products);
  const counts = await Promise.all(
    ids.map(async (id) => ({ id, n: (await tx.get(products.where(productField(kind), "==", id).count())).data().count })),
  );
  const inUse = counts.filter(({ n }) => n > 0);
  const [first, ...more] = inUse.map(({ id, n }): CodedMessage => ({ code: kind === "categories" ? "settings.categoryInUse" : "settings.brandInUse", params: { id, count: n } }));
  if (first) throw new HttpError(409, first.code, first.params, { also: more });
}

/**
 * Rewrites the search index entries of the products in the renamed groups (`ids`) from `next`: only
 * the tokens the labels changed. Reads them first (all reads before writes), refusing with 409 when
 * there are too many for one save.
 */
async function reindexProducts(tx: Transaction, kind: CatalogGroupKind, ids: readonly string[], current: ShopSettings, next: ShopSettings): Promise<void> {
  if (ids.length === 0) return;
  const products = db().collection(collections.products);
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IN_QUERY_MAX) chunks.push(ids.slice(i, i + IN_QUERY_MAX));
  const snapshots = await Promise.all(
    chunks.map((chunk) => tx.get(products.where(productField(kind), "in", chunk).limit(MAX_PRODUCTS_REINDEXED + 1))),
  );
  const docs = snapshots.flatMap((snapshot) => snapshot.docs);
  if (docs.length > MAX_PRODUCTS_REINDEXED) throw new HttpError(409, "settings.tooManyProductsToReindex", { max: MAX_PRODUCTS_REINDEXED });
  for (const doc of docs) {
    const product = productFromDocument(doc.id, doc.data());
    writeSearchEntries(tx, doc.id, searchEntries(product, current), searchEntries(product, next));
  }
}

/** True when the texts the search index takes from a group differ. */
const relabeled = (before: CatalogGroup, after: CatalogGroup) => before.label !== after.label || (before.labelHe ?? "") !== (after.labelHe ?? "");

/**
 * PUT: the whole list, in the order to show (validated: unique ids, `sortOrder` = position).
 * Removed ids in use → 409; renamed groups → their products' search tokens rebuilt.
 */
export function replaceCatalogGroups(kind: CatalogGroupKind, groups: CatalogGroup[]): Promise<ShopSettings> {
  return saveSettings(async (current, tx) => {
    const before = new Map(current[kind].map((group) => [group.id, group]));
    const kept = new Set(groups.map((group) => group.id));
    await refuseIfInUse(tx, kind, [...before.keys()].filter((id) => !kept.has(id)));
    const next: ShopSettings = { ...current, [kind]: groups };
    const renamed = groups.filter((group) => {
      const old = before.get(group.id);
      return old !== undefined && relabeled(old, group);
    });
    await reindexProducts(tx, kind, renamed.map((group) => group.id), current, next);
    return next;
  });
}

/** POST: appended at the end (sortOrder = how many there were); a taken id → 409. */
export function addCatalogGroup(kind: CatalogGroupKind, group: CatalogGroup): Promise<ShopSettings> {
  const maxGroups = SETTINGS_TEXT_LIMITS.groups;
  return saveSettings((current) => {
    const list = compacted(current[kind]);
    if (list.some((existing) => existing.id === group.id)) throw new HttpError(409, "settings.duplicateId", undefined, { fields: { id: { code: "settings.duplicateId" } } });
    if (list.length >= maxGroups) {
      throw new HttpError(409, kind === "categories" ? "settings.tooManyCategories" : "settings.tooManyBrands", { max: maxGroups });
    }
    return { ...current, [kind]: [...list, { ...group, sortOrder: list.length }] };
  });
}

/** DELETE: unknown → 404; used by products → 409 with the count; else removed, order compacted. */
export function deleteCatalogGroup(kind: CatalogGroupKind, id: string): Promise<ShopSettings> {
  return saveSettings(async (current, tx) => {
    if (!current[kind].some((group) => group.id === id)) {
      throw new HttpError(404, kind === "categories" ? "settings.categoryNotFound" : "settings.brandNotFound");
    }
    await refuseIfInUse(tx, kind, [id]);
    return { ...current, [kind]: compacted(current[kind].filter((group) => group.id !== id)) };
  });
}
