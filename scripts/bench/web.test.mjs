import { describe, expect, it } from "vitest";
import { measuredRuns, rateForIndex } from "./web.mjs";

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

describe("measuredRuns (a page's medians are of as many measured runs as asked for)", () => {
  /** Lighthouse runs that lose the trace where `pattern` says "lost", else measure perf 90, 91, … */
  const runsLike = (pattern) => {
    let next = 0;
    let perf = 90;
    return async () => (pattern[next++] === "lost" ? { why: "NO_NAVSTART" } : { sample: { performance: perf++ } });
  };

  it("runs a page again after each lost run until the runs asked for were measured", async () => {
    const attempt = runsLike(["lost", "ok", "lost", "lost", "ok", "ok"]);
    const { samples, lost } = await measuredRuns(3, attempt);
    expect(samples.map((s) => s.performance)).toEqual([90, 91, 92]);
    expect(lost).toEqual(["NO_NAVSTART", "NO_NAVSTART", "NO_NAVSTART"]);
  });

  it("stops at its limit of attempts with fewer measured runs, so the page can be reported as short of them", async () => {
    let attempts = 0;
    const attempt = async () => { attempts += 1; return attempts === 2 ? { sample: { performance: 99 } } : { why: "NO_NAVSTART" }; };
    const { samples, lost } = await measuredRuns(3, attempt);
    expect(attempts).toBe(15);
    expect(samples).toHaveLength(1);
    expect(lost).toHaveLength(14);
  });

  it("tells what happened to each attempt as it happens", async () => {
    const told = [];
    await measuredRuns(2, runsLike(["ok", "lost", "ok"]), {
      onLost: (why) => told.push(`lost ${why}`),
      onMeasured: (sample, count) => told.push(`measured ${count}: ${sample.performance}`),
    });
    expect(told).toEqual(["measured 1: 90", "lost NO_NAVSTART", "measured 2: 91"]);
  });
});
