import { describe, expect, it } from "vitest";
import { rateForIndex } from "./web.mjs";

describe("rateForIndex (the bench's mid-tier phone, bisected as Chrome DevTools' CPU calibration does)", () => {
  it("finds the throttling rate at which the host's BenchmarkIndex comes out at the target, within DevTools' 10 points", async () => {
    // A host of index 2600 whose index falls a little faster than the rate rises (it is not linear).
    const indexAt = async (rate) => 2600 / rate ** 1.1;
    const rate = await rateForIndex(indexAt, 1000, 4);
    expect(Math.abs((await indexAt(rate)) - 1000)).toBeLessThan(10);
    expect(rate).toBeGreaterThan(2.2);
    expect(rate).toBeLessThan(2.5);
  });

  it("is 1 on a host no faster than the target", async () => {
    expect(await rateForIndex(async () => 900, 1000, 2)).toBe(1);
  });
});
