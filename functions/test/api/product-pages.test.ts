/**
 * A page for every product: GET /api/shop/products/by-slug/:slug over real HTTP, the slug the admin's
 * add makes (unique, kept by edits, held after a delete) and the sitemap's list of slugs.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { renderMessage, type Product } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { listActiveProductSlugs } from "../../src/modules/catalog";
import { adminSession } from "./admin-support";
import { call, useTestApi } from "./helpers";
import { testProducts } from "./shop-fixtures";
import { DECLARED } from "./food-fixtures";

const api = useTestApi({ seed: true });

const bySlug = (slug: string, headers?: Record<string, string>) => call(api.baseUrl, `/api/shop/products/by-slug/${slug}`, { headers });

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  image: "/images/products/hand-painted-truffles-12.svg",
  title: "Dark Chocolate Swan",
  description: "A swan of 70% dark chocolate.",
  category: "bars",
  brand: "atelier",
  price: 5400,
  salePrice: 0,
  totalStock: 3,
  ...DECLARED,
  ...overrides,
});

let admin: { cookie: string };
beforeEach(async () => {
  admin = await adminSession(api.baseUrl);
});
const asAdmin = (path: string, options: Parameters<typeof call>[2] = {}) => call(api.baseUrl, path, { ...options, cookie: admin.cookie });
const add = async (overrides: Record<string, unknown> = {}) => {
  const answer = await asAdmin("/api/admin/products/add", { json: newProduct(overrides) });
  expect(answer.status).toBe(201);
  return answer.body.data as Product;
};

describe("GET /api/shop/products/by-slug/:slug", () => {
  it("answers the product that holds the slug, in the contract's shape", async () => {
    const almond = testProducts.find((p) => p._id === "p-a")!;
    const answer = await bySlug("almond-truffles");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: almond });
  });

  it("answers 404 with the catalogue's message for an unknown slug, in the caller's language", async () => {
    const answer = await bySlug("no-such-chocolate");
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, code: "catalog.productNotFound", message: renderMessage("catalog.productNotFound") });
    const he = await bySlug("no-such-chocolate", { "Accept-Language": "he" });
    expect(he.body.message).toBe(renderMessage("catalog.productNotFound", {}, "he"));
  });

  it("answers 404 for a product of an inactive category", async () => {
    expect((await bySlug("easter-egg")).status).toBe(404);
  });

  it("answers 404 for a deleted product, and its slug is never given to a new one", async () => {
    expect((await asAdmin("/api/admin/products/delete/p-c", { method: "DELETE" })).status).toBe(200);
    expect((await bySlug("cherry-bar")).status).toBe(404);
    const again = await add({ title: "Cherry Bar" });
    expect(again.slug).toBe("cherry-bar-2");
    expect((await bySlug("cherry-bar")).status).toBe(404);
    expect((await bySlug("cherry-bar-2")).body.data).toEqual(again);
  });

  it.each([
    ["a space", "dark%20swan"],
    ["a dot", "dark.swan"],
    ["a double dash", "dark--swan"],
    ["a leading dash", "-dark-swan"],
    ["letters outside ASCII", encodeURIComponent("ברבור")],
    ["more than 100 characters", "a".repeat(101)],
  ])("refuses a slug with %s with 400 and a clear message", async (_what, slug) => {
    const answer = await bySlug(slug);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errors: { slug: renderMessage("catalog.productSlugInvalid") } });
  });

  it("reads a product stored before slugs by its id", async () => {
    await db().collection("products").doc("p-a").update({ slug: "" });
    const answer = await bySlug("p-a");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: "p-a", slug: "p-a" });
  });
});

describe("the slug the admin's add makes", () => {
  it("is made from the English title, readable by the page's endpoint", async () => {
    const swan = await add();
    expect(swan.slug).toBe("dark-chocolate-swan");
    expect((await db().collection("productSlugs").doc("dark-chocolate-swan").get()).data()).toEqual({ productId: swan._id });
    expect((await bySlug("dark-chocolate-swan")).body.data).toEqual(swan);
  });

  it("differs for two products of the same title", async () => {
    const first = await add();
    const second = await add();
    const third = await add({ title: "  dark chocolate SWAN!  " });
    expect([first.slug, second.slug, third.slug]).toEqual(["dark-chocolate-swan", "dark-chocolate-swan-2", "dark-chocolate-swan-3"]);
    expect((await bySlug("dark-chocolate-swan-2")).body.data).toEqual(second);
  });

  it("is spelled in Latin letters for a Hebrew-only title", async () => {
    expect((await add({ title: "ברבור שוקולד" })).slug).toBe("brbvr-shvkvld");
  });

  it("stays when an edit changes the title, so shared links keep working", async () => {
    const swan = await add();
    const edited = await asAdmin(`/api/admin/products/edit/${swan._id}`, { method: "PUT", json: newProduct({ title: "Milk Chocolate Swan" }) });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ slug: "dark-chocolate-swan", title: "Milk Chocolate Swan" });
    expect((await bySlug("dark-chocolate-swan")).body.data).toMatchObject({ _id: swan._id, title: "Milk Chocolate Swan" });
    expect((await bySlug("milk-chocolate-swan")).status).toBe(404);
  });

  it("is given by an edit to a product stored before slugs; its id still reads it", async () => {
    await db().collection("products").doc("p-d").update({ slug: "" });
    await db().collection("productSlugs").doc("dark-truffles").delete();
    const { _id, slug: _slug, averageReview: _avg, ...fields } = testProducts.find((p) => p._id === "p-d")!;
    const edited = await asAdmin("/api/admin/products/edit/p-d", { method: "PUT", json: { ...fields, ...DECLARED, title: "Dark Truffles" } });
    expect(edited.body.data).toMatchObject({ slug: "dark-truffles" });
    expect((await bySlug("dark-truffles")).body.data).toMatchObject({ _id: "p-d" });
    expect((await bySlug("p-d")).body.data).toMatchObject({ _id: "p-d" });
  });
});

describe("listActiveProductSlugs (the sitemap's products)", () => {
  it("lists the slug and last change of every product the storefront shows", async () => {
    const entries = await listActiveProductSlugs();
    expect(entries.map((e) => e.slug)).toEqual(["almond-truffles", "bitter-bar", "cherry-bar", "dark-truffles", "fig-bonbon"]);
    for (const entry of entries) expect(new Date(entry.updatedAt).getTime()).toBeGreaterThan(0);
  });
});
