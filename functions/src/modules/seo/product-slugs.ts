/**
 * INTEGRATOR: a stand-in until the catalog module exports `listActiveProductSlugs()` (the `product`
 * helper's work); then app.ts passes that to seoRouter and this file goes.
 *
 * The storefront's products: those whose category is active in the settings (deleted ones are gone
 * from Firestore), by their `slug`, or by their id while the seed has no slugs yet.
 */
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { getPublicSettings } from "../settings";

export async function activeProductSlugsStandIn(): Promise<string[]> {
  const [settings, snapshot] = await Promise.all([getPublicSettings(), db().collection(collections.products).get()]);
  const activeCategories = new Set(settings.categories.filter((group) => group.isActive).map((group) => group.id));
  return snapshot.docs
    .filter((doc) => activeCategories.has(String(doc.get("category"))))
    .map((doc) => {
      const slug: unknown = doc.get("slug");
      return typeof slug === "string" && slug !== "" ? slug : doc.id;
    });
}
