/**
 * /api/shop/review.
 *
 * POST add {productId, reviewMessage, reviewValue} (signed in; userId/userName come from the session)
 *      → 201 {success:true, message:"Review added successfully!", data: Review, averageReview};
 *        400 fields; 401 signed out; 404 unknown product; 409 already reviewed; 429 + Retry-After
 *        past the reviews one client may write in an hour
 * GET  :productId[?pageSize=10&cursor=…] → 200 {success:true, data: Review[], nextCursor} newest first,
 *      a page (pageSize 1-50, default 10; nextCursor null on the last page); 400 for a malformed id,
 *      page size, or a cursor that is not this product's
 */
import { Router } from "express";
import type { AddReviewResponse, ReviewListResponse } from "@cocoa/contracts";
import { clientAddress } from "../../platform/http/client-address";
import { requireUser } from "../accounts";
import { parseInput, validateBody } from "../../platform/http/validate";
import { addReview, listReviews } from "./reviews.service";
import { addReviewSchema, reviewListQuerySchema, reviewParamsSchema, type AddReviewInput } from "@cocoa/contracts";
import { messageOf } from "../../platform/http/localize";

export function reviewRouter(): Router {
  const router = Router();

  router.post("/add", requireUser, validateBody(addReviewSchema), async (req, res) => {
    const user = res.locals.sessionUser;
    if (!user) throw new Error("requireUser let a request without a session through");
    const { review, averageReview } = await addReview(user, req.body as AddReviewInput, clientAddress(req));
    const body: AddReviewResponse = { success: true, ...messageOf(req, "review.added"), data: review, averageReview };
    res.status(201).json(body);
  });

  router.get("/:productId", async (req, res) => {
    const { productId } = parseInput(reviewParamsSchema, req.params);
    const page = await listReviews(productId, parseInput(reviewListQuerySchema, req.query));
    const body: ReviewListResponse = { success: true, data: page.items, nextCursor: page.nextCursor };
    res.json(body);
  });

  return router;
}
