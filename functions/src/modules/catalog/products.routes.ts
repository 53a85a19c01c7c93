/**
 * /api/shop/products: the storefront catalogue (public).
 *
 * GET get?category=a,b&brand=c&sortBy=price-lowtohigh[&pageSize=24&cursor=…]
 *     → 200 {success:true, data: Product[], total, nextCursor} — a page (pageSize 1-60, default 24;
 *       nextCursor null on the last page), never the whole catalogue; 400 {success:false, message,
 *       errors} for an unknown sort, category or brand, a malformed page size or a cursor that is not
 *       this sort's. Only products of active categories.
 * GET get/:id → 200 {success:true, data: Product}; 400 for a malformed id; 404 "Product not found"
 */
import { Router } from "express";
import type { ProductDetailsResponse, ProductListResponse } from "@cocoa/contracts";
import { requestLanguage } from "../../platform/http/localize";
import { parseInput } from "../../platform/http/validate";
import { getProduct, listProducts } from "./products.service";
import { productListQuerySchema, productParamsSchema } from "@cocoa/contracts";

export function productsRouter(): Router {
  const router = Router();

  router.get("/get", async (req, res) => {
    const query = parseInput(productListQuerySchema, req.query);
    const result = await listProducts({ ...query, lang: requestLanguage(req) });
    const body: ProductListResponse = { success: true, data: result.products, total: result.total, nextCursor: result.nextCursor };
    res.json(body);
  });

  router.get("/get/:id", async (req, res) => {
    const { id } = parseInput(productParamsSchema, req.params);
    const body: ProductDetailsResponse = { success: true, data: await getProduct(id) };
    res.json(body);
  });

  return router;
}
