import { describe, expect, it } from "vitest";
import { cpuBlockingTime } from "./page-blocking.mjs";

const task = (ts, dur, tdur, tid = 1) => ({ name: "ThreadControllerImpl::RunTask", ph: "X", pid: 7, tid, ts: ts * 1000, dur: dur * 1000, tdur: tdur * 1000 });
const paint = (ts) => ({ name: "firstContentfulPaint", ph: "R", pid: 7, tid: 1, ts: ts * 1000 });

describe("the page's blocking time from CPU time", () => {
  it("counts each task after the first paint by its thread time times the slowdown, less 50 ms", () => {
    const events = [
      paint(100),
      task(50, 80, 40), // before the first paint: not counted
      task(200, 60, 20), // 20 ms of CPU x4 = 80: blocks 30
      task(300, 100, 5), // waited 95 ms, ran 5: 20, not long
      task(400, 30, 30, 2), // another thread
      task(500, 12, 10), // 40, not long
    ];
    const { blockingMs, tasks } = cpuBlockingTime(events, 4);
    expect(blockingMs).toBe(30);
    expect(tasks).toEqual([{ atMs: 100, wallMs: 60, cpuMs: 80 }]);
  });

  it("counts a task nested in another once, by the outer one", () => {
    const events = [paint(0), task(10, 40, 30), { ...task(12, 30, 28), name: "RunTask" }];
    expect(cpuBlockingTime(events, 4).blockingMs).toBe(70);
  });

  it("is not a number when the trace cannot say", () => {
    expect(cpuBlockingTime([task(10, 40, 30)], 4).blockingMs).toBeNaN();
    const withoutThreadTimes = [paint(0), { ...task(10, 40, 30), tdur: undefined }];
    expect(cpuBlockingTime(withoutThreadTimes, 4).blockingMs).toBeNaN();
  });
});
