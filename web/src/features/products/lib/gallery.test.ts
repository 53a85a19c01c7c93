import { describe, expect, it } from "vitest";
import { galleryPhotos, photoAlt } from "./gallery";

const product = { image: "/a.webp", imageVariants: [{ width: 320, url: "/a-320.webp" }] };
const gallery = [
  { image: "/a.webp", alt: "Swan" },
  { image: "/b.webp", alt: "", altHe: "ברבור מהצד" },
];

describe("gallery", () => {
  it("shows the gallery, else the one image, and a variant's own photo first", () => {
    expect(galleryPhotos({ ...product, gallery }, undefined)).toBe(gallery);
    expect(galleryPhotos(product, undefined)).toEqual([{ image: "/a.webp", imageVariants: product.imageVariants, alt: "" }]);
    expect(galleryPhotos({ ...product, gallery }, { image: "/v.webp" })).toEqual([{ image: "/v.webp", imageVariants: undefined, alt: "" }, gallery[1]]);
    expect(galleryPhotos({ ...product, gallery }, {})).toBe(gallery);
  });

  it("reads a photo's alt in the reader's language, the title when blank", () => {
    expect(photoAlt(gallery[0]!, "Dark Chocolate Swan", "en")).toBe("Swan");
    expect(photoAlt(gallery[0]!, "ברבור שוקולד מריר", "he")).toBe("ברבור שוקולד מריר");
    expect(photoAlt(gallery[1]!, "Dark Chocolate Swan", "en")).toBe("Dark Chocolate Swan");
    expect(photoAlt(gallery[1]!, "ברבור", "he")).toBe("ברבור מהצד");
  });
});
