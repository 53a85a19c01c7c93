/**
 * /api/admin/products — the owner's product catalogue and image uploads (admin only: no session
 * 401, a shopper 403, before anything is read or parsed).
 *
 * GET    get           [?pageSize=24&cursor=…] → 200 {success, data: Product[], nextCursor} newest
 *                      first, a page (pageSize 1-60, default 24; nextCursor null on the last page);
 *                      400 bad page size or cursor
 * POST   add           ProductInput → 201 {success, message, data: Product}; 400 field errors
 *                      (unknown category/brand, an image the shop did not store, bounds)
 * PUT    edit/:id      ProductInput → 200 {success, message, data: Product}; 400; 404 unknown id
 * DELETE delete/:id    → 200 {success, message, data: {_id}}; 404. Also leaves every cart.
 * POST   upload-image  multipart, one file in `my_file` (JPEG/PNG/WebP/GIF by content, ≤ 5 MB)
 *                      → 201 {success, message, result: {url}}; 400 no/unreadable/not-an-image
 *                      file; 413 too large. Nothing is stored unless it passes.
 *
 * `averageReview` in a body is ignored: reviews decide it. The image modules load on first upload.
 */
import { Router } from "express";
import {
  type AdminProductListResponse,
  type DeleteProductResponse,
  type SaveProductResponse,
  type UploadImageResponse,
} from "@cocoa/contracts";
import { requireAdmin } from "../accounts";
import { parseInput } from "../../platform/http/validate";
import { addProduct, deleteProduct, editProduct, listAdminProducts } from "./products.service";
import { adminProductListQuerySchema, productIdParamsSchema, productInputSchema } from "@cocoa/contracts";
import { imageStore, loadImageUpload } from "../catalog";
import { messageOf } from "../../platform/http/localize";

export function adminProductsRouter(): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get("/get", async (req, res) => {
    const page = await listAdminProducts(parseInput(adminProductListQuerySchema, req.query));
    const body: AdminProductListResponse = { success: true, data: page.items, nextCursor: page.nextCursor };
    res.json(body);
  });

  router.post("/add", async (req, res) => {
    const input = parseInput(productInputSchema, req.body);
    const body: SaveProductResponse = { success: true, ...messageOf(req, "product.added"), data: await addProduct(input) };
    res.status(201).json(body);
  });

  router.put("/edit/:id", async (req, res) => {
    const { id } = parseInput(productIdParamsSchema, req.params);
    const input = parseInput(productInputSchema, req.body);
    const body: SaveProductResponse = { success: true, ...messageOf(req, "product.updated"), data: await editProduct(id, input) };
    res.json(body);
  });

  router.delete("/delete/:id", async (req, res) => {
    const { id } = parseInput(productIdParamsSchema, req.params);
    await deleteProduct(id);
    const body: DeleteProductResponse = { success: true, ...messageOf(req, "product.deleted"), data: { _id: id } };
    res.json(body);
  });

  router.post("/upload-image", async (req, res) => {
    const { readUploadedImage } = await loadImageUpload();
    const image = await readUploadedImage(req);
    const url = await (await imageStore()).save(image.bytes, image.kind);
    const body: UploadImageResponse = { success: true, ...messageOf(req, "image.uploaded"), result: { url } };
    res.status(201).json(body);
  });

  return router;
}
