import { REVIEW_MESSAGE_MAX_LENGTH, REVIEW_RATING } from "@contracts";

export interface ReviewDraft {
  message: string;
  /** 0 until a star is chosen. */
  rating: number;
}

/** Spec 5: submit is disabled while the text is blank (a missing rating is reported on submit). */
export function isReviewSubmitDisabled(draft: ReviewDraft, pending = false): boolean {
  return pending || draft.message.trim() === "";
}

export type ReviewProblem = "message" | "rating" | "tooLong" | null;

/** What keeps a draft from being sent, if anything. */
export function reviewProblem(draft: ReviewDraft): ReviewProblem {
  if (draft.message.trim() === "") return "message";
  if (draft.message.trim().length > REVIEW_MESSAGE_MAX_LENGTH) return "tooLong";
  if (!Number.isInteger(draft.rating) || draft.rating < REVIEW_RATING.min || draft.rating > REVIEW_RATING.max) return "rating";
  return null;
}
