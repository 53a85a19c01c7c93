import { describe, expect, it } from "vitest";
import { ADMIN_ORDER_MESSAGES, ADMIN_ORDER_STATUSES } from "@cocoa/contracts";
import { translateMessage } from "../../platform/i18n/translate";
import { fieldErrors } from "../../platform/http/validate";
import { ADMIN_ORDER_FIELD_MESSAGES, adminOrderParamsSchema, updateOrderStatusSchema } from "@cocoa/contracts";

const errorsOf = (input: unknown) => {
  const result = updateOrderStatusSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("updateOrderStatusSchema", () => {
  it("takes every status the admin may set, and drops other keys", () => {
    for (const orderStatus of ADMIN_ORDER_STATUSES) {
      expect(updateOrderStatusSchema.parse({ orderStatus, userId: "x", orderDate: "now" })).toEqual({ orderStatus });
    }
  });

  it("explains that confirmed comes from payment", () => {
    expect(errorsOf({ orderStatus: "confirmed" })).toEqual({ orderStatus: ADMIN_ORDER_FIELD_MESSAGES.statusConfirmed });
  });

  it("asks for a status when there is none", () => {
    for (const body of [{}, { orderStatus: null }, { orderStatus: "" }]) {
      expect(errorsOf(body)).toEqual({ orderStatus: ADMIN_ORDER_FIELD_MESSAGES.statusRequired });
    }
  });

  it("refuses anything else with the list to choose from", () => {
    for (const orderStatus of ["shipped", "Delivered", " pending", 3, true, ["pending"], { status: "pending" }]) {
      expect(errorsOf({ orderStatus })).toEqual({ orderStatus: ADMIN_ORDER_FIELD_MESSAGES.statusInvalid });
    }
    expect(ADMIN_ORDER_FIELD_MESSAGES.statusInvalid).toContain("pending, inProcess, inShipping, delivered, rejected");
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
  it("has every fixed message", () => {
    const messages = [...Object.values(ADMIN_ORDER_MESSAGES), ...Object.values(ADMIN_ORDER_FIELD_MESSAGES)];
    expect(messages.filter((m) => translateMessage(m, "he") === m)).toEqual([]);
  });
});
