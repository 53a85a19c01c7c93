import { describe, expect, it } from "vitest";
import { renderMessage, ADMIN_ORDER_STATUSES, adminOrderParamsSchema, updateOrderStatusSchema } from "@cocoa/contracts";
import { fieldTexts, isRendered } from "../../test/schema-messages";

const errorsOf = (input: unknown) => {
  const result = updateOrderStatusSchema.safeParse(input);
  return result.success ? {} : fieldTexts(result.error);
};

describe("updateOrderStatusSchema", () => {
  it("takes every status the admin may set, and drops other keys", () => {
    const shipment = { carrierId: "ups", trackingNumber: "1Z999AA1" };
    for (const orderStatus of ADMIN_ORDER_STATUSES) {
      // In shipping goes with its shipment (the fulfilment tests in the contracts check that rule).
      const expected = orderStatus === "inShipping" ? { orderStatus, shipment } : { orderStatus };
      expect(updateOrderStatusSchema.parse({ ...expected, userId: "x", orderDate: "now" })).toEqual(expected);
    }
  });

  it("explains that confirmed comes from payment", () => {
    expect(errorsOf({ orderStatus: "confirmed" })).toEqual({ orderStatus: renderMessage("adminOrder.statusConfirmed") });
  });

  it("asks for a status when there is none", () => {
    for (const body of [{}, { orderStatus: null }, { orderStatus: "" }]) {
      expect(errorsOf(body)).toEqual({ orderStatus: renderMessage("adminOrder.statusRequired") });
    }
  });

  it("refuses anything else with the list to choose from", () => {
    for (const orderStatus of ["shipped", "Delivered", " pending", 3, true, ["pending"], { status: "pending" }]) {
      expect(errorsOf({ orderStatus })).toEqual({ orderStatus: renderMessage("adminOrder.statusInvalid") });
    }
    expect(renderMessage("adminOrder.statusInvalid")).toContain("pending, inProcess, inShipping, delivered, rejected");
  });

  it("refuses a body that is not an object with one message", () => {
    expect(errorsOf(["pending"])).toEqual({ body: "Send the request body as a JSON object." });
    expect(errorsOf("pending")).toEqual({ body: "Send the request body as a JSON object." });
  });
});

describe("adminOrderParamsSchema", () => {
  it("takes a document id and refuses a malformed one", () => {
    expect(adminOrderParamsSchema.parse({ id: "Ab3_x-9" })).toEqual({ id: "Ab3_x-9" });
    expect(adminOrderParamsSchema.safeParse({ id: "../etc" }).success).toBe(false);
    expect(adminOrderParamsSchema.safeParse({ id: "x".repeat(129) }).success).toBe(false);
  });
});

describe("Hebrew for the admin order messages", () => {
  it("writes every message the status check answers", () => {
    const shipping = (shipment: unknown) => ({ orderStatus: "inShipping", shipment });
    for (const input of [
      {},
      { orderStatus: "confirmed" },
      { orderStatus: "shipped" },
      shipping(undefined),
      shipping("ups"),
      shipping({}),
      shipping({ carrierId: "ups", trackingNumber: "no/slashes" }),
      { orderStatus: "delivered", shipment: { carrierId: "ups", trackingNumber: "1Z999AA1" } },
    ]) {
      const result = updateOrderStatusSchema.safeParse(input);
      if (result.success) throw new Error("expected the input to be refused");
      expect(Object.values(fieldTexts(result.error, "he")).filter((text) => !isRendered(text))).toEqual([]);
    }
  });
});
