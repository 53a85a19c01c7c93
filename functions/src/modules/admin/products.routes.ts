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
 *                      → 201 {success, message, result: {url, imageVariants}}: the original and its
 *                      WebP variants (../catalog/images/image-variants.ts), stored all or nothing;
 *                      400 no/unreadable/not-an-image/undecodable file; 413 too large. Nothing is
 *                      stored unless it passes.
 *
 * `averageReview` in a body is ignored: reviews decide it. The image modules load on first upload.
 */
import { endpoints, type UploadImageResponse } from "@cocoa/contracts";
import { endpointRouter, requireAdmin } from "../accounts";
import { messageOf } from "../../platform/http/localize";
import { ok, okPage } from "../../platform/http/route";
import { addProduct, deleteProduct, editProduct, listAdminProducts } from "./products.service";
import { loadImageUpload } from "../catalog";
import { productsCsvDownload } from "./csv.routes";
import { applyProductsCsv, previewProductsCsv } from "./products-csv/products-csv.service";

export function adminProductsRouter() {
  const { router, route } = endpointRouter("/admin/products");
  const { products } = endpoints.admin;
  // Every path under here, the upload and unknown ones too, answers 401/403 to a caller who is not an admin.
  router.use(requireAdmin);

  route(products.list, async ({ query }) => okPage(await listAdminProducts(query)));

  route(products.add, async ({ body }, req) => ok(await addProduct(body), messageOf(req, "product.added")));

  route(products.edit, async ({ params, body }, req) => ok(await editProduct(params.id, body), messageOf(req, "product.updated")));

  route(products.remove, async ({ params: { id } }, req) => {
    await deleteProduct(id);
    return ok({ _id: id }, messageOf(req, "product.deleted"));
  });

  // The catalogue in a spreadsheet (issue 37): the file download (./csv.routes.ts), then import's preview and all-or-nothing apply.
  router.get("/export", productsCsvDownload);
  route(products.importPreview, async ({ body }, req) => ok(await previewProductsCsv(body.csv, req)));
  route(products.importApply, async ({ body }, req) => {
    const result = await applyProductsCsv(body.csv, req);
    return ok(result, messageOf(req, "productsCsv.applied", { created: result.created.length, changed: result.changed.length }));
  });

  // Multipart, so not in the JSON endpoint table: the image modules read the request themselves.
  router.post("/upload-image", async (req, res) => {
    const { readUploadedImage, storeUploadedImage } = await loadImageUpload();
    const image = await readUploadedImage(req);
    const body: UploadImageResponse = { success: true, ...messageOf(req, "image.uploaded"), result: await storeUploadedImage(image) };
    res.status(201).json(body);
  });

  return router;
}
