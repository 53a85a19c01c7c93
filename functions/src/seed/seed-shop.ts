/**
 * Loads the seed catalogue (./catalog.ts) into Firestore and the demo accounts into Auth.
 *
 * Idempotent and non-destructive: it creates only what is missing and never overwrites, so an
 * admin's edits survive a restart against a persistent emulator. Run it again and it reports what
 * it found instead. It takes its Firestore and Auth from the caller (the start scripts and the
 * tests point them at the emulators); firebase-admin is imported for types only, and its
 * `Timestamp` is loaded on first use from the copy the caller already loaded.
 *
 * Documents written:
 * - `settings/public`: the public `ShopSettings` (defaults + the atelier's categories and brands)
 * - `products/{id}`: the stored product document of ../modules/catalog/product-document.ts (a `Product`
 *   without `_id`, plus its sort keys and search tokens), with `reviewCount`/`reviewTotal` 0,
 *   `createdAt` and `updatedAt`
 * - `features/{id}`: `{ image, imageVariants, headline(He), text(He), alt(He), link, order, active, createdAt }`
 *
 * Images: each seeded artwork (an SVG of the web app, web/public/images) gets the same WebP
 * variants an upload gets, rendered with sharp into the image store under names derived from its
 * bytes (../modules/catalog/images/image-variants.ts): the first seed on a machine renders them
 * (some seconds), later ones find them. Products and banners carry them as `imageVariants`.
 * - `users/{uid}`: `{ userName, email, role, createdAt }`, beside an Auth user with the custom
 *   claim `{ role }`
 * - the demo shopper's history: one `addresses/{id}` and two paid `orders/{id}` (one delivered)
 * - `promotions/{id}`: the code WELCOME10 and an automatic 10% off the bars (./promotions.ts), stored
 *   as the admin's add stores them (../modules/promotions `newPromotionDocument`), the code with its
 *   claim `promotionCodes/code-WELCOME10`. A promotion is created only while its id is free and its
 *   code unclaimed (by an owner's own WELCOME10, say): never two holders of one code.
 * - `mailTemplates/{id}`: the shop's email templates (../modules/mail). The one exception to "never
 *   overwrites": they are the shop's code, not data, so each run writes them over (templates of
 *   other ids are left alone). Not counted in the summary.
 *
 * Only operations the Node Firestore emulator supports are used (getAll, batched create).
 * Timestamps are one `Timestamp` taken at the start of the run rather than server timestamps:
 * @firestore-emulator/server 0.3.15 applies only the first `FieldValue.serverTimestamp()` of a write
 * and silently drops the others, so `updatedAt` would go missing beside `createdAt`.
 */
import type { Auth, UserRecord } from "firebase-admin/auth";
import type { DocumentReference, Firestore, Timestamp } from "firebase-admin/firestore";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ORDER_NUMBERS, RECEIPT_NUMBERS, promotionInputSchema, type ImageVariant } from "@cocoa/contracts";
import { loadImageVariants, productDocument, searchIndexDocuments } from "../modules/catalog";
import {
  seedAccounts,
  seedFeatureImages,
  seedProducts,
  seedSettings,
  seedDeliverySettings,
  seedShopperAddress,
  seedShopperOrders,
  type SeedAccount,
} from "./catalog";
import { collections } from "../platform/collections";
import { PUBLIC_SETTINGS_DOC } from "../modules/settings";
import { DELIVERY_SETTINGS_DOC, isIsoDate, shopInstant } from "../modules/delivery";
import { newPromotionDocument, promotionCodeId, type PromotionInstants } from "../modules/promotions";
import { seedPromotions } from "./promotions";
import { seedGiftCards } from "./gift-cards";
import { loadMailTemplates } from "../modules/mail";
import { rebuildStats } from "../modules/admin";

type FirestoreModule = typeof import("firebase-admin/firestore");

/** The collections the seed writes to. */
export const SEED_COLLECTIONS = {
  settings: collections.settings,
  products: collections.products,
  productSlugs: collections.productSlugs,
  features: collections.features,
  users: collections.users,
  addresses: collections.addresses,
  orders: collections.orders,
  promotions: collections.promotions,
  promotionCodes: collections.promotionCodes,
  dailyStats: collections.dailyStats,
  customerStats: collections.customerStats,
} as const;

export interface SeedCounts {
  /** Written by this run. */
  created: number;
  /** Already there, left as they were. */
  found: number;
}

export interface SeedSummary {
  settings: SeedCounts;
  products: SeedCounts;
  features: SeedCounts;
  /** Auth users of the demo accounts. */
  accounts: SeedCounts;
  /** Their `users/{uid}` documents. */
  profiles: SeedCounts;
  /** The demo shopper's address and past orders. */
  history: SeedCounts;
  /** The code and the automatic promotion. */
  promotions: SeedCounts;
}

export interface SeedDeps {
  db: Firestore;
  auth: Auth;
  log?: (line: string) => void;
  /** Where the seeded image URLs (`/images/...`) are files: the web app's public folder by default. */
  artworkDir?: string;
}

/** web/public, from functions/src/seed and functions/lib/seed alike. */
export const SEED_ARTWORK_DIR = join(__dirname, "..", "..", "..", "web", "public");

/** The variants of each seeded artwork, by its URL; two rendered at a time (the machine's cores). */
async function seedImageVariants(urls: readonly string[], artworkDir: string): Promise<Map<string, ImageVariant[]>> {
  const { storeSeedArtworkVariants } = await loadImageVariants();
  const pending = [...new Set(urls)];
  const variants = new Map<string, ImageVariant[]>();
  const worker = async () => {
    for (let url = pending.shift(); url !== undefined; url = pending.shift()) {
      variants.set(url, await storeSeedArtworkVariants(await readFile(join(artworkDir, url))));
    }
  };
  await Promise.all([worker(), worker()]);
  return variants;
}

/** Firestore's ALREADY_EXISTS, as the Admin SDK reports it (gRPC status 6). */
const ALREADY_EXISTS = 6;
/** A batch holds at most 500 writes. */
const BATCH_LIMIT = 500;

interface PlannedDoc {
  ref: DocumentReference;
  data: () => Record<string, unknown>;
}

function timestampNow(): Timestamp {
  const { Timestamp } = require("firebase-admin/firestore") as FirestoreModule;
  return Timestamp.now();
}

function errorCode(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? (error as { code: unknown }).code : undefined;
}

/** Drops `undefined` fields, which Firestore refuses. */
function defined<T extends object>(value: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/**
 * Creates the planned documents that do not exist yet, in batches of `create` (which never
 * overwrites). Answers how many it created; the rest were found.
 */
async function createMissing(db: Firestore, planned: PlannedDoc[]): Promise<number> {
  return (await createMissingDocs(db, planned)).length;
}

/** Like createMissing, answering the documents this run created. */
async function createMissingDocs(db: Firestore, planned: PlannedDoc[]): Promise<PlannedDoc[]> {
  if (planned.length === 0) return [];
  const snapshots = await db.getAll(...planned.map((p) => p.ref));
  const missing = planned.filter((_, i) => !snapshots[i]?.exists);
  const created: PlannedDoc[] = [];
  for (let start = 0; start < missing.length; start += BATCH_LIMIT) {
    const chunk = missing.slice(start, start + BATCH_LIMIT);
    const batch = db.batch();
    for (const doc of chunk) batch.create(doc.ref, doc.data());
    try {
      await batch.commit();
      created.push(...chunk);
    } catch (error) {
      if (errorCode(error) !== ALREADY_EXISTS) throw error;
      // Another seeding run got there between the read and the write: create one by one.
      for (const doc of chunk) {
        try {
          await doc.ref.create(doc.data());
          created.push(doc);
        } catch (inner) {
          if (errorCode(inner) !== ALREADY_EXISTS) throw inner;
        }
      }
    }
  }
  return created;
}

function counts(total: number, created: number): SeedCounts {
  return { created, found: total - created };
}

/** The Auth user of a seed account: found by email, or created with its role claim. */
async function ensureAuthUser(auth: Auth, account: SeedAccount): Promise<{ user: UserRecord; created: boolean }> {
  let user: UserRecord | undefined;
  let created = false;
  try {
    user = await auth.getUserByEmail(account.email);
  } catch (error) {
    if (errorCode(error) !== "auth/user-not-found") throw error;
  }
  if (!user) {
    try {
      user = await auth.createUser({
        email: account.email,
        password: account.password,
        displayName: account.userName,
        emailVerified: true,
      });
      created = true;
    } catch (error) {
      // Created meanwhile by another run: use that one.
      if (errorCode(error) !== "auth/email-already-exists") throw error;
      user = await auth.getUserByEmail(account.email);
    }
  }
  // Give the role claim to a new user, or to an existing one that has no role yet; a role set
  // since (by an admin) is left alone.
  const claims = user.customClaims ?? {};
  if (created || claims.role === undefined) {
    await auth.setCustomUserClaims(user.uid, { ...claims, role: account.role });
  }
  return { user, created };
}

/** A typed `YYYY-MM-DDTHH:mm` on the shop's clock as an instant (null: open). */
function seedInstant(typed: string | null, timeZone: string): number | null {
  if (typed === null) return null;
  const [date = "", time = ""] = typed.split("T");
  if (!isIsoDate(date)) throw new Error(`A seed promotion's date is not on the calendar: ${typed}`);
  return shopInstant(date, time, timeZone).getTime();
}

/**
 * Creates each seed promotion that is missing, with its code's claim, in one transaction per promotion
 * (the same guarantee as the admin's add). One whose code another promotion holds is left out. Answers
 * how many it created.
 */
async function seedPromotionDocs(db: Firestore, timeZone: string, nowIso: string, log: (line: string) => void): Promise<number> {
  let created = 0;
  for (const { _id, input: request } of seedPromotions) {
    const input = promotionInputSchema.parse(request);
    const instants: PromotionInstants = { startsAtMs: seedInstant(input.startsAt, timeZone), endsAtMs: seedInstant(input.endsAt, timeZone) };
    const document = newPromotionDocument(input, instants, nowIso);
    const ref = db.collection(SEED_COLLECTIONS.promotions).doc(_id);
    const claimRef = document.code ? db.collection(SEED_COLLECTIONS.promotionCodes).doc(promotionCodeId(document.code)) : undefined;
    const outcome = await db.runTransaction(async (tx) => {
      const [promotion, claim] = await Promise.all([tx.get(ref), claimRef ? tx.get(claimRef) : undefined]);
      if (promotion.exists) return "found";
      if (claim?.exists && claim.get("promotionId") !== _id) return "codeTaken";
      if (claimRef) tx.set(claimRef, { promotionId: _id });
      tx.create(ref, { ...document });
      return "created";
    });
    if (outcome === "created") created += 1;
    if (outcome === "codeTaken") log(`Seed promotion ${_id}: its code ${document.code ?? ""} belongs to another promotion; left out.`);
  }
  return created;
}

export async function seedShop(deps: SeedDeps): Promise<SeedSummary> {
  const { db, auth } = deps;
  const log = deps.log ?? (() => {});
  const now = timestampNow();

  const settingsRef = db.collection(SEED_COLLECTIONS.settings).doc(PUBLIC_SETTINGS_DOC);
  const settingsCreated = await createMissing(db, [
    { ref: settingsRef, data: () => ({ ...seedSettings(), updatedAt: now }) },
    { ref: db.collection(SEED_COLLECTIONS.settings).doc(DELIVERY_SETTINGS_DOC), data: () => ({ ...seedDeliverySettings(), updatedAt: now }) },
  ]);

  const settings = seedSettings();
  const variants = await seedImageVariants(
    [...seedProducts, ...seedFeatureImages].flatMap((item) => [
      item.image,
      ...("variants" in item ? (item.variants ?? []).flatMap((variant) => (variant.image ? [variant.image] : [])) : []),
      ...("gallery" in item ? (item.gallery ?? []).map((photo) => photo.image) : []),
    ]),
    deps.artworkDir ?? SEED_ARTWORK_DIR,
  );
  const products = seedProducts.map(({ _id, ...product }) => ({
    ref: db.collection(SEED_COLLECTIONS.products).doc(_id),
    data: () => ({
      ...defined(
        productDocument(_id, {
          ...product,
          imageVariants: variants.get(product.image),
          ...(product.variants ? { variants: product.variants.map((variant) => (variant.image ? { ...variant, imageVariants: variants.get(variant.image) } : variant)) } : {}),
          ...(product.gallery ? { gallery: product.gallery.map((photo) => ({ ...photo, imageVariants: variants.get(photo.image) })) } : {}),
        }),
      ),
      reviewCount: 0,
      reviewTotal: 0,
      createdAt: now,
      updatedAt: now,
    }),
  }));
  const createdProducts = new Set((await createMissingDocs(db, products)).map((doc) => doc.ref.id));
  const productsCreated = createdProducts.size;
  // The search index entries of the products this run created (set-merges: other products' entries stay).
  const postings = searchIndexDocuments(
    seedProducts.filter(({ _id }) => createdProducts.has(_id)).map(({ _id, ...fields }) => ({ id: _id, fields })),
    settings,
    db,
  );
  for (let start = 0; start < postings.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const [ref, data] of postings.slice(start, start + BATCH_LIMIT)) batch.set(ref, data, { merge: true });
    await batch.commit();
  }
  // Each seeded product's slug held in productSlugs, as the admin's add does; counted with the products.
  await createMissing(
    db,
    seedProducts.map(({ _id, slug }) => ({ ref: db.collection(SEED_COLLECTIONS.productSlugs).doc(slug), data: () => ({ productId: _id }) })),
  );

  const features = seedFeatureImages.map(({ _id, ...banner }) => ({
    ref: db.collection(SEED_COLLECTIONS.features).doc(_id),
    data: () => ({ ...banner, imageVariants: variants.get(banner.image) ?? [], createdAt: now }),
  }));
  const featuresCreated = await createMissing(db, features);

  let accountsCreated = 0;
  const profiles: PlannedDoc[] = [];
  for (const account of seedAccounts) {
    const { user, created } = await ensureAuthUser(auth, account);
    if (created) accountsCreated += 1;
    profiles.push({
      ref: db.collection(SEED_COLLECTIONS.users).doc(user.uid),
      data: () => ({ userName: account.userName, email: account.email, role: account.role, createdAt: now }),
    });
  }
  const profilesCreated = await createMissing(db, profiles);

  const history: PlannedDoc[] = [];
  for (const account of seedAccounts.filter((a) => a.role === "user")) {
    const { user } = await ensureAuthUser(auth, account);
    const { _id: addressId, ...address } = seedShopperAddress;
    history.push({
      ref: db.collection(SEED_COLLECTIONS.addresses).doc(addressId),
      data: () => ({ userId: user.uid, ...address, createdAt: now, updatedAt: now }),
    });
    for (const { _id, ...order } of seedShopperOrders(user.uid, settings)) {
      history.push({ ref: db.collection(SEED_COLLECTIONS.orders).doc(_id), data: () => ({ ...order, userName: account.userName }) });
    }
  }
  const historyCreated = await createMissing(db, history);
  // The Insights screen's statistics of the orders just seeded, as the paying transactions would have kept them (issue 37).
  if (historyCreated > 0) await rebuildStats(db, seedDeliverySettings(settings).timeZone);
  // The seeded orders hold the first numbers; the shop's own orders go on from the last of them.
  const seededOrders = seedAccounts.filter((a) => a.role === "user").length > 0 ? seedShopperOrders("").length : 0;
  await createMissing(db, [
    {
      ref: db.collection(ORDER_NUMBERS.collection).doc(ORDER_NUMBERS.doc),
      data: () => ({ [ORDER_NUMBERS.field]: ORDER_NUMBERS.start + seededOrders }),
    },
    // Their receipts hold the first receipt numbers likewise (seedShopperOrders), so the next paid order
    // goes on from them; only when this run wrote them (orders seeded before receipts have none: no gap).
    ...(historyCreated === history.length && seededOrders > 0
      ? [{ ref: db.collection(RECEIPT_NUMBERS.collection).doc(RECEIPT_NUMBERS.receipts.doc), data: () => ({ [RECEIPT_NUMBERS.field]: seededOrders }) }]
      : []),
  ]);

  const promotionsCreated = await seedPromotionDocs(db, seedDeliverySettings(settings).timeZone, now.toDate().toISOString(), log);

  // The gift card to try at checkout (./gift-cards.ts; logs its own line, not in the summary).
  await seedGiftCards(db, settings.currency, now.toDate().toISOString(), log);

  const mailTemplates = await loadMailTemplates(db);

  const summary: SeedSummary = {
    settings: counts(2, settingsCreated),
    products: counts(products.length, productsCreated),
    features: counts(features.length, featuresCreated),
    accounts: counts(seedAccounts.length, accountsCreated),
    profiles: counts(profiles.length, profilesCreated),
    history: counts(history.length, historyCreated),
    promotions: counts(seedPromotions.length, promotionsCreated),
  };
  for (const [name, { created, found }] of Object.entries(summary)) {
    log(`Seed ${name}: ${created} created, ${found} already there.`);
  }
  log(`Seed mail templates: ${mailTemplates} written.`);
  return summary;
}
