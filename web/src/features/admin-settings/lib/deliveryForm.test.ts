import { defaultDeliverySettings, type DeliverySettings } from "@contracts";
import { describe, expect, it } from "vitest";
import { checkDelivery, copiedAlong, deliveryBodyOf, deliveryDraftFrom, emptyZone, problemMessage, sameDelivery, withoutErrorsAt, zoneIdOf } from "./deliveryForm";

const settings = (): DeliverySettings => {
  const base = defaultDeliverySettings({ defaultShippingCost: 1990, freeShippingThreshold: 25000 });
  base.courier.zones = [
    {
      id: "tel-aviv",
      name: "Tel Aviv",
      nameHe: "תל אביב",
      cities: [{ en: "Tel Aviv", he: "תל אביב" }],
      fee: 2550,
      minimumOrder: 0,
      freeThreshold: 30000,
      windows: [[{ from: "10:00", to: "14:00" }], [], [], [], [], [], []],
    },
  ];
  return base;
};

describe("the delivery draft", () => {
  it("shows money in major units and sends it back in minor units, unchanged", () => {
    const draft = deliveryDraftFrom(settings());
    expect(draft.shipping.fee).toBe("19.90");
    expect(draft.courier.zones[0]?.fee).toBe("25.50");
    expect(draft.horizonDays).toBe("180");
    const check = checkDelivery(draft);
    expect(check).toEqual({ ok: true, settings: settings() });
  });

  it("reads a typed amount and whole numbers as the schema does", () => {
    const draft = deliveryDraftFrom(settings());
    draft.shipping.fee = "12,5";
    draft.pickup.capacityPerDay = " 40 ";
    const check = checkDelivery(draft);
    expect(check.ok && check.settings.shipping.fee).toBe(1250);
    expect(check.ok && check.settings.pickup.capacityPerDay).toBe(40);
  });

  it("names each problem by its path, with the words the form says it in", () => {
    const draft = deliveryDraftFrom(settings());
    draft.horizonDays = "0";
    draft.cutoffTime = "";
    draft.shipping.fee = "ten";
    draft.courier.zones.push({ ...emptyZone(), id: "tel-aviv", name: "Jaffa" });
    draft.pickup.enabled = true;
    const check = checkDelivery(draft);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    const said = Object.fromEntries(Object.entries(check.problems).map(([path, problem]) => [path, problemMessage(path, problem)]));
    expect(said).toEqual({
      horizonDays: { key: "wholeNumber", values: { min: 1, max: 365 } },
      cutoffTime: { key: "time" },
      "shipping.fee": { key: "money" },
      "courier.zones.1.id": { key: "duplicateZone" },
      "pickup.address": { key: "addressRequired" },
    });
  });

  it("tells a change from typing that changes nothing", () => {
    const draft = deliveryDraftFrom(settings());
    const same = deliveryDraftFrom(settings());
    expect(sameDelivery(draft, same)).toBe(true);
    same.shipping.fee = "19.91";
    expect(sameDelivery(draft, same)).toBe(false);
    expect(deliveryBodyOf(draft)).not.toHaveProperty("courier.zones.0.key");
  });

  it("copies only what lies on the way to a change", () => {
    const draft = deliveryDraftFrom(settings());
    const next = copiedAlong(draft, "courier.zones.0.windows.0.0.from");
    expect(next).not.toBe(draft);
    expect(next.courier.zones[0]?.windows[0]?.[0]).not.toBe(draft.courier.zones[0]?.windows[0]?.[0]);
    expect(next.courier.zones[0]?.windows[1]).toBe(draft.courier.zones[0]?.windows[1]);
    expect(next.pickup).toBe(draft.pickup);
    expect(next.shipping).toBe(draft.shipping);
  });

  it("makes a zone id of an English name, and drops the errors under a changed path", () => {
    expect(zoneIdOf("  Haifa & Krayot! ")).toBe("haifa-krayot");
    expect(zoneIdOf("תל אביב")).toBe("");
    expect(withoutErrorsAt({ "courier.zones": "a", "courier.zones.0.name": "b", "courier.zonesX": "c", shipping: "d" }, "courier.zones")).toEqual({ "courier.zonesX": "c", shipping: "d" });
  });
});
