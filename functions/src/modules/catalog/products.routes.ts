/**
 * /api/shop/products: the storefront catalogue (public).
 *
 * GET get?category=a,b&brand=c&sortBy=price-lowtohigh[&pageSize=24&cursor=…]
 *     → 200 {success:true, data: Product[], total, nextCursor} — a page (pageSize 1-60, default 24;
 *       nextCursor null on the last page), never the whole catalogue; 400 {success:false, message,
 *       errors} for an unknown sort, category or brand, a malformed page size or a cursor that is not
 *       this sort's. Only products of active categories.
 * GET home → 200 {success:true, data: {featured: Product[], recommended: Product[]}} — the home page's
 *     sections (cards), each at most its maxItems in the settings; [] for a disabled section
 * GET get/:id → 200 {success:true, data: Product}; 400 for a malformed id; 404 "Product not found"
 * GET by-slug/:slug → 200 {success:true, data: Product}; 400 for a malformed slug; 404 "Product not
 *     found" when no product of an active category holds it (deleted ones included)
 */
import { endpoints } from "@cocoa/contracts";
import { requestLanguage } from "../../platform/http/localize";
import { endpointRouter } from "../accounts";
import { ok, okPage } from "../../platform/http/route";
import { SHARED_CACHE } from "../../platform/http/cache-control";
import { getProduct, getProductBySlug, listHomeProducts, listProducts } from "./products.service";

export function productsRouter() {
  const { router, route } = endpointRouter("/shop/products");
  const { products } = endpoints;

  route(products.list, async ({ query }, req) => {
    const result = await listProducts({ ...query, lang: requestLanguage(req) });
    return { ...okPage({ items: result.products, nextCursor: result.nextCursor }), total: result.total };
  }, { cache: SHARED_CACHE.catalog });

  route(products.home, async () => ok(await listHomeProducts()), { cache: SHARED_CACHE.catalog });

  route(products.get, async ({ params }) => ok(await getProduct(params.id)), { cache: SHARED_CACHE.catalog });

  route(products.bySlug, async ({ params }) => ok(await getProductBySlug(params.slug)), { cache: SHARED_CACHE.catalog });

  return router;
}
