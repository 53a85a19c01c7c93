import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BANNER_INTERVAL_MS, swipeDirection, useCarousel } from "./useCarousel";

describe("useCarousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves on every 15 seconds and wraps around", () => {
    const { result } = renderHook(() => useCarousel(3));
    expect(BANNER_INTERVAL_MS).toBe(15_000);
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(14_999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current.index).toBe(0);
  });

  it("stands still while paused and resumes with a full wait", () => {
    const { result, rerender } = renderHook(({ paused }) => useCarousel(3, { paused }), { initialProps: { paused: true } });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(14_000));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.index).toBe(1);
  });

  it("restarts the wait after a manual move, and moves both ways with wrap-around", () => {
    const { result } = renderHook(() => useCarousel(3));
    act(() => vi.advanceTimersByTime(10_000));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => result.current.goTo(5));
    expect(result.current.index).toBe(2);
  });

  it("does not tick with a single slide", () => {
    const { result } = renderHook(() => useCarousel(1));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("swipeDirection", () => {
  it("turns a drag of 50 px or more into a move, mirrored right to left", () => {
    expect(swipeDirection(-80, 5, false)).toBe("next");
    expect(swipeDirection(80, 5, false)).toBe("previous");
    expect(swipeDirection(80, 5, true)).toBe("next");
    expect(swipeDirection(-80, 5, true)).toBe("previous");
  });
  it("ignores short or mostly vertical drags", () => {
    expect(swipeDirection(-30, 0, false)).toBeNull();
    expect(swipeDirection(-60, 120, false)).toBeNull();
  });
});
