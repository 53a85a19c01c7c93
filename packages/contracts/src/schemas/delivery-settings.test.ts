import { describe, expect, it } from "vitest";
import { defaultDeliverySettings } from "../delivery";
import { issueMessage, renderCoded } from "../messages";
import { deliverySettingsInputSchema, deliverySettingsSchema, isTimeZone } from "./delivery-settings";

const defaults = () => defaultDeliverySettings({ defaultShippingCost: 1000, freeShippingThreshold: 10000 });

/** Each refused field's path and English message. */
function refusals(body: unknown): Record<string, string> {
  const result = deliverySettingsInputSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), renderCoded(issueMessage(issue))]));
}

describe("deliverySettingsInputSchema", () => {
  it("takes a new shop's defaults as they are, and the answer's schema describes them", () => {
    expect(deliverySettingsInputSchema.parse(defaults())).toEqual(defaults());
    expect(deliverySettingsSchema.parse(defaults())).toEqual(defaults());
  });

  it("stores a time zone under its canonical name, and knows one from a made-up one", () => {
    expect(deliverySettingsInputSchema.parse({ ...defaults(), timeZone: " europe/london " }).timeZone).toBe("Europe/London");
    expect(isTimeZone("Asia/Jerusalem")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("checks a range's order only once both ends are well formed", () => {
    const body = { ...defaults(), closedRanges: [{ from: "2031-02-30", to: "2031-01-01", note: "" }] };
    expect(refusals(body)).toEqual({ "closedRanges.0.from": "Enter a real date written YYYY-MM-DD." });
    const hours = defaults().pickup.hours;
    hours[0] = [{ from: "9:00", to: "08:00" }];
    expect(refusals({ ...defaults(), pickup: { ...defaults().pickup, hours } })).toEqual({ "pickup.hours.0.0.from": "Enter a time written HH:MM, from 00:00 to 23:59." });
  });

  it("names a refinement's problem for the forms", () => {
    const result = deliverySettingsInputSchema.safeParse({ ...defaults(), shipping: { ...defaults().shipping, dispatchWeekdays: [] } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["shipping", "dispatchWeekdays"], params: { problem: "dispatchRequired" } });
  });
});
