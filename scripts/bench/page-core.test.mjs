import { describe, expect, it } from "vitest";
import { parseCpuList, placementFor } from "./page-core.mjs";

describe("the page's main thread on a CPU of its own (bench:web)", () => {
  it("reads the kernel's CPU lists, ranges and singles", () => {
    expect(parseCpuList("0-1")).toEqual([0, 1]);
    expect(parseCpuList("0-3,6\n")).toEqual([0, 1, 2, 3, 6]);
    expect(parseCpuList("2")).toEqual([2]);
    expect(() => parseCpuList("3-1")).toThrow(/Not a CPU list/);
  });

  it("puts the page on the last CPU and the rest on the first, and does nothing with one CPU", () => {
    expect(placementFor([0, 1])).toEqual({ others: 0, page: 1 });
    expect(placementFor([4, 5, 6, 7])).toEqual({ others: 4, page: 7 });
    expect(placementFor([3])).toBeNull();
  });
});
