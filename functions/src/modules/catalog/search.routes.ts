/**
 * /api/shop/search (public).
 *
 * GET :keyword[?pageSize=&cursor=] → 200 {success:true, data: ProductCard[], nextCursor} — every
 *               product holding all the keyword's words, all in the title first, a page at a time
 *               (default 50, at most 60); [] for a trimmed keyword of 3 characters or fewer; matches
 *               titles, descriptions, category and brand (ids and labels) in English and Hebrew, by
 *               prefix, case-, niqqud- and hyphen/maqaf-insensitive. 400 for a cursor of another search.
 */
import { endpoints } from "@cocoa/contracts";
import { endpointRouter } from "../accounts";
import { okPage } from "../../platform/http/route";
import { SHARED_CACHE } from "../../platform/http/cache-control";
import { searchProducts } from "./products.service";

export function searchRouter() {
  const { router, route } = endpointRouter("/shop/search");
  route(
    endpoints.search.products,
    async ({ params, query }) => {
      const result = await searchProducts(params.keyword, query);
      return okPage({ items: result.products, nextCursor: result.nextCursor });
    },
    { cache: SHARED_CACHE.catalog },
  );
  return router;
}
