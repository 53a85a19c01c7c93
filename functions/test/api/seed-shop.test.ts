/**
 * seedShop against the real emulators: the Node Firestore emulator (FIRESTORE_EMULATOR_HOST, started
 * by global-setup.ts) and the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, from
 * `firebase emulators:exec --only auth`). It uses its own firebase-admin app, as the start scripts do.
 */
import { deleteApp, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { Timestamp, getFirestore, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEmulatorFetch } from "./auth-emulator";
import { DEFAULT_SHOP_SETTINGS, promotionInputSchema } from "@cocoa/contracts";
import { seedAccounts, seedBrands, seedCategories, seedFeatureImages, seedProducts, seedSettings, seedShopperOrders } from "../../src/seed/catalog";
import { productDocument } from "../../src/modules/catalog/product-document";
import { postingKey, searchEntries } from "../../src/modules/catalog/search-index";
import { SEED_COLLECTIONS, seedShop, type SeedSummary } from "../../src/seed/seed-shop";
import { seedPromotions } from "../../src/seed/promotions";
import { newPromotionDocument, promotionCodeId } from "../../src/modules/promotions";

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-chocolate-shop";
const APP_NAME = "seed-shop-test";

let app: App;
let db: Firestore;
let auth: Auth;

/** Empties the Auth emulator and the collections the seed writes. */
async function resetSeedData(): Promise<void> {
  if (!PROJECT_ID.startsWith("demo-")) throw new Error(`Refusing to reset a non-demo project: ${PROJECT_ID}`);
  const response = await authEmulatorFetch(`emulator/v1/projects/${PROJECT_ID}/accounts`, { method: "DELETE" });
  if (!response.ok) throw new Error(`Could not reset the Auth emulator: HTTP ${response.status}`);
  for (const name of Object.values(SEED_COLLECTIONS)) {
    const snapshot = await db.collection(name).get();
    if (snapshot.empty) continue;
    const batch = db.batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** Signs in with the Identity Toolkit REST API of the Auth emulator, as the login route does. */
async function passwordSignIn(email: string, password: string): Promise<{ ok: boolean; localId?: string }> {
  const response = await authEmulatorFetch(
    "identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = (await response.json()) as { localId?: string };
  return { ok: response.ok, localId: body.localId };
}

const total = {
  settings: 2, // public, delivery
  products: seedProducts.length,
  features: seedFeatureImages.length,
  accounts: seedAccounts.length,
  profiles: seedAccounts.length,
  // The demo shopper's address and two past orders.
  history: 1 + seedShopperOrders("any").length,
  promotions: seedPromotions.length,
};

function allCreated(): SeedSummary {
  const entries = Object.entries(total).map(([k, n]) => [k, { created: n, found: 0 }]);
  return Object.fromEntries(entries) as SeedSummary;
}
function allFound(): SeedSummary {
  const entries = Object.entries(total).map(([k, n]) => [k, { created: 0, found: n }]);
  return Object.fromEntries(entries) as SeedSummary;
}

beforeAll(async () => {
  app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId: PROJECT_ID }, APP_NAME);
  db = getFirestore(app);
  auth = getAuth(app);
  await resetSeedData();
});

afterAll(async () => {
  await resetSeedData();
  await deleteApp(app);
});

describe("seedShop", () => {
  let first: SeedSummary;
  const lines: string[] = [];

  // The first seed on a machine renders the artwork's image variants (some seconds on a busy machine).
  it("creates everything on an empty project", async () => {
    first = await seedShop({ db, auth, log: (line) => lines.push(line) });
    expect(first).toEqual(allCreated());
    expect(lines.length).toBeGreaterThan(0);
  }, 120_000);

  it("gives every seeded product and banner the WebP variants of its artwork, served from the image store", async () => {
    const products = (await db.collection(SEED_COLLECTIONS.products).get()).docs.map((doc) => doc.data());
    const banners = (await db.collection(SEED_COLLECTIONS.features).get()).docs.map((doc) => doc.data());
    for (const doc of [...products, ...banners]) {
      const widths = (doc.imageVariants as { width: number }[]).map((variant) => variant.width);
      expect(widths, String(doc.image)).toEqual(banners.includes(doc) ? [320, 640, 1280] : [320, 640, 800]);
      for (const { url } of doc.imageVariants as { url: string }[]) expect(url).toMatch(/^\/api\/images\/[0-9a-f-]{36}-\d+w\.webp$/);
    }
  });

  it("creates nothing the second time, and finds the same counts", async () => {
    const second = await seedShop({ db, auth });
    expect(second).toEqual(allFound());
  });

  it("writes the public settings with the atelier's categories and brands", async () => {
    const snapshot = await db.collection("settings").doc("public").get();
    expect(snapshot.exists).toBe(true);
    const data = snapshot.data()!;
    expect(data.siteName).toBe(DEFAULT_SHOP_SETTINGS.siteName);
    expect(data.currency).toBe("USD");
    expect(data.shippingSettings).toEqual(DEFAULT_SHOP_SETTINGS.shippingSettings);
    expect(data.categories).toEqual(seedCategories);
    expect(data.brands).toEqual(seedBrands);
  });

  it("writes each product through productDocument (fields without _id, derived fields), plus timestamps", async () => {
    const snapshot = await db.collection("products").get();
    expect(snapshot.size).toBe(seedProducts.length);
    const settings = seedSettings();
    for (const { _id, ...fields } of seedProducts) {
      const doc = await db.collection("products").doc(_id).get();
      const { createdAt, updatedAt, ...rest } = doc.data()!;
      // Plus the artwork's variants (checked by the test below).
      // A variant's own photo carries its resized copies too.
      const variants = fields.variants?.map((variant, i) => ({ ...variant, imageVariants: (rest.variants as { imageVariants?: unknown }[])[i]?.imageVariants }));
      // And every photo of a gallery.
      const gallery = fields.gallery?.map((photo, i) => ({ ...photo, imageVariants: (rest.gallery as { imageVariants?: unknown }[])[i]?.imageVariants }));
      expect(rest).toEqual({
        ...productDocument(_id, { ...fields, imageVariants: rest.imageVariants, ...(variants ? { variants: variants as typeof fields.variants } : {}), ...(gallery ? { gallery: gallery as typeof fields.gallery } : {}) }),
        reviewCount: 0,
        reviewTotal: 0,
      });
      for (const photo of [...((rest.variants ?? []) as { image?: string; imageVariants?: unknown[] }[]), ...((rest.gallery ?? []) as { image?: string; imageVariants?: unknown[] }[])]) {
        if (photo.image) expect(photo.imageVariants?.length, photo.image).toBeGreaterThan(0);
      }
      const { variants: _variants, gallery: _gallery, ...plainFields } = fields;
      expect(rest).toMatchObject(plainFields);
      // Its search index entries: every token's posting document names it (title tokens in the title tier).
      const entries = [...searchEntries(fields, settings)];
      expect(entries.length).toBeGreaterThan(0);
      const postings = await db.getAll(...entries.map(([token]) => db.collection("searchTerms").doc(token)));
      postings.forEach((posting, i) => expect(posting.get("products")?.[postingKey(_id)]).toBe(entries[i]![1]));
      expect(createdAt).toBeInstanceOf(Timestamp);
      expect(updatedAt).toBeInstanceOf(Timestamp);
      expect(rest).not.toHaveProperty("_id");
    }
  });

  it("writes the banners with their texts, link, order and switch, and createdAt", async () => {
    for (const { _id, ...feature } of seedFeatureImages) {
      const doc = await db.collection("features").doc(_id).get();
      const { createdAt, imageVariants, ...rest } = doc.data()!;
      expect(rest).toEqual(feature);
      expect(imageVariants).toHaveLength(3);
      expect(createdAt).toBeInstanceOf(Timestamp);
    }
  });

  it("creates the accounts with their role claims, profiles and working passwords", async () => {
    for (const account of seedAccounts) {
      const user = await auth.getUserByEmail(account.email);
      expect(user.customClaims).toEqual({ role: account.role });
      expect(user.displayName).toBe(account.userName);
      const profile = await db.collection("users").doc(user.uid).get();
      const { createdAt, ...rest } = profile.data()!;
      expect(rest).toEqual({ userName: account.userName, email: account.email, role: account.role });
      expect(createdAt).toBeInstanceOf(Timestamp);
      await expect(passwordSignIn(account.email, account.password)).resolves.toEqual({ ok: true, localId: user.uid });
    }
    const admin = await auth.getUserByEmail("admin@chocolate.test");
    expect(admin.customClaims?.role).toBe("admin");
  });

  it("gives the demo shopper an address and past orders priced like a real checkout", async () => {
    const shopper = await auth.getUserByEmail("shopper@chocolate.test");
    const address = await db.collection("addresses").doc("seed-address-maya-home").get();
    expect(address.data()).toMatchObject({ userId: shopper.uid, city: "New York" });
    const orders = await db.collection("orders").where("userId", "==", shopper.uid).get();
    expect(orders.size).toBe(seedShopperOrders("any").length);
    for (const doc of orders.docs) {
      const order = doc.data();
      const subtotal = (order.cartItems as { price: number; quantity: number }[]).reduce((sum, l) => sum + l.price * l.quantity, 0);
      expect(order).toMatchObject({ paymentStatus: "paid", subtotal, totalAmount: subtotal + order.shippingCost + (order.wrapCost ?? 0) + order.taxAmount });
      expect(order.statusHistory.at(-1).status).toBe(order.orderStatus);
    }
  });

  it("writes WELCOME10 and the automatic bars promotion as the admin's add stores them, the code with its claim", async () => {
    for (const { _id, input } of seedPromotions) {
      const doc = await db.collection("promotions").doc(_id).get();
      const { createdAt, updatedAt, ...rest } = doc.data()!;
      const { createdAt: _c, updatedAt: _u, ...expected } = newPromotionDocument(promotionInputSchema.parse(input), { startsAtMs: null, endsAtMs: null }, "");
      expect(rest).toEqual(expected);
      expect(new Date(createdAt as string).toISOString()).toBe(createdAt);
      expect(updatedAt).toBe(createdAt);
    }
    const welcome = (await db.collection("promotions").doc("seed-welcome10").get()).data()!;
    expect(welcome).toMatchObject({ kind: "code", code: "WELCOME10", codeKey: "WELCOME10", status: "active", minSubtotal: 5000, oncePerCustomer: true, combinable: false, benefit: { type: "percent", percent: 10 }, scope: { type: "order" }, uses: 0 });
    expect((await db.collection("promotionCodes").doc(promotionCodeId("WELCOME10")).get()).data()).toEqual({ promotionId: "seed-welcome10" });
    const bars = (await db.collection("promotions").doc("seed-bars-10").get()).data()!;
    expect(bars).toMatchObject({ kind: "automatic", status: "active", combinable: false, scope: { type: "categories", categoryIds: ["bars"] } });
    expect(bars).not.toHaveProperty("code");
    expect(bars).not.toHaveProperty("codeKey");
    expect((await db.collection("promotionCodes").get()).size).toBe(1);
  });

  it("keeps an owner's change to a seeded promotion, restores a deleted one, and never gives its code to a second promotion", async () => {
    await db.collection("promotions").doc("seed-bars-10").update({ status: "paused", uses: 3 });
    await db.collection("promotions").doc("seed-welcome10").delete();
    let summary = await seedShop({ db, auth });
    expect(summary.promotions).toEqual({ created: 1, found: 1 });
    expect((await db.collection("promotions").doc("seed-bars-10").get()).data()).toMatchObject({ status: "paused", uses: 3 });
    expect((await db.collection("promotions").doc("seed-welcome10").get()).get("code")).toBe("WELCOME10");

    // The owner's own WELCOME10 holds the code: the seed's is not made again beside it.
    await db.collection("promotions").doc("seed-welcome10").delete();
    await db.collection("promotionCodes").doc(promotionCodeId("WELCOME10")).set({ promotionId: "owners-welcome" });
    const lines: string[] = [];
    summary = await seedShop({ db, auth, log: (line) => lines.push(line) });
    expect(summary.promotions).toEqual({ created: 0, found: 2 });
    expect((await db.collection("promotions").doc("seed-welcome10").get()).exists).toBe(false);
    expect(lines.join("\n")).toContain("WELCOME10");
    // Back as the seed made it, for the tests below.
    await db.collection("promotionCodes").doc(promotionCodeId("WELCOME10")).delete();
    expect((await seedShop({ db, auth })).promotions).toEqual({ created: 1, found: 1 });
  });

  it("keeps an admin's edits and restores only what was deleted", async () => {
    const edited = db.collection("products").doc("madagascar-72-bar");
    await edited.update({ price: 1399, title: "Madagascar 72% (new harvest)" });
    await db.collection("products").doc("champagne-truffles").delete();
    await db.collection("settings").doc("public").update({ siteName: "Cocoa Atelier TLV" });

    const summary = await seedShop({ db, auth });
    expect(summary.products).toEqual({ created: 1, found: seedProducts.length - 1 });
    expect(summary.settings).toEqual({ created: 0, found: 2 });

    const after = (await edited.get()).data()!;
    expect(after.price).toBe(1399);
    expect(after.title).toBe("Madagascar 72% (new harvest)");
    expect((await db.collection("products").doc("champagne-truffles").get()).exists).toBe(true);
    expect((await db.collection("settings").doc("public").get()).data()!.siteName).toBe("Cocoa Atelier TLV");
  });

  it("leaves an existing account's password and role alone, and recreates a missing profile", async () => {
    const shopper = await auth.getUserByEmail("shopper@chocolate.test");
    await auth.updateUser(shopper.uid, { password: "a-new-password-1" });
    await db.collection("users").doc(shopper.uid).delete();

    const summary = await seedShop({ db, auth });
    expect(summary.accounts).toEqual({ created: 0, found: 2 });
    expect(summary.profiles).toEqual({ created: 1, found: 1 });
    expect((await passwordSignIn("shopper@chocolate.test", "a-new-password-1")).ok).toBe(true);
    expect((await auth.getUser(shopper.uid)).customClaims).toEqual({ role: "user" });
    expect((await db.collection("users").doc(shopper.uid).get()).exists).toBe(true);
  });
});
