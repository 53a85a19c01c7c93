/**
 * /api/shop/search (public).
 *
 * GET :keyword → 200 {success:true, data: Product[]} (at most 50; [] for a trimmed keyword of 3
 *               characters or fewer); matches titles, descriptions, category and brand (ids and
 *               labels) in English and Hebrew, case-, niqqud- and hyphen/maqaf-insensitive.
 */
import { Router } from "express";
import type { SearchResponse } from "@cocoa/contracts";
import { parseInput } from "../../platform/http/validate";
import { searchProducts } from "./products.service";
import { searchParamsSchema } from "@cocoa/contracts";

export function searchRouter(): Router {
  const router = Router();

  router.get("/:keyword", async (req, res) => {
    const { keyword } = parseInput(searchParamsSchema, req.params);
    const body: SearchResponse = { success: true, data: await searchProducts(keyword) };
    res.json(body);
  });

  return router;
}
