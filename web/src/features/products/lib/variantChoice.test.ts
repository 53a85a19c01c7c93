import { describe, expect, it } from "vitest";
import { variantProductFixture } from "@/test/shopFixtures";
import { chooseValue, chosenVariant, defaultVariant, valueChoosable } from "./variantChoice";

const box = variantProductFixture();
const variant = (sku: string) => box.variants!.find((candidate) => candidate.sku === sku)!;

describe("the variant a product page opens with", () => {
  it("is the one the address names, else the first in stock, else the first", () => {
    expect(chosenVariant(box, "BOX16-MILK")?.sku).toBe("BOX16-MILK");
    expect(chosenVariant(box, "NO-SUCH")?.sku).toBe("BOX9-DARK");
    expect(chosenVariant(box, null)?.sku).toBe("BOX9-DARK");
    const firstSoldOut = { ...box, variants: box.variants!.map((v) => (v.sku === "BOX9-DARK" ? { ...v, totalStock: 0 } : v)) };
    expect(defaultVariant(firstSoldOut)?.sku).toBe("BOX16-DARK");
    const soldOut = { ...box, variants: box.variants!.map((v) => ({ ...v, totalStock: 0 })) };
    expect(defaultVariant(soldOut)?.sku).toBe("BOX9-DARK");
  });

  it("is none for a product sold as itself", () => {
    expect(chosenVariant({ ...box, options: undefined, variants: undefined }, "BOX9-DARK")).toBeUndefined();
  });
});

describe("choosing an option's value", () => {
  it("disables a value no variant in stock has with the values chosen above it", () => {
    const nineDark = variant("BOX9-DARK");
    expect(valueChoosable(box, nineDark, 0, "Box of 16")).toBe(true);
    expect(valueChoosable(box, nineDark, 1, "Dark")).toBe(true);
    expect(valueChoosable(box, nineDark, 1, "Milk")).toBe(false); // Box of 9 · Milk is sold out
    expect(valueChoosable(box, variant("BOX16-DARK"), 1, "Milk")).toBe(true);
  });

  it("keeps the other values when that combination is in stock, else takes the first in stock with the new one", () => {
    expect(chooseValue(box, variant("BOX9-DARK"), 0, "Box of 16").sku).toBe("BOX16-DARK");
    expect(chooseValue(box, variant("BOX16-DARK"), 1, "Milk").sku).toBe("BOX16-MILK");
    // Box of 9 · Milk is sold out: Box of 9 still leads somewhere.
    expect(chooseValue(box, variant("BOX16-MILK"), 0, "Box of 9").sku).toBe("BOX9-DARK");
  });

  it("reaches every variant in stock when the combinations are sparse", () => {
    const sparse = { ...box, variants: [variant("BOX9-DARK"), variant("BOX16-MILK")] };
    const start = variant("BOX9-DARK");
    expect(valueChoosable(sparse, start, 0, "Box of 16")).toBe(true);
    expect(valueChoosable(sparse, start, 1, "Milk")).toBe(false);
    expect(chooseValue(sparse, start, 0, "Box of 16").sku).toBe("BOX16-MILK");
  });
});
