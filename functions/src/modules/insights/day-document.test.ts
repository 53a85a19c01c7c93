import { describe, expect, it } from "vitest";
import { dayDocument, dayFromDocument, productField } from "./day-document";
import { emptyDay } from "./daily-stats";

describe("the stored day", () => {
  it("writes each product as plain field names and reads the same day back", () => {
    const day = { ...emptyDay(), revenue: 6000, paidOrders: 2, products: { "p-a": { units: 2, revenue: 5500 }, "truffle_box.v2": { units: 1, revenue: 500 }, Abc123: { units: 3, revenue: 0 } } };
    const stored = dayDocument("2026-03-11", day);
    for (const field of Object.keys(stored)) expect(field).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    expect(stored).toMatchObject({ date: "2026-03-11", revenue: 6000, pu_p_002da: 2, pr_Abc123: 0 });
    expect(dayFromDocument(stored)).toEqual(day);
  });

  it("reads a missing or broken counter as 0", () => {
    expect(dayFromDocument({ revenue: "12", [productField("pu_", "x")]: 1 })).toEqual({ ...emptyDay(), products: { x: { units: 1, revenue: 0 } } });
  });
});
