/** /api/admin/orders — every order, its details and status changes (admin only). */
import { Router } from "express";
import { requireAdmin } from "../middleware/session";

export function adminOrdersRouter(): Router {
  const router = Router();
  router.use(requireAdmin);
  return router;
}
