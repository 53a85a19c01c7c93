import { describe, expect, it } from "vitest";
import { CARRIER_LIMITS } from "./admin-rules";
import { issueMessage } from "./messages";
import { orderSchema, orderShipmentSchema, orderStatusChangeSchema } from "./order";
import { carriersSchema, isTrackingUrlPattern, updateOrderStatusSchema } from "./schemas";
import { DEFAULT_CARRIERS, DEFAULT_SHOP_SETTINGS, carrierName, shopSettingsSchema, trackingUrlFor } from "./settings";

/** Each failing path's first message code, as the server's field errors read them. */
function codesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) codes[issue.path.map(String).join(".")] ??= issueMessage(issue).code;
  return codes;
}

describe("carriers in the settings", () => {
  it("ship with Israel Post, UPS and DHL, each tracking address holding the number's place", () => {
    expect(DEFAULT_SHOP_SETTINGS.carriers.map((carrier) => carrier.id)).toEqual(["israel-post", "ups", "dhl"]);
    for (const carrier of DEFAULT_CARRIERS) expect(isTrackingUrlPattern(carrier.trackingUrl), carrier.id).toBe(true);
    expect(shopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS).carriers).toEqual(DEFAULT_CARRIERS);
    // The defaults pass the admin's own check, unchanged.
    expect(carriersSchema.parse({ carriers: DEFAULT_CARRIERS })).toEqual(DEFAULT_CARRIERS);
  });

  it("put the URL-encoded number in every place of the pattern", () => {
    expect(trackingUrlFor("https://www.ups.com/track?tracknum={tracking}", "1Z 999-AA")).toBe("https://www.ups.com/track?tracknum=1Z%20999-AA");
    expect(trackingUrlFor("https://t.example/{tracking}?again={tracking}", "RR1")).toBe("https://t.example/RR1?again=RR1");
  });

  it("are named in Hebrew when they have a Hebrew name", () => {
    const post = DEFAULT_CARRIERS[0]!;
    expect(carrierName(post, "he")).toBe("דואר ישראל");
    expect(carrierName(post, "en")).toBe("Israel Post");
    expect(carrierName({ name: "UPS" }, "he")).toBe("UPS");
  });

  it("take a tracking address only over https, with the number after the host", () => {
    expect(isTrackingUrlPattern("https://carrier.example/track?number={tracking}")).toBe(true);
    expect(isTrackingUrlPattern("https://carrier.example?n={tracking}")).toBe(true);
    expect(isTrackingUrlPattern("http://carrier.example/track?number={tracking}")).toBe(false);
    expect(isTrackingUrlPattern("https://carrier.example/track")).toBe(false);
    expect(isTrackingUrlPattern("https://{tracking}.carrier.example/")).toBe(false);
    expect(isTrackingUrlPattern("https://carrier.example:{tracking}/")).toBe(false);
    expect(isTrackingUrlPattern("javascript:alert(1)//{tracking}")).toBe(false);
    expect(isTrackingUrlPattern("https://nohost/{tracking}")).toBe(false);
  });

  it("are trimmed, a blank Hebrew name left out", () => {
    const saved = carriersSchema.parse({ carriers: [{ id: " local-courier ", name: " Courier ", nameHe: "  ", trackingUrl: " https://c.example/t/{tracking} " }] });
    expect(saved).toEqual([{ id: "local-courier", name: "Courier", trackingUrl: "https://c.example/t/{tracking}" }]);
  });

  it("refuse a bad id, a missing name, a bad address, repeated ids and more than the limit, per field", () => {
    const good = { id: "ups", name: "UPS", trackingUrl: "https://www.ups.com/track?tracknum={tracking}" };
    const result = carriersSchema.safeParse({
      carriers: [
        good,
        { ...good, id: "Bad Id" },
        { ...good, id: "no-name", name: " " },
        { ...good, id: "no-place", trackingUrl: "https://www.ups.com/track" },
        good,
      ],
    });
    expect(codesOf(result)).toEqual({
      "carriers.1.id": "carriers.idPattern",
      "carriers.2.name": "field.carrierName.required",
      "carriers.3.trackingUrl": "carriers.trackingUrl",
      "carriers.4.id": "settings.duplicateId",
    });
    const many = Array.from({ length: CARRIER_LIMITS.max + 1 }, (_, n) => ({ ...good, id: `c-${n}` }));
    expect(codesOf(carriersSchema.safeParse({ carriers: many }))).toEqual({ carriers: "carriers.tooMany" });
    expect(carriersSchema.safeParse({ carriers: many.slice(1) }).success).toBe(true);
    expect(codesOf(carriersSchema.safeParse({ carriers: "ups" }))).toEqual({ carriers: "carriers.list" });
  });
});

describe("the admin's status change with a shipment", () => {
  const shipment = { carrierId: "israel-post", trackingNumber: "  RR123456789IL " };

  it("takes a carrier and a trimmed tracking number with in shipping", () => {
    expect(updateOrderStatusSchema.parse({ orderStatus: "inShipping", shipment })).toEqual({
      orderStatus: "inShipping",
      shipment: { carrierId: "israel-post", trackingNumber: "RR123456789IL" },
    });
    expect(updateOrderStatusSchema.parse({ orderStatus: "inShipping", shipment: { carrierId: "ups", trackingNumber: "1Z 999-AA1" } }).shipment?.trackingNumber).toBe("1Z 999-AA1");
  });

  it("requires the shipment with in shipping", () => {
    for (const body of [{ orderStatus: "inShipping" }, { orderStatus: "inShipping", shipment: null }]) {
      expect(codesOf(updateOrderStatusSchema.safeParse(body))).toEqual({ shipment: "shipment.required" });
    }
  });

  it("refuses a shipment with any other status, rather than dropping it", () => {
    expect(codesOf(updateOrderStatusSchema.safeParse({ orderStatus: "delivered", shipment }))).toEqual({ shipment: "shipment.onlyWhenShipping" });
    // Without one, the other statuses are as before.
    expect(updateOrderStatusSchema.parse({ orderStatus: "delivered", shipment: null })).toEqual({ orderStatus: "delivered" });
  });

  it("refuses a missing carrier and a tracking number that is not 3 to 40 letters, digits, dashes or spaces", () => {
    const check = (value: unknown) => codesOf(updateOrderStatusSchema.safeParse({ orderStatus: "inShipping", shipment: value }));
    expect(check({ trackingNumber: "RR1" })).toEqual({ "shipment.carrierId": "shipment.carrierRequired" });
    expect(check({ carrierId: " ", trackingNumber: "RR1" })).toEqual({ "shipment.carrierId": "shipment.carrierRequired" });
    expect(check({ carrierId: "x".repeat(CARRIER_LIMITS.id + 1), trackingNumber: "RR1" })).toEqual({ "shipment.carrierId": "shipment.carrierUnknown" });
    expect(check({ carrierId: "ups" })).toEqual({ "shipment.trackingNumber": "shipment.trackingNumberRequired" });
    expect(check({ carrierId: "ups", trackingNumber: "   " })).toEqual({ "shipment.trackingNumber": "shipment.trackingNumberRequired" });
    for (const trackingNumber of ["RR", "x".repeat(41), "RR1/../x", "RR1?x=1", "<b>RR1</b>", "---", "RR\n123", "ר123", 12345]) {
      expect(check({ carrierId: "ups", trackingNumber }), String(trackingNumber)).toEqual({ "shipment.trackingNumber": "shipment.trackingNumberFormat" });
    }
    expect(check("RR1")).toEqual({ shipment: "shipment.object" });
    const format = updateOrderStatusSchema.safeParse({ orderStatus: "inShipping", shipment: { carrierId: "ups", trackingNumber: "RR" } });
    expect(issueMessage(format.error!.issues[0]!)).toEqual({ code: "shipment.trackingNumberFormat", params: { min: 3, max: 40 } });
  });
});

describe("the order's answer", () => {
  const order = {
    _id: "o1",
    orderNumber: "CA-10001",
    userId: "u1",
    cartId: "c1",
    cartItems: [],
    addressInfo: { addressId: "a1", address: "3 Sheinkin St", city: "Tel Aviv", pincode: "6522103", phone: "+972 3 555 0199", notes: "" },
    orderStatus: "inShipping",
    paymentMethod: "sandbox",
    paymentStatus: "paid",
    currency: "USD",
    subtotal: 0,
    shippingCost: 0,
    taxAmount: 0,
    taxIncluded: false,
    wrapCost: 0,
    discountAmount: 0,
    shippingDiscount: 0,
    giftCardAmount: 0,
    totalAmount: 0,
    orderDate: "2026-03-01T10:00:00.000Z",
    orderUpdateDate: "2026-03-02T10:00:00.000Z",
    paymentId: "p1",
    payerId: "x",
    expiresAt: "2026-03-01T11:00:00.000Z",
  };

  it("holds the shipment and who made each change", () => {
    const shipment = { carrierId: "ups", carrier: "UPS", trackingNumber: "1Z999", trackingUrl: "https://www.ups.com/track?tracknum=1Z999", shippedAt: "2026-03-02T10:00:00.000Z" };
    const statusHistory = [
      { status: "pending", at: "2026-03-01T10:00:00.000Z", by: { kind: "shopper", name: "Dana Levi" } },
      { status: "confirmed", at: "2026-03-01T10:01:00.000Z", by: { kind: "shopper" } },
      { status: "inProcess", at: "2026-03-01T12:00:00.000Z", by: { kind: "admin", name: "Maya" } },
      { status: "inShipping", at: "2026-03-02T10:00:00.000Z", by: { kind: "admin", name: "Maya" } },
    ];
    expect(orderSchema.parse({ ...order, statusHistory, shipment })).toMatchObject({ statusHistory, shipment });
    expect(orderShipmentSchema.safeParse({ ...shipment, carrierHe: "יו־פי־אס" }).success).toBe(true);
    expect(orderStatusChangeSchema.safeParse({ status: "rejected", at: "2026-03-01T11:00:00.000Z", by: { kind: "robot" } }).success).toBe(false);
  });

  it("still reads orders from before: no shipment, no `by`", () => {
    const old = orderSchema.parse({ ...order, orderStatus: "confirmed", statusHistory: [{ status: "pending", at: "2026-03-01T10:00:00.000Z" }] });
    expect(old.shipment).toBeUndefined();
    expect(old.statusHistory[0]?.by).toBeUndefined();
  });
});
