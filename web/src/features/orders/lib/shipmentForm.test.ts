import { describe, expect, it } from "vitest";
import { checkStatusChange } from "./shipmentForm";

describe("checkStatusChange", () => {
  it("sends in shipping with its carrier and the trimmed number, any other status alone", () => {
    expect(checkStatusChange("inShipping", { carrierId: "ups", trackingNumber: " 1Z 999-AA1 " })).toEqual({
      ok: true,
      change: { orderStatus: "inShipping", shipment: { carrierId: "ups", trackingNumber: "1Z 999-AA1" } },
    });
    expect(checkStatusChange("delivered", { carrierId: "ups", trackingNumber: "" })).toEqual({ ok: true, change: { orderStatus: "delivered" } });
  });

  it("names each problem of the shipping fields", () => {
    expect(checkStatusChange("inShipping", { carrierId: "", trackingNumber: "  " })).toEqual({ ok: false, problems: { carrierId: "carrierRequired", trackingNumber: "trackingRequired" } });
    for (const trackingNumber of ["RR", "RR/1", "x".repeat(41), "---"]) {
      expect(checkStatusChange("inShipping", { carrierId: "ups", trackingNumber }), trackingNumber).toEqual({ ok: false, problems: { trackingNumber: "trackingFormat" } });
    }
  });
});
