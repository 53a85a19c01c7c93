/**
 * /api/shop/search at a size where the old search (one `array-contains` on the longest term, at most
 * 200 documents read, the other terms checked in memory) dropped matches: every match is found, a page
 * at a time, ranked, with cards only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "@cocoa/contracts";
import { call, resetEmulators, startApi, type RunningApi } from "./helpers";
import { seedTestShop, testProducts } from "./shop-fixtures";

let api: RunningApi;

const base = testProducts.find((p) => p._id === "p-c")!;
/** 230 caramel bars, then 3 salted caramel ones whose ids sort (and were written) after them. */
const caramelBars: Product[] = Array.from({ length: 230 }, (_, i) => ({
  ...base,
  _id: `c-${String(i).padStart(3, "0")}`,
  slug: `caramel-bar-${i}`,
  title: `Caramel Bar ${i}`,
  titleHe: undefined,
  description: "Soft caramel in milk chocolate.",
}));
const salted: Product[] = [1, 2, 3].map((i) => ({
  ...base,
  _id: `z-${i}`,
  slug: `salted-${i}`,
  title: i === 3 ? `Sea Bar ${i}` : `Salted Caramel Bar ${i}`,
  titleHe: undefined,
  // z-3 holds "salted caramel" in its description only: it ranks after the title matches.
  description: i === 3 ? "Salted caramel under dark chocolate." : "Caramel with sea salt flakes.",
}));

beforeAll(async () => {
  api = await startApi();
  await resetEmulators();
  await seedTestShop(undefined, [...testProducts, ...caramelBars, ...salted]);
});
afterAll(async () => {
  await resetEmulators();
  await api.close();
});

const search = (keyword: string, query = "") => call(api.baseUrl, `/api/shop/search/${encodeURIComponent(keyword)}${query}`);

describe("GET /api/shop/search/:keyword at a few hundred products", () => {
  it("finds every product holding all the words, however common the first one is, title matches first", async () => {
    const answer = await search("salted caramel");
    expect(answer.status).toBe(200);
    // Both title matches (by id, in the cursor's descending tie-break), then the description match.
    expect((answer.body.data as Product[]).map((p) => p._id)).toEqual(["z-2", "z-1", "z-3"]);
    expect(answer.body.nextCursor).toBeNull();
  });

  it("pages every match with the cursor, no product twice", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await search("caramel", `?pageSize=60${cursor ? `&cursor=${cursor}` : ""}`);
      expect(answer.status).toBe(200);
      const page = answer.body.data as Product[];
      expect(page.length).toBeLessThanOrEqual(60);
      seen.push(...page.map((p) => p._id));
      cursor = answer.body.nextCursor as string | null;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(233);
    // Title matches (232) before the one whose title lacks the word.
    expect(seen.at(-1)).toBe("z-3");
  });

  it("answers cards: no descriptions", async () => {
    const answer = await search("salted caramel");
    for (const product of answer.body.data as Product[]) {
      expect(product).not.toHaveProperty("description");
      expect(product).not.toHaveProperty("descriptionHe");
    }
  });

  it("refuses another search's cursor and a malformed one with 400", async () => {
    const first = await search("caramel", "?pageSize=10");
    const cursor = first.body.nextCursor as string;
    expect((await search("salted caramel", `?cursor=${cursor}`)).status).toBe(400);
    expect((await search("caramel", "?cursor=not-a-cursor")).status).toBe(400);
    expect((await search("caramel", "?pageSize=61")).status).toBe(400);
  });
});
