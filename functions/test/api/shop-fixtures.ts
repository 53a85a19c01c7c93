/** A small catalogue for the storefront API tests, written through productDocument like the seed. */
import { DEFAULT_SHOP_SETTINGS, type CatalogGroup, type Product, type ShopSettings } from "@cocoa/contracts";
import { db, firestoreModule } from "../../src/platform/firebase";
import { productDocument } from "../../src/modules/catalog/product-document";
import { forgetCachedSettings } from "../../src/modules/settings";
import { forgetListingTotals } from "../../src/modules/catalog";
import { searchIndexDocuments } from "../../src/modules/catalog/search-index";

const group = (id: string, label: string, labelHe: string, isActive = true, sortOrder = 0): CatalogGroup => ({
  id,
  label,
  labelHe,
  translationKey: id,
  icon: "Shirt",
  isActive,
  sortOrder,
});

export const testSettings: ShopSettings = {
  ...structuredClone(DEFAULT_SHOP_SETTINGS),
  contactInfo: { ...DEFAULT_SHOP_SETTINGS.contactInfo, email: "owner@atelier.test" },
  categories: [
    group("truffles", "Truffles", "טראפלס"),
    group("bars", "Chocolate Bars", "טבלאות שוקולד"),
    group("seasonal", "Seasonal", "עונתי", false),
  ],
  brands: [group("atelier", "Atelier", "אטלייה"), group("origin", "Origin Series", "סדרת המקור")],
};

const p = (
  _id: string,
  category: string,
  brand: string,
  title: string,
  titleHe: string | undefined,
  price: number,
  salePrice = 0,
  featured = false,
): Product => ({
  _id,
  // A readable slug, as the admin's add makes ("Almond Truffles" → "almond-truffles").
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  image: `/images/${_id}.svg`,
  title,
  ...(titleHe ? { titleHe } : {}),
  description: `${title}, made by hand.`,
  category,
  brand,
  price,
  salePrice,
  totalStock: 20,
  averageReview: 0,
  featured,
});

/** Effective prices: b 1000 (on sale), f 1200, c 1500, d 2500, a 3000; e is in an inactive category. */
export const testProducts: Product[] = [
  p("p-a", "truffles", "atelier", "Almond Truffles", "טראפלס שקדים", 3000),
  p("p-b", "bars", "origin", "Bitter Bar", "טבלה מרירה", 2000, 1000),
  p("p-c", "bars", "atelier", "Cherry Bar", "טבלת דובדבן", 1500),
  p("p-d", "truffles", "origin", "Dark Truffles", "טראפלס מריר חד־זני", 2500),
  p("p-e", "seasonal", "atelier", "Easter Egg", "ביצת פסחא", 500),
  p("p-f", "truffles", "atelier", "Fig Bonbon", undefined, 1200),
];
export const ACTIVE_IDS = ["p-a", "p-b", "p-c", "p-d", "p-f"];

export async function seedTestShop(settings: ShopSettings = testSettings, products: Product[] = testProducts): Promise<void> {
  const { Timestamp } = firestoreModule();
  const now = Timestamp.now();
  const batch = db().batch();
  batch.set(db().collection("settings").doc("public"), { ...settings, updatedAt: now });
  for (const { _id, ...fields } of products) {
    batch.set(db().collection("products").doc(_id), {
      ...productDocument(_id, fields),
      reviewCount: 0,
      reviewTotal: 0,
      createdAt: now,
      updatedAt: now,
    });
    batch.set(db().collection("productSlugs").doc(fields.slug), { productId: _id });
  }
  for (const [ref, data] of searchIndexDocuments(products.map(({ _id, ...fields }) => ({ id: _id, fields })), settings)) batch.set(ref, data);
  await batch.commit();
  // Written behind the API's back: the app (in this process) reads them again.
  forgetCachedSettings();
  forgetListingTotals();
}
