/**
 * /api/admin/promotions over real HTTP: creating code and automatic promotions, the form's checks
 * (field messages, targets that must exist, dates on the shop's clock), a code held once in any case
 * (two saves of it at once too), an edit keeping what orders counted, pause / resume / end with ended
 * final, the list and a promotion's paid orders a page at a time, nobody but an admin let in; and the
 * storefront's offer badges, which follow an automatic promotion's state and scope.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  defaultDeliverySettings,
  renderMessage,
  type ProductCard,
  type Promotion,
  type PromotionOrder,
  type PromotionRequest,
} from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { forgetCachedDeliverySettings } from "../../src/modules/delivery";
import { forgetCachedPromotions, promotionCodeId } from "../../src/modules/promotions";
import { adminSession } from "./admin-support";
import { call, registeredSession, useTestApi, type ApiAnswer } from "./helpers";

const api = useTestApi({ seed: true });
let admin: string;

/** The promotions' collections, which the shared reset does not empty. */
const PROMOTION_COLLECTIONS = ["promotions", "promotionCodes", "promotionRedemptions"];

beforeEach(async () => {
  for (const name of PROMOTION_COLLECTIONS) {
    const snapshot = await db().collection(name).get();
    await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
  }
  forgetCachedPromotions();
  admin = (await adminSession(api.baseUrl)).cookie;
});

const codeInput = (overrides: Partial<PromotionRequest> = {}): PromotionRequest => ({
  kind: "code",
  code: "spring15",
  name: "Spring 15%",
  nameHe: "אביב 15%",
  benefit: { type: "percent", percent: 15 },
  scope: { type: "order" },
  minSubtotal: 6000,
  oncePerCustomer: true,
  ...overrides,
});

const barsInput = (overrides: Partial<PromotionRequest> = {}): PromotionRequest => ({
  kind: "automatic",
  name: "Bar Friday",
  nameHe: "שישי של טבלאות",
  benefit: { type: "percent", percent: 10 },
  scope: { type: "categories", categoryIds: ["bars"] },
  ...overrides,
});

const add = (json: unknown, cookie = admin, headers?: Record<string, string>) => call(api.baseUrl, "/api/admin/promotions", { method: "POST", json, cookie, headers });
const edit = (id: string, json: unknown, cookie = admin) => call(api.baseUrl, `/api/admin/promotions/edit/${id}`, { method: "PUT", json, cookie });
const setStatus = (id: string, status: string, cookie = admin) => call(api.baseUrl, `/api/admin/promotions/status/${id}`, { method: "PUT", json: { status }, cookie });
const list = (query = "", cookie = admin) => call(api.baseUrl, `/api/admin/promotions${query}`, { cookie });
const details = (id: string, cookie = admin) => call(api.baseUrl, `/api/admin/promotions/details/${id}`, { cookie });
const ordersOf = (id: string, query = "", cookie = admin) => call(api.baseUrl, `/api/admin/promotions/orders/${id}${query}`, { cookie });

async function created(json: unknown): Promise<Promotion> {
  const answer = await add(json);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Promotion;
}

const stored = async (id: string) => (await db().collection("promotions").doc(id).get()).data();
const claimOf = async (code: string) => (await db().collection("promotionCodes").doc(promotionCodeId(code)).get()).data();
const errorsOf = (answer: ApiAnswer) => answer.body.errors as Record<string, string> | undefined;

describe("creating", () => {
  it("stores a code promotion as typed, upper case, active and unused, with its claim", async () => {
    const answer = await add(codeInput({ startsAt: "2030-01-01T10:00", endsAt: "2030-01-31T23:59", usageLimit: 100 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ success: true, code: "promo.saved", message: renderMessage("promo.saved") });
    const promotion = answer.body.data as Promotion;
    expect(promotion).toMatchObject({
      kind: "code",
      code: "SPRING15",
      name: "Spring 15%",
      nameHe: "אביב 15%",
      status: "active",
      benefit: { type: "percent", percent: 15 },
      scope: { type: "order" },
      minSubtotal: 6000,
      startsAt: "2030-01-01T10:00",
      endsAt: "2030-01-31T23:59",
      usageLimit: 100,
      oncePerCustomer: true,
      firstOrderOnly: false,
      combinable: false,
      uses: 0,
      revenue: 0,
      discountGiven: 0,
    });
    expect(promotion.updatedAt).toBe(promotion.createdAt);
    // The instants on the shop's clock: Jerusalem is UTC+2 in January.
    const { _id, ...fields } = promotion;
    expect(await stored(_id)).toEqual({ ...fields, codeKey: "SPRING15", startsAtMs: Date.UTC(2030, 0, 1, 8, 0), endsAtMs: Date.UTC(2030, 0, 31, 21, 59) });
    expect(await claimOf("SPRING15")).toEqual({ promotionId: promotion._id });
    expect((await details(promotion._id)).body.data).toEqual(promotion);
  });

  it("stores an automatic promotion without a code, its dates by the delivery settings' time zone", async () => {
    const settings = defaultDeliverySettings({ defaultShippingCost: 1000, freeShippingThreshold: 10000 });
    await db().collection("settings").doc("delivery").set({ ...settings, timeZone: "America/New_York" });
    forgetCachedDeliverySettings();
    const promotion = await created(barsInput({ startsAt: "2030-07-01T09:00", endsAt: null, scope: { type: "products", productIds: ["p-a", "p-c"] }, benefit: { type: "amount", amount: 500 } }));
    expect(promotion).toMatchObject({ kind: "automatic", status: "active", scope: { type: "products", productIds: ["p-a", "p-c"] }, benefit: { type: "amount", amount: 500 }, startsAt: "2030-07-01T09:00", endsAt: null, usageLimit: null, minSubtotal: 0 });
    expect(promotion).not.toHaveProperty("code");
    const data = await stored(promotion._id);
    expect(data).toMatchObject({ startsAtMs: Date.UTC(2030, 6, 1, 13, 0), endsAtMs: null });
    expect(data).not.toHaveProperty("codeKey");
    expect((await db().collection("promotionCodes").get()).size).toBe(0);
  });

  const invalid: [string, Partial<PromotionRequest>, Record<string, string>][] = [
    ["a code with a space", { code: "no way" }, { code: renderMessage("promo.codeFormat", { min: 3, max: 32 }) }],
    ["a code too short", { code: "ab" }, { code: renderMessage("promo.codeFormat", { min: 3, max: 32 }) }],
    ["a code promotion without its code", { code: undefined }, { code: renderMessage("promo.codeRequired") }],
    ["a code on an automatic promotion", { kind: "automatic" }, { code: renderMessage("promo.codeOnAutomatic") }],
    ["an end before the start", { startsAt: "2030-05-02T10:00", endsAt: "2030-05-01T10:00" }, { endsAt: renderMessage("promo.endBeforeStart") }],
    ["a date written otherwise", { startsAt: "2030-05-02 10:00" }, { startsAt: renderMessage("promo.dateFormat") }],
    ["a percentage of 0", { benefit: { type: "percent", percent: 0 } }, { "benefit.percent": renderMessage("promo.percent", { min: 1, max: 100 }) }],
    ["a percentage of 101", { benefit: { type: "percent", percent: 101 } }, { "benefit.percent": renderMessage("promo.percent", { min: 1, max: 100 }) }],
    ["no targets", { scope: { type: "categories", categoryIds: [] } }, { "scope.categoryIds": renderMessage("promo.targetsRequired") }],
  ];

  it.each(invalid)("refuses %s with 400 field messages and writes nothing", async (_name, overrides, errors) => {
    const answer = await add(codeInput(overrides));
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual(errors);
    expect((await db().collection("promotions").get()).size).toBe(0);
  });

  it("refuses a day the calendar does not have", async () => {
    const answer = await add(codeInput({ startsAt: "2030-02-30T10:00" }));
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual({ startsAt: renderMessage("promo.dateFormat") });
  });

  it("refuses a category or product that does not exist, naming it", async () => {
    const category = await add(barsInput({ scope: { type: "categories", categoryIds: ["bars", "cakes"] } }));
    expect(category.status).toBe(400);
    expect(category.body).toMatchObject({ code: "promo.unknownTarget", params: { id: "cakes" } });
    expect(errorsOf(category)).toEqual({ "scope.categoryIds": renderMessage("promo.unknownTarget", { id: "cakes" }) });
    const product = await add(barsInput({ scope: { type: "products", productIds: ["p-a", "p-gone"] } }));
    expect(product.status).toBe(400);
    expect(errorsOf(product)).toEqual({ "scope.productIds": renderMessage("promo.unknownTarget", { id: "p-gone" }) });
    // An inactive category is one the owner may plan for.
    expect((await add(barsInput({ scope: { type: "categories", categoryIds: ["seasonal"] } }))).status).toBe(201);
    expect((await db().collection("promotions").get()).size).toBe(1);
  });

  it("answers in Hebrew to a Hebrew caller", async () => {
    const answer = await add(codeInput({ benefit: { type: "percent", percent: 0 } }), admin, { "Accept-Language": "he" });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)?.["benefit.percent"]).toBe(renderMessage("promo.percent", { min: 1, max: 100 }, "he"));
    const saved = await add(codeInput(), admin, { "Accept-Language": "he" });
    expect(saved.body.message).toBe(renderMessage("promo.saved", undefined, "he"));
  });
});

describe("a code is held once", () => {
  it("refuses a code another promotion has, in any case, an ended one's too", async () => {
    const first = await created(codeInput({ code: "WELCOME10" }));
    for (const code of ["WELCOME10", "welcome10", " Welcome10 "]) {
      const answer = await add(codeInput({ code }));
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: "promo.codeTaken", message: renderMessage("promo.codeTaken") });
    }
    expect((await setStatus(first._id, "ended")).status).toBe(200);
    expect((await add(codeInput({ code: "welcome10" }))).status).toBe(409);
    expect((await db().collection("promotions").get()).size).toBe(1);
  });

  it("gives a code to one of two saves made at once", async () => {
    const answers = await Promise.all([add(codeInput({ code: "race5", name: "One" })), add(codeInput({ code: "RACE5", name: "Two" }))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const holders = await db().collection("promotions").where("codeKey", "==", "RACE5").get();
    expect(holders.size).toBe(1);
    expect(await claimOf("RACE5")).toEqual({ promotionId: holders.docs[0]!.id });
  });

  it("refuses a code a promotion written without a claim holds", async () => {
    await db().collection("promotions").doc("by-hand").set({ kind: "code", code: "HANDMADE", codeKey: "HANDMADE", name: "By hand", status: "active", createdAt: new Date().toISOString() });
    expect((await add(codeInput({ code: "handmade" }))).status).toBe(409);
  });

  it("frees a code an edit gives up, and claims the new one", async () => {
    const promotion = await created(codeInput({ code: "OLDCODE" }));
    const answer = await edit(promotion._id, codeInput({ code: "newcode" }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body.data as Promotion).code).toBe("NEWCODE");
    expect(await claimOf("OLDCODE")).toBeUndefined();
    expect(await claimOf("NEWCODE")).toEqual({ promotionId: promotion._id });
    expect((await add(codeInput({ code: "oldcode" }))).status).toBe(201);
    // Saving its own code again is no conflict; taking another's is.
    expect((await edit(promotion._id, codeInput({ code: "NEWCODE", name: "Renamed" }))).status).toBe(200);
    expect((await edit(promotion._id, codeInput({ code: "OLDCODE" }))).status).toBe(409);
  });
});

describe("editing and status", () => {
  it("keeps the status, uses, revenue, discount given and createdAt", async () => {
    const promotion = await created(codeInput());
    await db().collection("promotions").doc(promotion._id).update({ uses: 4, revenue: 32_000, discountGiven: 4_800 });
    expect((await setStatus(promotion._id, "paused")).status).toBe(200);
    const answer = await edit(promotion._id, codeInput({ name: "Spring 20%", benefit: { type: "percent", percent: 20 }, nameHe: undefined, usageLimit: 10 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ code: "promo.saved" });
    const edited = answer.body.data as Promotion;
    expect(edited).toMatchObject({ name: "Spring 20%", nameHe: "", benefit: { type: "percent", percent: 20 }, usageLimit: 10, status: "paused", uses: 4, revenue: 32_000, discountGiven: 4_800, createdAt: promotion.createdAt });
    expect(edited.updatedAt >= promotion.updatedAt).toBe(true);
    expect((await details(promotion._id)).body.data).toEqual(edited);
  });

  it("turns a code promotion into an automatic one, its code and claim gone", async () => {
    const promotion = await created(codeInput());
    const answer = await edit(promotion._id, barsInput());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).not.toHaveProperty("code");
    // Null, not deleted (the Node emulator ignores a field's delete): no code either way.
    const data = await stored(promotion._id);
    expect(data?.code ?? null).toBeNull();
    expect(data?.codeKey ?? null).toBeNull();
    expect(await claimOf("SPRING15")).toBeUndefined();
    expect((await add(codeInput())).status).toBe(201);
  });

  it("pauses, resumes and ends; ended is final", async () => {
    const promotion = await created(barsInput());
    const paused = await setStatus(promotion._id, "paused");
    expect(paused.body).toMatchObject({ code: "promo.saved", data: { status: "paused" } });
    expect((await setStatus(promotion._id, "active")).body.data).toMatchObject({ status: "active" });
    expect((await setStatus(promotion._id, "active")).status).toBe(200);
    expect((await setStatus(promotion._id, "ended")).body.data).toMatchObject({ status: "ended" });
    for (const status of ["active", "paused", "ended"]) {
      const answer = await setStatus(promotion._id, status);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: "promo.ended", message: renderMessage("promo.ended") });
    }
    expect((await edit(promotion._id, barsInput({ name: "Again" }))).status).toBe(409);
    expect(await stored(promotion._id)).toMatchObject({ status: "ended", name: "Bar Friday" });
    expect((await setStatus(promotion._id, "later")).status).toBe(400);
  });

  it("answers 404 for a promotion that does not exist, 400 for a malformed id", async () => {
    for (const answer of [await details("nope"), await edit("nope", barsInput()), await setStatus("nope", "paused"), await ordersOf("nope")]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: "promo.notFound" });
    }
    expect((await details("a%2Fb")).status).toBe(400);
  });
});

describe("lists", () => {
  it("lists the promotions newest first, a page at a time", async () => {
    const made: Promotion[] = [];
    for (const name of ["First", "Second", "Third"]) made.push(await created(barsInput({ name })));
    const first = await list("?pageSize=2");
    expect(first.status).toBe(200);
    expect((first.body.data as Promotion[]).map((p) => p.name)).toEqual(["Third", "Second"]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await list(`?pageSize=2&cursor=${first.body.nextCursor as string}`);
    expect((second.body.data as Promotion[]).map((p) => p.name)).toEqual(["First"]);
    expect(second.body.nextCursor).toBeNull();
    expect((await list("?pageSize=0")).status).toBe(400);
    expect((await list("?cursor=bad")).status).toBe(400);
  });

  it("lists a promotion's paid orders newest first, with what it took from each", async () => {
    const promotion = await created(codeInput());
    const other = await created(barsInput());
    const order = (id: string, day: number, paymentStatus: string, promotionIds: string[], discounts: object[]) =>
      db().collection("orders").doc(id).set({
        orderNumber: `CA-${id}`,
        userId: "someone",
        userName: `Shopper ${id}`,
        orderDate: new Date(Date.UTC(2030, 0, day, 12)).toISOString(),
        orderStatus: "confirmed",
        paymentStatus,
        currency: "USD",
        totalAmount: 10_000 + day,
        promotionIds,
        discounts,
      });
    const mine = (amount: number, shippingAmount = 0) => ({ promotionId: promotion._id, kind: "code", code: "SPRING15", name: "Spring 15%", nameHe: "אביב 15%", benefit: "percent", amount, shippingAmount, freeDelivery: false });
    const theirs = { promotionId: other._id, kind: "automatic", name: "Bar Friday", nameHe: "שישי של טבלאות", benefit: "percent", amount: 300, shippingAmount: 0, freeDelivery: false };
    await Promise.all([
      order("o1", 1, "paid", [promotion._id], [mine(1500)]),
      order("o2", 2, "paid", [promotion._id, other._id], [theirs, mine(1200, 400)]),
      order("o3", 3, "pending", [promotion._id], [mine(900)]),
      order("o4", 4, "paid", [other._id], [theirs]),
      order("o5", 5, "paid", [promotion._id], [mine(700)]),
      order("o6", 6, "paid", [], []),
    ]);
    const first = await ordersOf(promotion._id, "?pageSize=2");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual([
      { _id: "o5", orderNumber: "CA-o5", orderDate: "2030-01-05T12:00:00.000Z", userName: "Shopper o5", orderStatus: "confirmed", paymentStatus: "paid", totalAmount: 10_005, discount: 700, currency: "USD" },
      { _id: "o2", orderNumber: "CA-o2", orderDate: "2030-01-02T12:00:00.000Z", userName: "Shopper o2", orderStatus: "confirmed", paymentStatus: "paid", totalAmount: 10_002, discount: 1600, currency: "USD" },
    ] satisfies PromotionOrder[]);
    const second = await ordersOf(promotion._id, `?pageSize=2&cursor=${first.body.nextCursor as string}`);
    expect((second.body.data as PromotionOrder[]).map((o) => [o._id, o.discount])).toEqual([["o1", 1500]]);
    expect(second.body.nextCursor).toBeNull();
    expect((await ordersOf(other._id)).body.data).toMatchObject([{ _id: "o4", discount: 300 }, { _id: "o2", discount: 300 }]);
    // A cursor belongs to its promotion.
    expect((await ordersOf(other._id, `?cursor=${first.body.nextCursor as string}`)).status).toBe(400);
  });
});

describe("who may call", () => {
  it("answers 401 without a session and 403 to a shopper, for every call", async () => {
    const promotion = await created(barsInput());
    const { cookie: shopperCookie } = await registeredSession(api.baseUrl);
    const calls = (cookie?: string) => [
      call(api.baseUrl, "/api/admin/promotions", { cookie }),
      call(api.baseUrl, `/api/admin/promotions/details/${promotion._id}`, { cookie }),
      call(api.baseUrl, "/api/admin/promotions", { method: "POST", json: barsInput(), cookie }),
      call(api.baseUrl, `/api/admin/promotions/edit/${promotion._id}`, { method: "PUT", json: barsInput(), cookie }),
      call(api.baseUrl, `/api/admin/promotions/status/${promotion._id}`, { method: "PUT", json: { status: "ended" }, cookie }),
      call(api.baseUrl, `/api/admin/promotions/orders/${promotion._id}`, { cookie }),
    ];
    for (const answer of await Promise.all(calls())) expect(answer.status).toBe(401);
    for (const answer of await Promise.all(calls(shopperCookie))) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: "auth.adminOnly" });
    }
    expect(await stored(promotion._id)).toMatchObject({ status: "active", name: "Bar Friday" });
    expect((await db().collection("promotions").get()).size).toBe(1);
  });
});

describe("offer badges", () => {
  const listing = async () => {
    const answer = await call(api.baseUrl, "/api/shop/products/get?sortBy=price-lowtohigh");
    expect(answer.status).toBe(200);
    return new Map((answer.body.data as ProductCard[]).map((card) => [card._id, card.offer]));
  };
  const offerOf = async (path: string) => ((await call(api.baseUrl, path)).body.data as { offer?: unknown }).offer;

  it("shows an active automatic promotion on the products it covers, on every storefront answer", async () => {
    const promotion = await created(barsInput({ minSubtotal: 2000 }));
    const offer = { promotionId: promotion._id, name: "Bar Friday", nameHe: "שישי של טבלאות", benefit: { type: "percent", percent: 10 }, minSubtotal: 2000 };
    const cards = await listing();
    expect(cards.get("p-b")).toEqual(offer);
    expect(cards.get("p-c")).toEqual(offer);
    for (const id of ["p-a", "p-d", "p-f"]) expect(cards.get(id), id).toBeUndefined();
    expect(await offerOf("/api/shop/products/get/p-c")).toEqual(offer);
    expect(await offerOf("/api/shop/products/by-slug/cherry-bar")).toEqual(offer);
    expect(await offerOf("/api/shop/products/by-slug/almond-truffles")).toBeUndefined();
    const search = await call(api.baseUrl, "/api/shop/search/cherry");
    expect((search.body.data as ProductCard[]).find((card) => card._id === "p-c")?.offer).toEqual(offer);
    const home = (await call(api.baseUrl, "/api/shop/products/home")).body.data as { featured: ProductCard[]; recommended: ProductCard[] };
    const homeCards = [...home.featured, ...home.recommended];
    expect(homeCards.length).toBeGreaterThan(0);
    for (const card of homeCards) expect(card.offer, card._id).toEqual(card.category === "bars" ? offer : undefined);
  });

  it("shows none while paused, after it ends, or before it starts; and never a code promotion's", async () => {
    const promotion = await created(barsInput());
    await created(codeInput({ scope: { type: "categories", categoryIds: ["bars"] } }));
    expect((await listing()).get("p-b")).toMatchObject({ promotionId: promotion._id });
    await setStatus(promotion._id, "paused");
    expect((await listing()).get("p-b")).toBeUndefined();
    await setStatus(promotion._id, "active");
    expect((await listing()).get("p-b")).toMatchObject({ promotionId: promotion._id });
    await edit(promotion._id, barsInput({ startsAt: "2099-01-01T00:00" }));
    expect((await listing()).get("p-b")).toBeUndefined();
    expect(await offerOf("/api/shop/products/get/p-b")).toBeUndefined();
    await edit(promotion._id, barsInput({ startsAt: "2020-01-01T00:00", endsAt: "2021-01-01T00:00" }));
    expect((await listing()).get("p-b")).toBeUndefined();
    await edit(promotion._id, barsInput());
    await setStatus(promotion._id, "ended");
    expect((await listing()).get("p-b")).toBeUndefined();
  });

  it("prefers the larger of two percentages, and names products outside a category", async () => {
    const ten = await created(barsInput());
    const twenty = await created(barsInput({ name: "Cherry week", benefit: { type: "percent", percent: 20 }, scope: { type: "products", productIds: ["p-c", "p-a"] } }));
    const cards = await listing();
    expect(cards.get("p-b")).toMatchObject({ promotionId: ten._id });
    expect(cards.get("p-c")).toMatchObject({ promotionId: twenty._id, benefit: { type: "percent", percent: 20 } });
    expect(cards.get("p-a")).toMatchObject({ promotionId: twenty._id });
    expect(cards.get("p-d")).toBeUndefined();
  });
});
