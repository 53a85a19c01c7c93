/** POST /api/common/feature/add and DELETE /api/common/feature/delete/:id (admin only) over real HTTP. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rm } from "node:fs/promises";
import { renderMessage, type FeatureImage } from "@cocoa/contracts";
import { db, firestoreModule } from "../../src/platform/firebase";
import { adminSession, emptyImageDir, uploadedImageUrl, useTempImageDir } from "./admin-support";
import { call, registeredSession, useTestApi } from "./helpers";

/** The texts and link of a banner added with an image only. */
const blank = { headline: "", headlineHe: "", text: "", textHe: "", alt: "", altHe: "", link: "" };

const api = useTestApi();
let imageDir: string;
let admin: { cookie: string; uid: string };
let shopper: { cookie: string; uid: string };

beforeAll(async () => {
  imageDir = await useTempImageDir();
});
afterAll(async () => {
  await rm(imageDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await emptyImageDir(imageDir);
  const { Timestamp } = firestoreModule();
  await db().collection("features").doc("older").set({ ...blank, image: "/images/banners/atelier-truffles.svg", order: 0, active: true, createdAt: Timestamp.fromMillis(1_000) });
  await db().collection("features").doc("newer").set({ ...blank, image: "/images/banners/ruby-season.svg", order: 1, active: true, createdAt: Timestamp.fromMillis(2_000) });
  admin = await adminSession(api.baseUrl);
  shopper = await registeredSession(api.baseUrl);
});

const banners = async () => (await call(api.baseUrl, "/api/common/feature/get")).body.data as FeatureImage[];
const storedFeatures = async () => Object.fromEntries((await db().collection("features").get()).docs.map((d) => [d.id, d.data()]));
const add = (json: unknown, cookie = admin.cookie, headers?: Record<string, string>) =>
  call(api.baseUrl, "/api/common/feature/add", { json, cookie, headers });
const remove = (id: string, cookie = admin.cookie) => call(api.baseUrl, `/api/common/feature/delete/${id}`, { method: "DELETE", cookie });

describe("admin only", () => {
  it("refuses a guest with 401 and a shopper with 403, and changes nothing", async () => {
    const before = await storedFeatures();
    const image = "/images/banners/gift-collection.svg";
    expect((await call(api.baseUrl, "/api/common/feature/add", { json: { image } })).status).toBe(401);
    expect((await call(api.baseUrl, "/api/common/feature/delete/older", { method: "DELETE" })).status).toBe(401);
    expect((await add({ image }, shopper.cookie)).status).toBe(403);
    expect((await remove("older", shopper.cookie)).status).toBe(403);
    expect(await storedFeatures()).toEqual(before);
  });

  it("keeps GET public and in order, oldest first", async () => {
    expect((await banners()).map((b) => b._id)).toEqual(["older", "newer"]);
  });
});

describe("POST /api/common/feature/add", () => {
  it("adds an uploaded image as the last banner", async () => {
    const url = await uploadedImageUrl(api.baseUrl, admin.cookie);
    const answer = await add({ image: url });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: renderMessage("banner.added"),
      data: { _id: expect.any(String), image: url, ...blank, order: 2, active: true },
    });
    const id = (answer.body.data as FeatureImage)._id;
    expect(await banners()).toEqual([
      { _id: "older", image: "/images/banners/atelier-truffles.svg", ...blank, order: 0, active: true },
      { _id: "newer", image: "/images/banners/ruby-season.svg", ...blank, order: 1, active: true },
      // The upload's resized copies come with it (a 2 px image gives one, at its own width).
      { _id: id, image: url, imageVariants: [{ width: 2, url: url.replace(/\.png$/, "-2w.webp") }], ...blank, order: 2, active: true },
    ]);
  });

  it("takes one of the seed's static banner images", async () => {
    const answer = await add({ image: "/images/banners/gift-collection.svg" });
    expect(answer.status).toBe(201);
    expect((await banners()).at(-1)?.image).toBe("/images/banners/gift-collection.svg");
  });

  it.each([
    ["a foreign URL", { image: "https://example.com/banner.png" }, "That image is not one the shop stored; upload it first."],
    ["an upload nobody stored", { image: "/api/images/1b4e28ba-2fa1-11d2-883f-0016d3cca427.png" }, "That image is not one the shop stored; upload it first."],
    ["a static path the shop does not ship", { image: "/images/banners/elsewhere.svg" }, "That image is not one the shop stored; upload it first."],
    ["a javascript: URL", { image: "javascript:alert(1)" }, "That image is not one the shop stored; upload it first."],
    ["no image", {}, "Upload an image first."],
    ["a blank image", { image: "  " }, "Upload an image first."],
  ])("refuses %s with 400 and adds nothing", async (_name, json, message) => {
    const before = await storedFeatures();
    const answer = await add(json);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errors: { image: message } });
    expect(await storedFeatures()).toEqual(before);
  });

  it("answers in Hebrew for a Hebrew caller", async () => {
    const answer = await add({ image: "/images/banners/gift-collection.svg" }, admin.cookie, { "Accept-Language": "he" });
    expect(answer.body.message).toBe("תמונת הבאנר הועלתה");
    const refused = await add({ image: "https://example.com/x.png" }, admin.cookie, { "Accept-Language": "he" });
    expect(refused.body.errors).toEqual({ image: "התמונה הזו אינה שמורה בחנות; יש להעלות אותה קודם." });
  });
});

describe("DELETE /api/common/feature/delete/:id", () => {
  it("deletes the banner; the rest keep their order", async () => {
    const answer = await remove("older");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "banner.deleted", message: renderMessage("banner.deleted"), data: { _id: "older" } });
    expect((await banners()).map((b) => b._id)).toEqual(["newer"]);
  });

  it("answers 404 for an unknown id (and a second delete), 400 for a malformed one", async () => {
    expect((await remove("older")).status).toBe(200);
    const again = await remove("older");
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, code: "banner.notFound", message: renderMessage("banner.notFound") });
    expect((await remove("nope")).status).toBe(404);
    expect((await remove(encodeURIComponent("a b"))).status).toBe(400);
    expect((await banners()).map((b) => b._id)).toEqual(["newer"]);
  });
});

const content = {
  headline: "Ruby season",
  headlineHe: "עונת הרובי",
  text: "Raspberry and ruby chocolate.",
  textHe: "פטל ושוקולד רובי.",
  alt: "A ruby heart",
  altHe: "לב רובי",
  link: "/shop/listing?category=seasonal",
  active: true,
};
const update = (id: string, json: unknown, cookie = admin.cookie, headers?: Record<string, string>) =>
  call(api.baseUrl, `/api/common/feature/update/${id}`, { method: "PUT", json, cookie, headers });
const reorder = (json: unknown, cookie = admin.cookie) => call(api.baseUrl, "/api/common/feature/reorder", { method: "PUT", json, cookie });
const allBanners = async () => (await call(api.baseUrl, "/api/common/feature/all", { cookie: admin.cookie })).body.data as FeatureImage[];

describe("banner texts, link, order and switch", () => {
  it("adds a banner with its texts in both languages and its link", async () => {
    const answer = await add({ image: "/images/banners/gift-collection.svg", ...content });
    expect(answer.status).toBe(201);
    expect((await banners()).at(-1)).toEqual({ _id: expect.any(String), image: "/images/banners/gift-collection.svg", ...content, order: 2 });
  });

  it("updates a banner's texts and link", async () => {
    const answer = await update("newer", content);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ _id: "newer", image: "/images/banners/ruby-season.svg", ...content, order: 1 });
    expect((await banners())[1]).toEqual(answer.body.data);
  });

  it("serves inactive banners to the owner only", async () => {
    expect((await update("older", { ...content, active: false })).status).toBe(200);
    expect((await banners()).map((b) => b._id)).toEqual(["newer"]);
    expect((await allBanners()).map((b) => [b._id, b.active])).toEqual([
      ["older", false],
      ["newer", true],
    ]);
    expect((await call(api.baseUrl, "/api/common/feature/all", { cookie: shopper.cookie })).status).toBe(403);
    expect((await call(api.baseUrl, "/api/common/feature/all")).status).toBe(401);
  });

  it("reorders the banners, and the storefront follows the order", async () => {
    const answer = await reorder({ ids: ["newer", "older"] });
    expect(answer.status).toBe(200);
    expect((answer.body.data as FeatureImage[]).map((b) => [b._id, b.order])).toEqual([
      ["newer", 0],
      ["older", 1],
    ]);
    expect((await banners()).map((b) => b._id)).toEqual(["newer", "older"]);
  });

  it("refuses a reorder that leaves a banner out (409) or repeats one (400), and changes nothing", async () => {
    const before = await storedFeatures();
    expect((await reorder({ ids: ["newer"] })).status).toBe(409);
    expect((await reorder({ ids: ["newer", "newer"] })).status).toBe(400);
    expect((await reorder({ ids: ["newer", "older"] }, shopper.cookie)).status).toBe(403);
    expect(await storedFeatures()).toEqual(before);
  });

  it.each([
    ["another site", { link: "https://example.com/" }, "link"],
    ["a protocol-relative link", { link: "//example.com/shop/home" }, "link"],
    ["a javascript: link", { link: "javascript:alert(1)" }, "link"],
    ["an admin page", { link: "/admin/dashboard" }, "link"],
    ["an overlong headline", { headline: "h".repeat(61) }, "headline"],
    ["an overlong Hebrew text", { textHe: "ש".repeat(141) }, "textHe"],
    ["a two-line alt text", { alt: "one\ntwo" }, "alt"],
    ["a non-boolean switch", { active: "yes" }, "active"],
  ])("refuses %s with 400 and a message for the field", async (_name, change, field) => {
    const before = await storedFeatures();
    const answer = await update("newer", { ...content, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errors: { [field]: expect.any(String) } });
    expect((await add({ image: "/images/banners/gift-collection.svg", ...content, ...change })).status).toBe(400);
    expect(await storedFeatures()).toEqual(before);
  });

  it("says why a link is refused, in Hebrew for a Hebrew caller", async () => {
    const answer = await update("newer", { ...content, link: "https://example.com" }, admin.cookie, { "Accept-Language": "he" });
    expect(answer.body.errors).toEqual({ link: "הקישור חייב להוביל לדף בחנות ולהתחיל ב־/shop/ (למשל /shop/listing?category=truffles)." });
  });

  it("answers 404 for an unknown banner", async () => {
    expect((await update("gone", content)).status).toBe(404);
  });
});
