import { PRODUCT_GALLERY_MAX } from "@contracts";
import { describe, expect, it } from "vitest";
import { galleryRequestOf, photoPlace, photosFrom, withPhotoMoved, withPhotoRestored, withPhotoText, withUploadedPhoto, withoutPhoto, type PhotoDraft } from "./galleryForm";

const photo = (id: string, overrides: Partial<PhotoDraft> = {}): PhotoDraft => ({ id, image: `https://cdn.test/${id}.png`, saved: `https://cdn.test/${id}.png`, alt: "", altHe: "", ...overrides });
const ids = (photos: readonly PhotoDraft[]) => photos.map((p) => p.id);

describe("photosFrom", () => {
  it("takes a saved product's gallery in its order, else its one image, and nothing in add mode", () => {
    const gallery = [
      { image: "/a.png", alt: "Front", altHe: "מלפנים" },
      { image: "/b.png", alt: "" },
    ];
    expect(photosFrom({ image: "/a.png", gallery }).map(({ image, saved, alt, altHe }) => ({ image, saved, alt, altHe }))).toEqual([
      { image: "/a.png", saved: "/a.png", alt: "Front", altHe: "מלפנים" },
      { image: "/b.png", saved: "/b.png", alt: "", altHe: "" },
    ]);
    expect(photosFrom({ image: "/only.png" }).map((p) => p.image)).toEqual(["/only.png"]);
    expect(photosFrom({ image: "/only.png", gallery: [] }).map((p) => p.image)).toEqual(["/only.png"]);
    expect(photosFrom(null)).toEqual([]);
  });
});

describe("the owner's edits", () => {
  const three = [photo("a"), photo("b"), photo("c")];

  it("adds an upload from the empty slot at the end, and replaces a photo's image in its card", () => {
    expect(ids(withUploadedPhoto(three, "slot", "/new.png"))).toEqual(["a", "b", "c", "slot"]);
    expect(withUploadedPhoto(three, "slot", "/new.png")[3]).toEqual({ id: "slot", image: "/new.png", saved: "", alt: "", altHe: "" });
    expect(withUploadedPhoto(three, "b", "/new.png")[1]).toMatchObject({ id: "b", image: "/new.png", saved: "https://cdn.test/b.png" });
    const full = Array.from({ length: PRODUCT_GALLERY_MAX }, (_, i) => photo(`p${i}`));
    expect(withUploadedPhoto(full, "slot", "/new.png")).toHaveLength(PRODUCT_GALLERY_MAX);
  });

  it("goes back to the saved image, or drops a photo added here", () => {
    const replaced = withUploadedPhoto(three, "b", "/new.png");
    expect(withPhotoRestored(replaced, "b")[1]!.image).toBe("https://cdn.test/b.png");
    const added = withUploadedPhoto(three, "slot", "/new.png");
    expect(ids(withPhotoRestored(added, "slot"))).toEqual(["a", "b", "c"]);
  });

  it("moves a photo to a place, clamped, and removes one", () => {
    expect(ids(withPhotoMoved(three, "c", 0))).toEqual(["c", "a", "b"]);
    expect(ids(withPhotoMoved(three, "a", 1))).toEqual(["b", "a", "c"]);
    expect(ids(withPhotoMoved(three, "a", 9))).toEqual(["b", "c", "a"]);
    expect(ids(withPhotoMoved(three, "x", 0))).toEqual(["a", "b", "c"]);
    expect(ids(withoutPhoto(three, "b"))).toEqual(["a", "c"]);
    expect(withPhotoText(three, "c", "altHe", "מהצד")[2]!.altHe).toBe("מהצד");
  });
});

describe("galleryRequestOf", () => {
  it("sends one image alone, as a product saved before galleries", () => {
    expect(galleryRequestOf([photo("a")])).toEqual({ image: "https://cdn.test/a.png" });
    expect(galleryRequestOf([])).toEqual({ image: "" });
  });

  it("sends the gallery, the first photo as the image, with a second photo or any alt text", () => {
    expect(galleryRequestOf([photo("b"), photo("a", { alt: "Side" })])).toEqual({
      image: "https://cdn.test/b.png",
      gallery: [
        { image: "https://cdn.test/b.png", alt: "", altHe: "" },
        { image: "https://cdn.test/a.png", alt: "Side", altHe: "" },
      ],
    });
    expect(galleryRequestOf([photo("a", { altHe: "מלפנים" })]).gallery).toEqual([{ image: "https://cdn.test/a.png", alt: "", altHe: "מלפנים" }]);
    expect(galleryRequestOf([photo("a", { alt: "  " })]).gallery).toBeUndefined();
  });
});

describe("photoPlace", () => {
  const photos = [photo("a"), photo("b")];
  it("places the request's paths at the photos that were sent, `image` at the first", () => {
    expect(photoPlace("image", photos)).toBe("a.image");
    expect(photoPlace("gallery.1.image", photos)).toBe("b.image");
    expect(photoPlace("gallery.1.altHe", photos)).toBe("b.altHe");
    expect(photoPlace("gallery.0.alt", photos)).toBe("a.alt");
    expect(photoPlace("gallery", photos)).toBe("gallery");
    expect(photoPlace("gallery.5.image", photos)).toBe("gallery");
    expect(photoPlace("image", [])).toBe("gallery");
    expect(photoPlace("title", photos)).toBeNull();
  });
});
