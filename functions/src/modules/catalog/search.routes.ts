/**
 * /api/shop/search (public).
 *
 * GET :keyword → 200 {success:true, data: Product[]} (at most 50; [] for a trimmed keyword of 3
 *               characters or fewer); matches titles, descriptions, category and brand (ids and
 *               labels) in English and Hebrew, case-, niqqud- and hyphen/maqaf-insensitive.
 */
import { endpoints } from "@cocoa/contracts";
import { endpointRouter } from "../accounts";
import { ok } from "../../platform/http/route";
import { SHARED_CACHE } from "../../platform/http/cache-control";
import { searchProducts } from "./products.service";

export function searchRouter() {
  const { router, route } = endpointRouter("/shop/search");
  route(endpoints.search.products, async ({ params }) => ok(await searchProducts(params.keyword)), { cache: SHARED_CACHE.catalog });
  return router;
}
