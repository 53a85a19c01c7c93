import type { ProductPhoto } from "@contracts";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TestProviders } from "@/test/TestProviders";
import { GUEST_SESSION, SESSION_QUERY_KEY } from "@/shared/session";
import { i18n } from "@/shared/i18n";
import { fakeApi } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { ProductGallery } from "./ProductGallery";

const variants = (name: string) => [
  { width: 320, url: `/images/${name}-320w.webp` },
  { width: 640, url: `/images/${name}-640w.webp` },
];

const PHOTOS: ProductPhoto[] = [
  { image: "/images/swan.webp", imageVariants: variants("swan"), alt: "Swan", altHe: "ברבור" },
  { image: "/images/swan-detail.webp", imageVariants: variants("swan-detail"), alt: "Swan, close-up", altHe: "ברבור, תקריב" },
  { image: "/images/swan-side.webp", imageVariants: variants("swan-side"), alt: "Swan, seen from the other side" },
  { image: "/images/swan-plate.webp", alt: "" },
];

function renderGallery(photos = PHOTOS, { onPage = true, title = "Dark Chocolate Swan" } = {}) {
  fakeApi();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
  const view = render(
    <TestProviders queryClient={queryClient}>
      <ProductGallery photos={photos} title={title} onPage={onPage} />
    </TestProviders>,
  );
  return { ...view, strip: screen.queryByTestId("gallery-strip") };
}

/** The photo shown: the one image a reader is given (the others are hidden from them). */
const shownImage = () => screen.getByRole("img");
const thumbnail = (name: string) => screen.getByRole("button", { name });

describe("ProductGallery", () => {
  it("shows the first photo as the page's main image, eager and first, with the others and the thumbnails lazy", () => {
    const { container } = renderGallery();
    expect(shownImage()).toHaveAccessibleName("Swan");
    expect(shownImage()).toHaveAttribute("loading", "eager");
    expect(shownImage()).toHaveAttribute("fetchpriority", "high");
    // The same responsive image as the single photo: its variants as srcset, the page's sizes.
    expect(shownImage()).toHaveAttribute("srcset", "/images/swan-320w.webp 320w, /images/swan-640w.webp 640w");
    expect(shownImage()).toHaveAttribute("sizes", "(min-width: 1200px) 580px, (min-width: 900px) 50vw, 100vw");
    const images = [...container.querySelectorAll("img")];
    // Four photos and four thumbnails.
    expect(images).toHaveLength(8);
    expect(images.filter((image) => image.getAttribute("loading") === "eager")).toHaveLength(1);
    expect(images.filter((image) => image.getAttribute("fetchpriority") === "high")).toHaveLength(1);
    expect(images.slice(1).every((image) => image.getAttribute("loading") === "lazy")).toBe(true);
  });

  it("names the thumbnails by the photos' alt texts (the title for a blank one) and marks the shown one", () => {
    renderGallery();
    expect(thumbnail("Swan")).toHaveAttribute("aria-current", "true");
    expect(thumbnail("Swan, close-up")).not.toHaveAttribute("aria-current");
    expect(thumbnail("Dark Chocolate Swan")).toBeInTheDocument();
    fireEvent.click(thumbnail("Swan, seen from the other side"));
    expect(shownImage()).toHaveAccessibleName("Swan, seen from the other side");
    expect(thumbnail("Swan, seen from the other side")).toHaveAttribute("aria-current", "true");
    expect(thumbnail("Swan")).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("status")).toHaveTextContent("Photo 3 of 4");
  });

  it("goes to the next and previous photo by its buttons, round from the last to the first", () => {
    const { strip } = renderGallery();
    Object.defineProperty(strip, "clientWidth", { value: 400, configurable: true });
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(shownImage()).toHaveAccessibleName("Swan, close-up");
    // Left to right, the next photo is to the right.
    expect(strip?.scrollLeft).toBe(400);
    fireEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(shownImage()).toHaveAccessibleName("Dark Chocolate Swan");
    expect(strip?.scrollLeft).toBe(1200);
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(shownImage()).toHaveAccessibleName("Swan");
  });

  it("follows the arrow keys anywhere in it: right is next, left is previous", () => {
    const { strip } = renderGallery();
    expect(strip).toHaveAttribute("tabindex", "0");
    fireEvent.keyDown(strip!, { key: "ArrowRight" });
    expect(shownImage()).toHaveAccessibleName("Swan, close-up");
    fireEvent.keyDown(thumbnail("Swan"), { key: "ArrowRight" });
    expect(shownImage()).toHaveAccessibleName("Swan, seen from the other side");
    fireEvent.keyDown(screen.getByRole("button", { name: "Next photo" }), { key: "ArrowLeft" });
    expect(shownImage()).toHaveAccessibleName("Swan, close-up");
    // Not the browser's own shortcuts (Alt+Left is Back).
    fireEvent.keyDown(strip!, { key: "ArrowLeft", altKey: true });
    expect(shownImage()).toHaveAccessibleName("Swan, close-up");
  });

  it("follows a swipe: the strip scrolled by a finger shows that photo", () => {
    const { strip } = renderGallery();
    Object.defineProperty(strip, "clientWidth", { value: 400, configurable: true });
    strip!.scrollLeft = 800;
    fireEvent.scroll(strip!);
    expect(shownImage()).toHaveAccessibleName("Swan, seen from the other side");
    expect(thumbnail("Swan, seen from the other side")).toHaveAttribute("aria-current", "true");
  });

  it("reads right to left in Hebrew: the next photo is to the left, by the buttons, the keys and a swipe", async () => {
    await i18n.changeLanguage("he");
    try {
      const { strip } = renderGallery(PHOTOS, { title: "ברבור שוקולד מריר" });
      Object.defineProperty(strip, "clientWidth", { value: 400, configurable: true });
      expect(shownImage()).toHaveAccessibleName("ברבור");
      fireEvent.click(screen.getByRole("button", { name: "התמונה הבאה" }));
      expect(shownImage()).toHaveAccessibleName("ברבור, תקריב");
      // Right to left the strip scrolls towards negative positions.
      expect(strip?.scrollLeft).toBe(-400);
      fireEvent.keyDown(strip!, { key: "ArrowLeft" });
      // No Hebrew alt: the Hebrew title.
      expect(shownImage()).toHaveAccessibleName("ברבור שוקולד מריר");
      fireEvent.keyDown(strip!, { key: "ArrowRight" });
      expect(shownImage()).toHaveAccessibleName("ברבור, תקריב");
      strip!.scrollLeft = -1200;
      fireEvent.scroll(strip!);
      // Photos 3 and 4 have no Hebrew alt: both thumbnails are named by the title.
      const [third, fourth] = screen.getAllByRole("button", { name: "ברבור שוקולד מריר" });
      expect(fourth).toHaveAttribute("aria-current", "true");
      expect(third).not.toHaveAttribute("aria-current");
      expect(screen.getByRole("status")).toHaveTextContent("תמונה 4 מתוך 4");
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("shows one photo as the single image, without controls", () => {
    const { container } = renderGallery([PHOTOS[0]!]);
    expect(shownImage()).toHaveAccessibleName("Swan");
    expect(shownImage()).toHaveAttribute("fetchpriority", "high");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(container.querySelectorAll("img")).toHaveLength(1);
  });

  it("loads no photo eagerly in the quick view", () => {
    const { container } = renderGallery(PHOTOS, { onPage: false });
    const images = [...container.querySelectorAll("img")];
    expect(images.some((image) => image.getAttribute("loading") === "eager" || image.getAttribute("fetchpriority") === "high")).toBe(false);
  });
});
