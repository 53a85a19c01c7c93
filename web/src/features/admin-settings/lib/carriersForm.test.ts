import { DEFAULT_CARRIERS } from "@contracts";
import { describe, expect, it } from "vitest";
import { canAddCarrier, carrierRowsFrom, checkCarriers, emptyCarrierRow, exampleTrackingLink, sameCarriers, serverErrorsOnRows } from "./carriersForm";

describe("the carriers form", () => {
  it("turns the carriers into rows and back, trimmed, a blank Hebrew name left out", () => {
    const rows = carrierRowsFrom(DEFAULT_CARRIERS);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    expect(checkCarriers(rows)).toEqual({ ok: true, carriers: DEFAULT_CARRIERS });
    const edited = [{ ...rows[1]!, name: "  UPS Ground ", nameHe: "   " }];
    expect(checkCarriers(edited)).toEqual({ ok: true, carriers: [{ id: "ups", name: "UPS Ground", trackingUrl: DEFAULT_CARRIERS[1]!.trackingUrl }] });
  });

  it("tells changed rows from the saved ones by content, not by key", () => {
    const rows = carrierRowsFrom(DEFAULT_CARRIERS);
    expect(sameCarriers(rows, carrierRowsFrom(DEFAULT_CARRIERS))).toBe(true);
    expect(sameCarriers(rows, [...rows, emptyCarrierRow()])).toBe(false);
  });

  it("names each row's problems by the row's key", () => {
    const [post, ups] = carrierRowsFrom(DEFAULT_CARRIERS) as [ReturnType<typeof emptyCarrierRow>, ReturnType<typeof emptyCarrierRow>];
    const blank = emptyCarrierRow();
    const check = checkCarriers([{ ...post, id: "Israel Post" }, { ...ups, trackingUrl: "https://www.ups.com/track" }, blank, { ...ups, key: "again" }]);
    expect(check).toEqual({
      ok: false,
      problems: {
        [post.key]: { id: "invalidId" },
        [ups.key]: { trackingUrl: "trackingUrl" },
        [blank.key]: { id: "required", name: "required", trackingUrl: "trackingUrl" },
        again: { id: "duplicateId" },
      },
    });
  });

  it("keeps to ten carriers", () => {
    expect(canAddCarrier(Array.from({ length: 9 }, emptyCarrierRow))).toBe(true);
    expect(canAddCarrier(Array.from({ length: 10 }, emptyCarrierRow))).toBe(false);
  });

  it("places the server's field errors on the rows by position", () => {
    const rows = carrierRowsFrom(DEFAULT_CARRIERS);
    expect(serverErrorsOnRows({ "carriers.2.trackingUrl": "No.", carriers: "Too many.", "carriers.9.id": "Gone." }, rows)).toEqual({ [rows[2]!.key]: { trackingUrl: "No." } });
  });

  it("shows the link a shopper would get once the address is one", () => {
    expect(exampleTrackingLink(" https://courier.example/t/{tracking} ")).toBe("https://courier.example/t/RR123456789IL");
    expect(exampleTrackingLink("https://courier.example/t/")).toBe("");
  });
});
