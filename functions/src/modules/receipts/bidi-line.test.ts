import { describe, expect, it } from "vitest";
import { directionOf, visualOrder, visualRuns } from "./bidi-line";

describe("a receipt's line in visual order", () => {
  it("reverses a Hebrew line, final forms kept as they are", () => {
    // שלום עולם: seen from the left, the second word first, each word's letters reversed.
    expect(visualOrder("שלום עולם", "rtl")).toBe("םלוע םולש");
  });

  it("keeps numbers and Latin words left to right inside Hebrew", () => {
    expect(visualOrder("הזמנה CA-10001", "rtl")).toBe("CA-10001 הנמזה");
    expect(visualOrder("מספר: R-000123", "rtl")).toBe("R-000123 :רפסמ");
  });

  it("mirrors brackets in a right-to-left line", () => {
    expect(visualOrder("שולם (PayPal)", "rtl")).toBe("(PayPal) םלוש");
  });

  it("leaves an English line as it is", () => {
    expect(visualOrder("Receipt R-000123", "ltr")).toBe("Receipt R-000123");
  });

  it("cuts the line into runs by font: Hebrew letters and the shekel sign, and the rest", () => {
    expect(visualRuns("סה״כ 12.50 ₪", "rtl")).toEqual([
      { text: "₪ ", hebrew: true },
      { text: "12.50 ", hebrew: false },
      { text: "כ״הס", hebrew: true },
    ]);
  });

  it("orders data by its own first letter, as dir=auto does: a Latin address in a Hebrew receipt keeps its number first", () => {
    const address = "214 Mercer Street, New York, NY 10012";
    // In the page's direction the leading number would move to the far right.
    expect(visualOrder(address, "rtl")).toBe("Mercer Street, New York, NY 10012 214");
    expect(directionOf(address, "rtl")).toBe("ltr");
    expect(visualOrder(address, directionOf(address, "rtl"))).toBe(address);
    expect(directionOf("טראפלס Ruby (9 יח׳)", "ltr")).toBe("rtl");
    expect(directionOf("10012", "rtl")).toBe("rtl");
  });
});
