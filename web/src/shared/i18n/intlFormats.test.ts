import { describe, expect, it } from "vitest";
import { listFormat, numberFormat } from "./intlFormats";

describe("intlFormats", () => {
  it("makes a formatter once per language and options, and formats as Intl does", () => {
    const list = listFormat("en", { style: "long", type: "conjunction" });
    expect(listFormat("en", { style: "long", type: "conjunction" })).toBe(list);
    expect(list.format(["milk", "hazelnuts", "soy"])).toBe("milk, hazelnuts, and soy");
    expect(listFormat("he", { style: "long", type: "conjunction" })).not.toBe(list);
    expect(listFormat("en", { style: "short", type: "unit" })).not.toBe(list);

    const percent = numberFormat("en", { style: "percent", maximumFractionDigits: 1 });
    expect(numberFormat("en", { style: "percent", maximumFractionDigits: 1 })).toBe(percent);
    expect(percent.format(0.125)).toBe("12.5%");
    expect(numberFormat("en", { maximumFractionDigits: 2 })).not.toBe(percent);
  });
});
