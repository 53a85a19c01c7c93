/**
 * Gifts over real HTTP (issue 33): every field of `gift` validated like the shop's other text (the
 * invisible bidi controls dropped, control characters refused, emoji kept), nothing written on a
 * refusal; the wrapping a line of the totals computed from the settings; a one-off recipient address
 * that is not one of the buyer's three unless asked; the card's words changed until the atelier
 * starts; the admin's gift filter; and the recipient's email, in their language, with no price.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GIFT_LIMITS, defaultDeliverySettings, type CreateOrderResponse, type Order } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { forgetCachedSettings } from "../../src/modules/settings";
import { forgetCachedDeliverySettings } from "../../src/modules/delivery";
import { adminSession } from "./admin-support";
import { checkoutSteps, homeAddress, type Shopper } from "./checkout-support";
import { call, otherShopper, registeredSession, shopper, useTestApi } from "./helpers";
import { clearInbox, emailsTo, waitForEmail } from "./inbox";

const api = useTestApi({ seed: true });
let steps: ReturnType<typeof checkoutSteps>;
let dana: Shopper;

const recipientAddress = { address: "3 Herzl St", city: "Haifa", pincode: "3303003", phone: "+972 4 555 0199", notes: "Third floor, the blue door" };
const aGift = (change: Record<string, unknown> = {}) => ({
  recipientName: "Yael Ben-David",
  recipientPhone: "+972 52 555 0123",
  address: recipientAddress,
  message: "Happy birthday, Yael! 🍫",
  from: "Dana",
  wrap: false,
  hidePrices: true,
  ...change,
});

const orderCount = async () => (await db().collection("orders").count().get()).data().count;
const storedOrder = async (id: string) => (await db().collection("orders").doc(id).get()).data() ?? {};
const addressCount = async () => (await db().collection("addresses").where("userId", "==", dana.uid).count().get()).data().count;

async function giftOrder(gift: Record<string, unknown>, extra: Record<string, unknown> = {}, headers?: Record<string, string>) {
  return steps.createOrder(dana, { gift, ...extra }, headers);
}

beforeAll(() => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  dana = await registeredSession(api.baseUrl);
  await steps.addToCart(dana, "p-a", 2); // 2 × $30.00
});

describe("the gift's fields", () => {
  /** Each bad gift is refused with 400, the field's code in the caller's language, and no order. */
  const refusals: [string, Record<string, unknown> | unknown, string, string][] = [
    ["a gift that is not an object", "yes please", "gift", "gift.object"],
    ["no recipient name", aGift({ recipientName: undefined }), "gift.recipientName", "field.recipientName.required"],
    ["a blank recipient name", aGift({ recipientName: "   " }), "gift.recipientName", "field.recipientName.required"],
    ["a recipient name too long", aGift({ recipientName: "Y".repeat(GIFT_LIMITS.recipientName + 1) }), "gift.recipientName", "field.recipientName.tooLong"],
    ["a recipient name of two lines", aGift({ recipientName: "Yael\nBen-David" }), "gift.recipientName", "field.recipientName.notOneLine"],
    ["no phone", aGift({ recipientPhone: "" }), "gift.recipientPhone", "field.recipientPhone.required"],
    ["a phone with letters", aGift({ recipientPhone: "call me maybe" }), "gift.recipientPhone", "gift.phoneFormat"],
    ["a phone of five digits", aGift({ recipientPhone: "12-345" }), "gift.recipientPhone", "gift.phoneFormat"],
    ["a message too long", aGift({ message: "a".repeat(GIFT_LIMITS.message + 1) }), "gift.message", "field.giftMessage.tooLong"],
    ["a message with a control character", aGift({ message: "Happy\u0007 birthday" }), "gift.message", "field.giftMessage.controlCharacters"],
    ["a message that is not text", aGift({ message: 42 }), "gift.message", "field.giftMessage.notText"],
    ["a sender too long", aGift({ from: "D".repeat(GIFT_LIMITS.from + 1) }), "gift.from", "field.giftFrom.tooLong"],
    ["a sender of two lines", aGift({ from: "Dana\r\nand Avi" }), "gift.from", "field.giftFrom.notOneLine"],
    ["wrap that is not true or false", aGift({ wrap: "yes" }), "gift.wrap", "gift.wrap"],
    ["hidePrices that is not true or false", aGift({ hidePrices: "no" }), "gift.hidePrices", "gift.hidePrices"],
    ["a recipient email that is not one", aGift({ recipientEmail: "yael-at-example" }), "gift.recipientEmail", "gift.recipientEmail"],
    ["a recipient language the shop does not write", aGift({ recipientLanguage: "fr" }), "gift.recipientLanguage", "gift.recipientLanguage"],
    ["an address without a city", aGift({ address: { ...recipientAddress, city: "" } }), "gift.address.city", "field.city.required"],
    ["an address with a phone of letters", aGift({ address: { ...recipientAddress, phone: "ring me" } }), "gift.address.phone", "address.phoneCharacters"],
    ["saving an address that was not typed", aGift({ address: undefined, saveAddress: true }), "gift.saveAddress", "gift.saveWithoutAddress"],
  ];

  it.each(refusals)("refuses %s, with nothing written", async (_name, gift, field, code) => {
    const answer = await giftOrder(gift as Record<string, unknown>);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.errorCodes, JSON.stringify(answer.body)).toMatchObject({ [field]: { code } });
    expect(await orderCount()).toBe(0);
  });

  it("says what is wrong in Hebrew to a Hebrew caller", async () => {
    const answer = await giftOrder(aGift({ recipientPhone: "abc" }), {}, { "Accept-Language": "he" });
    expect(answer.status).toBe(400);
    expect((answer.body.errors as Record<string, string>)["gift.recipientPhone"]).toContain("ספרות");
  });

  it("drops the invisible bidi overrides and isolates everywhere, and keeps emoji and line breaks", async () => {
    const answer = await giftOrder(
      aGift({
        recipientName: "\u202EYael\u202C Ben-David",
        message: "Happy \u202Ebirthday\u202C!\n\u2066With love\u2069 🎁🍫 \u200Fשלום",
        from: "\u2067Dana\u2069",
        address: { ...recipientAddress, address: "3 \u202DHerzl\u202C St" },
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const stored = await storedOrder(answer.body.orderId as string);
    expect(stored.gift).toMatchObject({ recipientName: "Yael Ben-David", message: "Happy birthday!\nWith love 🎁🍫 \u200Fשלום", from: "Dana" });
    expect(stored.addressInfo.address).toBe("3 Herzl St");
    expect(JSON.stringify(stored)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it("answers the gift back, as the order keeps it, with the recipient written to in the buyer's language by default", async () => {
    const answer = await giftOrder(aGift({ recipientEmail: "  Yael@Example.com " }), {}, { "Accept-Language": "he" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = answer.body as unknown as CreateOrderResponse;
    expect(created.gift).toEqual({
      recipientName: "Yael Ben-David",
      recipientPhone: "+972 52 555 0123",
      destination: "oneOff",
      address: recipientAddress,
      message: "Happy birthday, Yael! 🍫",
      from: "Dana",
      wrap: false,
      hidePrices: true,
      recipientEmail: "yael@example.com",
      recipientLanguage: "he",
    });
    const details = await call(api.baseUrl, `/api/shop/order/details/${created.orderId}`, { cookie: dana.cookie });
    expect((details.body.data as Order).gift).toEqual(created.gift);
  });

  it("hides prices unless asked not to", async () => {
    const { hidePrices: _left, ...gift } = aGift();
    const answer = await giftOrder(gift);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((answer.body as unknown as CreateOrderResponse).gift?.hidePrices).toBe(true);
  });
});

describe("where the gift goes", () => {
  it("sends it to a one-off address that does not join the buyer's addresses, even when they hold three", async () => {
    for (const city of ["Tel Aviv", "Ramat Gan", "Holon"]) await steps.addAddress(dana, { ...homeAddress, city });
    const answer = await giftOrder(aGift());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const stored = await storedOrder(answer.body.orderId as string);
    expect(stored.addressInfo).toEqual({ addressId: "", ...recipientAddress });
    expect(stored.isGift).toBe(true);
    expect(await addressCount()).toBe(3);
  });

  it("saves the typed address when asked, in the same write as the order", async () => {
    const answer = await giftOrder(aGift({ saveAddress: true }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const saved = await db().collection("addresses").where("userId", "==", dana.uid).get();
    expect(saved.docs.map((doc) => doc.get("address"))).toEqual([recipientAddress.address]);
    expect((await storedOrder(answer.body.orderId as string)).addressInfo.addressId).toBe(saved.docs[0]?.id);
  });

  it("refuses to save a fourth address, and places nothing", async () => {
    for (const city of ["Tel Aviv", "Ramat Gan", "Holon"]) await steps.addAddress(dana, { ...homeAddress, city });
    const answer = await giftOrder(aGift({ saveAddress: true }));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("gift.addressListFull");
    expect(await orderCount()).toBe(0);
    expect(await addressCount()).toBe(3);
  });

  it("sends it to one of the buyer's saved addresses", async () => {
    const home = await steps.addAddress(dana);
    const answer = await giftOrder(aGift({ address: undefined }), { addressId: home._id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const stored = await storedOrder(answer.body.orderId as string);
    expect(stored.gift.destination).toBe("saved");
    expect(stored.addressInfo).toMatchObject({ addressId: home._id, city: homeAddress.city });
  });

  it("uses the typed address instead of an address id sent with it", async () => {
    const home = await steps.addAddress(dana);
    const answer = await giftOrder(aGift(), { addressId: home._id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((await storedOrder(answer.body.orderId as string)).addressInfo).toMatchObject({ addressId: "", city: "Haifa" });
  });

  it("refuses a gift with no address and no pickup", async () => {
    const answer = await giftOrder(aGift({ address: undefined }));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("request.validation");
    expect(answer.body.errorCodes).toMatchObject({ addressId: { code: "order.selectAddress" } });
  });

  it("gives a one-off address's city to the courier: the checkout's options read it without an address id", async () => {
    const options = await call(api.baseUrl, "/api/shop/delivery/options?city=Haifa", { cookie: dana.cookie });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const shipping = (options.body.data as { options: { method: string; available: boolean }[] }).options.find((option) => option.method === "shipping");
    expect(shipping?.available).toBe(true);
    const bad = await call(api.baseUrl, `/api/shop/delivery/options?city=${encodeURIComponent("Haifa\nTel Aviv")}`, { cookie: dana.cookie });
    expect(bad.status).toBe(400);
  });
});

describe("gift wrapping", () => {
  const setWrap = async (giftWrap: Record<string, unknown>) => {
    await db().collection("settings").doc("public").set({ giftWrap }, { merge: true });
    forgetCachedSettings();
  };

  it("is a line of the totals at the settings' price, computed on the server", async () => {
    await setWrap({ enabled: true, name: "Gold box", nameHe: "קופסת זהב", price: 1200 });
    const plain = await giftOrder(aGift());
    const wrapped = await giftOrder(aGift({ wrap: true }));
    expect(wrapped.status, JSON.stringify(wrapped.body)).toBe(201);
    const a = (plain.body as unknown as CreateOrderResponse).totals;
    const b = (wrapped.body as unknown as CreateOrderResponse).totals;
    expect(a.wrapCost).toBe(0);
    expect(b.wrapCost).toBe(1200);
    expect(b.totalAmount).toBe(a.totalAmount + 1200);
    expect(b.totalAmount).toBe(b.subtotal + b.shippingCost + b.wrapCost + b.taxAmount);
    const stored = await storedOrder(wrapped.body.orderId as string);
    expect(stored).toMatchObject({ wrapCost: 1200, totalAmount: b.totalAmount, gift: { wrap: true, wrapName: { en: "Gold box", he: "קופסת זהב" } } });
  });

  it("ignores a price or total the client sends", async () => {
    const answer = await giftOrder(aGift({ wrap: true, wrapCost: 1, price: 1 }), { wrapCost: 1, totalAmount: 1 });
    expect(answer.status).toBe(201);
    expect((answer.body as unknown as CreateOrderResponse).totals.wrapCost).toBe(800);
  });

  it("may be free", async () => {
    await setWrap({ enabled: true, name: "Ribbon", nameHe: "", price: 0 });
    const answer = await giftOrder(aGift({ wrap: true }));
    expect(answer.status).toBe(201);
    expect((answer.body as unknown as CreateOrderResponse).totals.wrapCost).toBe(0);
    expect((await storedOrder(answer.body.orderId as string)).gift.wrapName).toEqual({ en: "Ribbon", he: "Ribbon" });
  });

  it("is refused while switched off, with nothing written", async () => {
    await setWrap({ enabled: false, name: "Gold box", nameHe: "", price: 1200 });
    const answer = await giftOrder(aGift({ wrap: true }));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("gift.wrapUnavailable");
    expect(await orderCount()).toBe(0);
  });

  it("is set by the admin only, and checked", async () => {
    const admin = await adminSession(api.baseUrl);
    const body = { enabled: true, name: "Gold box", nameHe: "קופסת זהב", price: 950 };
    expect((await call(api.baseUrl, "/api/admin/settings/gift-wrap", { method: "PUT", json: body, cookie: dana.cookie })).status).toBe(403);
    const bad = await call(api.baseUrl, "/api/admin/settings/gift-wrap", { method: "PUT", json: { ...body, price: -1, name: "" }, cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCodes).toMatchObject({ price: { code: "giftWrap.price" }, name: { code: "field.giftWrapName.required" } });
    const saved = await call(api.baseUrl, "/api/admin/settings/gift-wrap", { method: "PUT", json: body, cookie: admin.cookie });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const settings = await call(api.baseUrl, "/api/common/settings/get");
    expect((settings.body.data as { giftWrap: unknown }).giftWrap).toEqual(body);
  });
});

async function paidGift(gift: Record<string, unknown>, extra: Record<string, unknown> = {}, language = "en") {
  const answer = await giftOrder(gift, extra, { "Accept-Language": language });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const created = answer.body as unknown as CreateOrderResponse;
  const paid = await steps.capture(dana, await steps.approve(created));
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return created;
}

describe("the gift's message after the order", () => {
  const edit = (id: string, json: unknown, who: Shopper = dana) => call(api.baseUrl, `/api/shop/order/gift-message/${id}`, { method: "PUT", json, cookie: who.cookie });

  it("can be changed by the buyer until the atelier starts on the order", async () => {
    const created = await paidGift(aGift());
    const changed = await edit(created.orderId, { message: "מזל טוב, יעל!\u202E", from: "Dana and Avi" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((changed.body.data as Order).gift).toMatchObject({ message: "מזל טוב, יעל!", from: "Dana and Avi", recipientName: "Yael Ben-David" });

    const admin = await adminSession(api.baseUrl);
    const started = await call(api.baseUrl, `/api/admin/orders/update/${created.orderId}`, { method: "PUT", json: { orderStatus: "inProcess" }, cookie: admin.cookie });
    expect(started.status).toBe(200);
    const late = await edit(created.orderId, { message: "Too late", from: "Dana" });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("gift.messageLocked");
    expect((await storedOrder(created.orderId)).gift.message).toBe("מזל טוב, יעל!");
  });

  it("is checked like the order's, and only the buyer's, and only a gift's", async () => {
    const created = await paidGift(aGift());
    const long = await edit(created.orderId, { message: "a".repeat(GIFT_LIMITS.message + 1), from: "" });
    expect(long.status).toBe(400);
    expect(long.body.errorCodes).toMatchObject({ message: { code: "field.giftMessage.tooLong" } });
    const noa = await registeredSession(api.baseUrl, otherShopper);
    expect((await edit(created.orderId, { message: "Mine now", from: "" }, noa)).status).toBe(403);

    const home = await steps.addAddress(dana);
    await steps.addToCart(dana, "p-a", 1); // paying emptied the cart
    const plain = await steps.createdOrder(dana, home._id);
    const notGift = await edit(plain.orderId, { message: "Hello", from: "" });
    expect(notGift.status).toBe(400);
    expect(notGift.body.code).toBe("gift.notAGift");
  });
});

describe("the admin's list", () => {
  it("marks gifts and filters to them; a cursor stays with its filter", async () => {
    const home = await steps.addAddress(dana);
    await steps.createdOrder(dana, home._id);
    const gift = await giftOrder(aGift());
    expect(gift.status).toBe(201);
    const admin = await adminSession(api.baseUrl);
    const all = await call(api.baseUrl, "/api/admin/orders/get", { cookie: admin.cookie });
    expect((all.body.data as Order[]).length).toBe(2);
    const gifts = await call(api.baseUrl, "/api/admin/orders/get?gift=true&pageSize=1", { cookie: admin.cookie });
    expect(gifts.status, JSON.stringify(gifts.body)).toBe(200);
    expect((gifts.body.data as Order[]).map((order) => order._id)).toEqual([gift.body.orderId]);
    expect((gifts.body.data as Order[])[0]?.gift?.recipientName).toBe("Yael Ben-David");
    const bad = await call(api.baseUrl, "/api/admin/orders/get?gift=maybe", { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCodes).toMatchObject({ gift: { code: "adminOrder.giftFilter" } });
  });
});

describe("the emails", () => {
  const SHIPMENT = { carrierId: "israel-post", trackingNumber: "RR123456789IL" };

  it("tells the recipient, in the language chosen for them, that the gift is on its way, with no price at all", async () => {
    await clearInbox();
    const created = await paidGift(aGift({ wrap: true, recipientEmail: "yael@example.com", recipientLanguage: "he" }));
    const admin = await adminSession(api.baseUrl);
    const move = (orderStatus: string) =>
      call(api.baseUrl, `/api/admin/orders/update/${created.orderId}`, { method: "PUT", json: { orderStatus, ...(orderStatus === "inShipping" ? { shipment: SHIPMENT } : {}) }, cookie: admin.cookie });
    expect((await move("inProcess")).status).toBe(200);
    expect(await emailsTo("yael@example.com")).toEqual([]); // nothing before it leaves
    expect((await move("inShipping")).status).toBe(200);

    const mail = await waitForEmail({ to: "yael@example.com" });
    expect(mail.subject).toContain("מתנה מאת Dana");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain("RR123456789IL");
    const order = await storedOrder(created.orderId);
    const money = [order.totalAmount, order.subtotal, order.wrapCost, 3000].map((minor: number) => (minor / 100).toFixed(2));
    for (const text of [mail.html, mail.text, mail.subject]) {
      expect(text).not.toMatch(/[$₪]/);
      for (const amount of money) expect(text).not.toContain(amount);
    }
    // Once only: moving on tells the recipient nothing more.
    expect((await move("delivered")).status).toBe(200);
    expect((await emailsTo("yael@example.com")).length).toBe(1);
    // The queued data holds no price to show.
    const queued = (await db().collection("mail").doc(`order-${created.orderId}-gift-recipient`).get()).data();
    expect(Object.keys(queued?.template.data ?? {}).filter((key) => /total|price|subtotal|wrap|tax|shipping|lines/i.test(key))).toEqual([]);
  });

  it("tells a recipient who picks the gift up that it is ready", async () => {
    await clearInbox();
    const calendar = defaultDeliverySettings({ defaultShippingCost: 1000, freeShippingThreshold: 10000 });
    const allDay = [{ from: "08:00", to: "20:00" }];
    calendar.pickup = { ...calendar.pickup, enabled: true, address: "7 Nahalat Binyamin, Tel Aviv", addressHe: "נחלת בנימין 7, תל אביב", hours: [allDay, allDay, allDay, allDay, allDay, allDay, allDay], slotMinutes: 60 };
    await db().collection("settings").doc("delivery").set(calendar);
    forgetCachedDeliverySettings();
    const days = await call(api.baseUrl, `/api/shop/delivery/options`, { cookie: dana.cookie });
    const pickup = (days.body.data as { options: { method: string; firstDate: string | null }[] }).options.find((option) => option.method === "pickup");
    if (!pickup?.firstDate) throw new Error(`no pickup date: ${JSON.stringify(days.body)}`);
    const availability = await call(api.baseUrl, `/api/shop/delivery/availability?method=pickup&from=${pickup.firstDate}&to=${pickup.firstDate}`);
    const slot = (availability.body.data as { days: { slots: { id: string; left: number | null }[] }[] }).days[0]?.slots.find((entry) => entry.left !== 0);
    const created = await paidGift(aGift({ address: undefined, recipientEmail: "yael@example.com", recipientLanguage: "en" }), { delivery: { method: "pickup", date: pickup.firstDate, ...(slot ? { slotId: slot.id } : {}) } });
    const stored = await storedOrder(created.orderId);
    expect(stored.gift.destination).toBe("pickup");
    expect(stored.addressInfo.address).toBe("");
    const admin = await adminSession(api.baseUrl);
    for (const orderStatus of ["inProcess", "inShipping"]) {
      const answer = await call(api.baseUrl, `/api/admin/orders/update/${created.orderId}`, { method: "PUT", json: { orderStatus, ...(orderStatus === "inShipping" ? { shipment: SHIPMENT } : {}) }, cookie: admin.cookie });
      expect(answer.status).toBe(200);
    }
    const mail = await waitForEmail({ to: "yael@example.com" });
    expect(mail.subject).toContain("is waiting for you");
    expect(mail.text).toContain("7 Nahalat Binyamin, Tel Aviv");
    expect(mail.text).not.toMatch(/\$/);
  });

  it("shows the buyer the gift in the receipt: recipient, message in its own direction, wrapping as a line", async () => {
    await clearInbox();
    await paidGift(aGift({ wrap: true, message: "מזל טוב!", recipientEmail: "yael@example.com" }));
    const receipt = await waitForEmail({ to: shopper.email, subjectIncludes: "confirmed" });
    expect(receipt.html).toContain("Yael Ben-David");
    expect(receipt.html).toMatch(/<blockquote dir="auto"[^>]*>מזל טוב!<\/blockquote>/);
    expect(receipt.text).toContain("Gift wrapping: $8.00");
    expect(receipt.text).toContain("yael@example.com");
    expect(receipt.html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
