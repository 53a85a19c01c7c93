/**
 * /api/images: the uploads of the local image store (public, like the storefront that shows them).
 * Used when running emulated without the Storage emulator; in production images come from Cloud
 * Storage and nothing is ever found here.
 *
 * GET :name → 200 the image, with its Content-Type, `X-Content-Type-Options: nosniff` and a year's
 *             immutable caching (names are random and never reused); 404 JSON for a malformed or
 *             unknown name (the name is checked against the stored-name pattern first, so no path
 *             can leave the image directory).
 */
import { Router } from "express";
import type { ApiFailure } from "@cocoa/contracts";
import { failureOf } from "../../platform/http/localize";

export function imagesRouter(): Router {
  const router = Router();

  router.get("/:name", async (req, res, next) => {
    const [{ localImageFile }, { IMAGE_CACHE_CONTROL, storedNameExtension }, { contentTypeOfExtension }] = await Promise.all([
      import("./images/local-image-store"),
      import("./images/image-names"),
      import("./images/image-types"),
    ]);
    const name = req.params.name;
    const extension = storedNameExtension(name);
    const file = extension ? await localImageFile(name) : null;
    if (!extension || !file) {
      const body: ApiFailure = failureOf(req, "image.notFound");
      res.status(404).json(body);
      return;
    }
    res.sendFile(
      file,
      {
        dotfiles: "deny",
        headers: {
          // Set here, not through sendFile's maxAge: that one yields to the /api default (no-store) already set.
          "Cache-Control": IMAGE_CACHE_CONTROL,
          "Content-Type": contentTypeOfExtension(extension),
          "X-Content-Type-Options": "nosniff",
          // An image is never a document: nothing in it may run or load anything.
          "Content-Security-Policy": "default-src 'none'; sandbox",
        },
      },
      (error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  });

  return router;
}
