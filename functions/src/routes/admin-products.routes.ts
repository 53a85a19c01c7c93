/** /api/admin/products — the owner's product catalogue and image uploads (admin only). */
import { Router } from "express";
import { requireAdmin } from "../middleware/session";

export function adminProductsRouter(): Router {
  const router = Router();
  router.use(requireAdmin);
  return router;
}
