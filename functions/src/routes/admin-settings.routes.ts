/** /api/admin/settings — the shop settings, read and saved (admin only). */
import { Router } from "express";
import { requireAdmin } from "../middleware/session";

export function adminSettingsRouter(): Router {
  const router = Router();
  router.use(requireAdmin);
  return router;
}
