/**
 * The owner's daily low-stock email, against the emulator: the products at or below the settings'
 * threshold, fewest first, at most one message a day, none when nothing is low.
 */
import { describe, expect, it } from "vitest";
import { db } from "../../src/platform/firebase";
import { forgetCachedSettings } from "../../src/modules/settings";
import { queueLowStockDigest } from "../../src/modules/mail/low-stock-digest";
import { useTestApi } from "./helpers";

useTestApi({ seed: true });

const setStock = (id: string, totalStock: number) => db().collection("products").doc(id).update({ totalStock });
const MORNING = new Date("2026-11-24T05:00:00Z");

describe("the low-stock digest", () => {
  it("lists the products at or below the threshold, fewest first, to the owner", async () => {
    await setStock("p-a", 0);
    await setStock("p-b", 3);
    await setStock("p-c", 4); // above the default threshold of 3
    const result = await queueLowStockDigest(MORNING);
    expect(result).toEqual({ queued: true, mailId: "low-stock-2026-11-24", products: 2 });
    const mail = (await db().collection("mail").doc("low-stock-2026-11-24").get()).data();
    expect(mail).toMatchObject({
      to: "owner@atelier.test",
      template: {
        name: "owner-low-stock-en",
        data: {
          threshold: 3,
          products: [
            { title: "Almond Truffles", stock: 0, soldOut: true },
            { title: "Bitter Bar", stock: 3, soldOut: false },
          ],
          adminProductsUrl: "http://127.0.0.1:5000/admin/products",
        },
      },
    });
  });

  it("lists each size of a product sold by variant that runs low, though its sizes together hold plenty", async () => {
    const { productDocument } = await import("../../src/modules/catalog");
    const { testProducts } = await import("./shop-fixtures");
    const boxes = {
      ...testProducts[0]!,
      title: "Truffle Boxes",
      options: [{ name: "Size", nameHe: "גודל", values: [{ label: "Box of 9" }, { label: "Box of 25", labelHe: "קופסה של 25" }] }],
      variants: [
        { sku: "T-9", optionValues: ["Box of 9"], price: 2600, salePrice: 0, totalStock: 40 },
        { sku: "T-25", optionValues: ["Box of 25"], price: 6500, salePrice: 0, totalStock: 1 },
      ],
    };
    await db().collection("products").doc("p-v").set(productDocument("p-v", boxes));
    const result = await queueLowStockDigest(MORNING);
    expect(result).toMatchObject({ queued: true, products: 1 });
    const mail = (await db().collection("mail").doc("low-stock-2026-11-24").get()).data();
    expect(mail?.template.data.products).toEqual([{ title: "Truffle Boxes (Box of 25)", stock: 1, soldOut: false }]);
  });

  it("queues one a day however often it runs, and none when nothing is low", async () => {
    expect(await queueLowStockDigest(MORNING)).toEqual({ queued: false, reason: "nothingLow" });
    await setStock("p-a", 1);
    const runs = await Promise.all([queueLowStockDigest(MORNING), queueLowStockDigest(MORNING)]);
    expect(runs.filter((run) => run.queued)).toHaveLength(1);
    expect(await queueLowStockDigest(new Date("2026-11-24T20:00:00Z"))).toEqual({ queued: false, reason: "alreadySent" });
    expect((await db().collection("mail").get()).size).toBe(1);
    expect((await queueLowStockDigest(new Date("2026-11-25T05:00:00Z"))).queued).toBe(true);
  });

  it("follows the threshold the owner set, in the shop's language", async () => {
    await db().collection("settings").doc("public").set({ lowStockThreshold: 10, defaultLanguage: "he" }, { merge: true });
    forgetCachedSettings();
    await setStock("p-a", 7);
    const result = await queueLowStockDigest(MORNING);
    expect(result.queued).toBe(true);
    const mail = (await db().collection("mail").doc("low-stock-2026-11-24").get()).data();
    expect(mail?.template.name).toBe("owner-low-stock-he");
    expect(mail?.template.data).toMatchObject({ threshold: 10, products: [{ title: "טראפלס שקדים", stock: 7 }] });
  });
});
