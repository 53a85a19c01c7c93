import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { TestProviders } from "@/test/TestProviders";
import { RatingStars, roundRating } from "./RatingStars";

const renderStars = (value: number | undefined, decorative = false) =>
  render(
    <TestProviders>
      <RatingStars value={value} decorative={decorative} />
    </TestProviders>,
  );

/** Where the gold copy of the stars starts and how far it reaches, in viewBox units (0–120). */
function filledBox(container: HTMLElement) {
  const rect = container.querySelector("clipPath rect");
  return { x: Number(rect?.getAttribute("x")), width: Number(rect?.getAttribute("width")) };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

describe("roundRating", () => {
  it("rounds to the nearest tenth and stays between 0 and 5", () => {
    expect(roundRating(4.46)).toBe(4.5);
    expect(roundRating(4.44)).toBe(4.4);
    expect(roundRating(3)).toBe(3);
    expect(roundRating(7)).toBe(5);
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(undefined)).toBe(0);
    expect(roundRating(Number.NaN)).toBe(0);
  });
});

describe("RatingStars", () => {
  it("is one labelled image: 'Rated 4.5 out of 5'", () => {
    renderStars(4.46);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
  });

  it("costs a handful of nodes, not five icons with their inputs", () => {
    const { container } = renderStars(3.7);
    const svg = container.querySelector("svg");
    expect(svg?.querySelectorAll("*").length).toBeLessThanOrEqual(5);
    expect(container.querySelectorAll("input")).toHaveLength(0);
  });

  it("fills the stars up to the rating from the left in English", () => {
    const { container } = renderStars(4.5);
    expect(filledBox(container)).toEqual({ x: 0, width: 108 });
  });

  it("fills them from the right in Hebrew and says so in Hebrew", async () => {
    await act(() => i18n.changeLanguage("he"));
    const { container } = renderStars(4.5);
    expect(filledBox(container)).toEqual({ x: 12, width: 108 });
    expect(screen.getByRole("img", { name: "דירוג 4.5 מתוך 5" })).toBeInTheDocument();
  });

  it("stays out of the accessibility tree when the rating is said beside it", () => {
    renderStars(4, true);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
