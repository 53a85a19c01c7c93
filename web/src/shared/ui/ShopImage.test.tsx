import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRODUCT_TILE_SIZES, ShopImage, srcSetOf } from "./ShopImage";

const variants = [
  { width: 640, url: "/api/images/b-640w.webp" },
  { width: 320, url: "/api/images/b-320w.webp" },
  { width: 1280, url: "/api/images/b-1280w.webp" },
];

describe("srcSetOf", () => {
  it("lists the variants narrowest first with their widths, or nothing", () => {
    expect(srcSetOf(variants)).toBe("/api/images/b-320w.webp 320w, /api/images/b-640w.webp 640w, /api/images/b-1280w.webp 1280w");
    expect(srcSetOf([])).toBeUndefined();
    expect(srcSetOf(undefined)).toBeUndefined();
  });
});

describe("ShopImage", () => {
  it("offers the variants as srcset + sizes, falls back to the widest, and keeps size and priority", () => {
    const { container } = render(
      <ShopImage src="/api/images/b.png" variants={variants} sizes={PRODUCT_TILE_SIZES} alt="Truffles" width={800} height={800} loading="eager" fetchPriority="high" />,
    );
    const img = container.querySelector("img");
    expect(img?.getAttribute("srcset")).toBe(srcSetOf(variants));
    expect(img?.getAttribute("sizes")).toBe(PRODUCT_TILE_SIZES);
    expect(img?.getAttribute("src")).toBe("/api/images/b-1280w.webp");
    expect(img?.getAttribute("alt")).toBe("Truffles");
    expect(img?.getAttribute("width")).toBe("800");
    expect(img?.getAttribute("height")).toBe("800");
    expect(img?.getAttribute("loading")).toBe("eager");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows the original alone when there are no variants (a product stored before them)", () => {
    const { container } = render(<ShopImage src="/images/products/x.svg" sizes={PRODUCT_TILE_SIZES} alt="" width={400} height={300} loading="lazy" />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/images/products/x.svg");
    expect(img?.hasAttribute("srcset")).toBe(false);
    expect(img?.hasAttribute("sizes")).toBe(false);
    expect(img?.getAttribute("loading")).toBe("lazy");
  });
});
