import { describe, expect, it } from "vitest";
import { expiringValue } from "./expiring-value";

/** A clock the test moves, and a load that counts its reads and answers the read's number. */
function fixture(ttlMs = 30_000) {
  let time = 1_000_000;
  let reads = 0;
  const cache = expiringValue({ load: async () => ++reads, ttlMs: () => ttlMs, now: () => time });
  return {
    cache,
    advance: (ms: number) => {
      time += ms;
    },
    reads: () => reads,
  };
}

describe("expiringValue (the settings cache)", () => {
  it("reads once within the TTL and again once it has passed", async () => {
    const { cache, advance, reads } = fixture();
    expect(await cache.get()).toBe(1);
    advance(29_999);
    expect(await cache.get()).toBe(1);
    expect(reads()).toBe(1);
    advance(1);
    expect(await cache.get()).toBe(2);
    expect(reads()).toBe(2);
  });

  it("reads again at once after forget()", async () => {
    const { cache, reads } = fixture();
    await cache.get();
    cache.forget();
    expect(await cache.get()).toBe(2);
    expect(reads()).toBe(2);
  });

  it("shares one read between callers that arrive while it is under way", async () => {
    const { cache, reads } = fixture();
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1]);
    expect(reads()).toBe(1);
  });

  it("does not keep a read that was under way when forget() was called", async () => {
    const { cache, reads } = fixture();
    const before = cache.get();
    cache.forget();
    expect(await before).toBe(1);
    expect(await cache.get()).toBe(2);
    expect(reads()).toBe(2);
  });

  it("does not keep a failed read", async () => {
    let calls = 0;
    const cache = expiringValue({
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error("unavailable");
        return calls;
      },
      ttlMs: () => 30_000,
      now: () => 0,
    });
    await expect(cache.get()).rejects.toThrow("unavailable");
    expect(await cache.get()).toBe(2);
  });

  it("keeps nothing when the TTL is 0", async () => {
    const { cache, reads } = fixture(0);
    await cache.get();
    await cache.get();
    expect(reads()).toBe(2);
  });
});
