import { describe, expect, it } from "vitest";
import { isReviewSubmitDisabled, reviewProblem, reviewToSend } from "./reviewRules";

describe("review form rules", () => {
  it("disables submit while the text is blank (or while sending)", () => {
    expect(isReviewSubmitDisabled({ message: "", rating: 5 })).toBe(true);
    expect(isReviewSubmitDisabled({ message: "   \n ", rating: 5 })).toBe(true);
    expect(isReviewSubmitDisabled({ message: "Lovely", rating: 0 })).toBe(false);
    expect(isReviewSubmitDisabled({ message: "Lovely", rating: 4 }, true)).toBe(true);
  });
  it("needs a whole rating from 1 to 5", () => {
    expect(reviewProblem({ message: "Lovely", rating: 0 })).toBe("rating");
    expect(reviewProblem({ message: "Lovely", rating: 6 })).toBe("rating");
    expect(reviewProblem({ message: "Lovely", rating: 2.5 })).toBe("rating");
    expect(reviewProblem({ message: "Lovely", rating: 1 })).toBeNull();
    expect(reviewProblem({ message: "Lovely", rating: 5 })).toBeNull();
  });
  it("reports a blank or too long text first", () => {
    expect(reviewProblem({ message: " ", rating: 0 })).toBe("message");
    expect(reviewProblem({ message: "x".repeat(1001), rating: 3 })).toBe("tooLong");
  });
  it("sends the text trimmed, and nothing while the draft has a problem", () => {
    expect(reviewToSend("p1", { message: "  Lovely \n", rating: 4 })).toEqual({ productId: "p1", reviewMessage: "Lovely", reviewValue: 4 });
    expect(reviewToSend("p1", { message: "Lovely", rating: 0 })).toBeNull();
  });
});
