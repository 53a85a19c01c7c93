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
import { endpoints } from "@cocoa/contracts";
import { clientAddress } from "../../platform/http/client-address";
import { endpointRouter, sessionUserOf } from "../accounts";
import { messageOf } from "../../platform/http/localize";
import { ok, okPage } from "../../platform/http/route";
import { addReview, listReviews } from "./reviews.service";

export function reviewRouter() {
  const { router, route } = endpointRouter("/shop/review");
  const { reviews } = endpoints;

  route(reviews.add, async ({ body }, req, res) => {
    const { review, averageReview } = await addReview(sessionUserOf(res), body, clientAddress(req));
    return { ...ok(review, messageOf(req, "review.added")), averageReview };
  });

  route(reviews.list, async ({ params, query }) => okPage(await listReviews(params.productId, query)));

  return router;
}
