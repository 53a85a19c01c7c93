import { addReviewSchema, type AddReviewInput } from "@contracts";
import { checkForm, fieldProblem } from "@/shared/forms";

/** The review form checks its draft with the schema the server validates reviews with (`addReviewSchema`). */

export interface ReviewDraft {
  message: string;
  /** 0 until a star is chosen. */
  rating: number;
}

const messageProblem = (draft: ReviewDraft) => fieldProblem(addReviewSchema.shape.reviewMessage, draft.message);

/** Spec 5: submit is disabled while the text is blank (a missing rating is reported on submit). */
export function isReviewSubmitDisabled(draft: ReviewDraft, pending = false): boolean {
  return pending || messageProblem(draft)?.kind === "required";
}

export type ReviewProblem = "message" | "rating" | "tooLong" | null;

/** What keeps a draft from being sent, if anything: the text first, then the rating. */
export function reviewProblem(draft: ReviewDraft): ReviewProblem {
  const message = messageProblem(draft);
  if (message) return message.kind === "tooLong" ? "tooLong" : "message";
  return fieldProblem(addReviewSchema.shape.reviewValue, draft.rating) ? "rating" : null;
}

/** The review as it is sent (the text trimmed), or null while the draft has a problem. */
export function reviewToSend(productId: string, draft: ReviewDraft): AddReviewInput | null {
  const check = checkForm(addReviewSchema, { productId, reviewMessage: draft.message, reviewValue: draft.rating });
  return check.ok ? check.value : null;
}
