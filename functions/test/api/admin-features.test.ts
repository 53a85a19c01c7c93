/** POST /api/common/feature/add and DELETE /api/common/feature/delete/:id (admin only) over real HTTP. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rm } from "node:fs/promises";
import { FEATURE_IMAGE_MESSAGES, type FeatureImage } from "../../src/contracts";
import { db, firestoreModule } from "../../src/firebase";
import { adminSession, emptyImageDir, uploadedImageUrl, useTempImageDir } from "./admin-support";
import { call, registeredSession, resetEmulators, startApi, type RunningApi } from "./helpers";

let api: RunningApi;
let imageDir: string;
let admin: { cookie: string; uid: string };
let shopper: { cookie: string; uid: string };

beforeAll(async () => {
  imageDir = await useTempImageDir();
  api = await startApi();
});
afterAll(async () => {
  await resetEmulators();
  await api.close();
  await rm(imageDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await resetEmulators();
  await emptyImageDir(imageDir);
  const { Timestamp } = firestoreModule();
  await db().collection("features").doc("older").set({ image: "/images/banners/atelier-truffles.svg", createdAt: Timestamp.fromMillis(1_000) });
  await db().collection("features").doc("newer").set({ image: "/images/banners/ruby-season.svg", createdAt: Timestamp.fromMillis(2_000) });
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
    expect(answer.body).toEqual({ success: true, message: FEATURE_IMAGE_MESSAGES.added, data: { _id: expect.any(String), image: url } });
    const id = (answer.body.data as FeatureImage)._id;
    expect(await banners()).toEqual([
      { _id: "older", image: "/images/banners/atelier-truffles.svg" },
      { _id: "newer", image: "/images/banners/ruby-season.svg" },
      { _id: id, image: url },
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
    expect(answer.body).toEqual({ success: true, message: FEATURE_IMAGE_MESSAGES.deleted, data: { _id: "older" } });
    expect((await banners()).map((b) => b._id)).toEqual(["newer"]);
  });

  it("answers 404 for an unknown id (and a second delete), 400 for a malformed one", async () => {
    expect((await remove("older")).status).toBe(200);
    const again = await remove("older");
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: FEATURE_IMAGE_MESSAGES.notFound });
    expect((await remove("nope")).status).toBe(404);
    expect((await remove(encodeURIComponent("a b"))).status).toBe(400);
    expect((await banners()).map((b) => b._id)).toEqual(["newer"]);
  });
});
