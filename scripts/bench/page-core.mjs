// The page's main thread on a CPU of its own, for bench:web.
//
// Lighthouse's simulated throttling takes each task's length from the trace (wall time) and multiplies it
// by the CPU slowdown, as if the host's CPU had run the page's thread the whole time. On a host with two
// CPUs it does not: Chromium's browser, GPU and network processes, the shop's emulators and Lighthouse
// itself take turns with the page's thread, which then waits for a CPU longer than it runs (measured on
// /shop/home: ran 491-611 ms, waited 582-895 ms in one load), and every wait is counted four times as the
// page's work. A phone runs the page's main thread on a core of its own, with the server elsewhere. So,
// where the host allows it (Linux, `taskset`, two CPUs or more), the bench and everything it starts
// (the shop, Chromium) keep to the first CPU they may use and each renderer's main thread (with its
// tracing thread, BESIDE_MAIN) moves to the last one. The CPU work the page does is unchanged and still multiplied; the time it spent waiting for a
// CPU is not. Each run records how long the page's thread ran and waited (/proc's schedstat), so the
// figures say how clean the measurement was.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** "0-3,6" (taskset's and the kernel's CPU list) as [0, 1, 2, 3, 6]. */
export function parseCpuList(list) {
  return list
    .trim()
    .split(",")
    .filter(Boolean)
    .flatMap((part) => {
      const [from, to = from] = part.split("-").map(Number);
      if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) throw new Error(`Not a CPU list: "${list}"`);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
}

/** Where things go given the CPUs this process may use: the page's main thread on the last, the rest on the first. */
export function placementFor(cpus) {
  if (cpus.length < 2) return null;
  return { others: cpus[0], page: cpus[cpus.length - 1] };
}

/**
 * The one renderer thread that goes with the main thread: the tracing thread. Left on the busy CPU, it
 * lost the trace's navigation start in about half the runs (Lighthouse's NO_NAVSTART); with it, one run
 * in seven on that host. (On a later host, with Chromium 156, four or five in ten again, from Chromium's
 * spare renderer: web.mjs's measuredRuns runs those again.) The IO thread (trace data and messages to the browser) is busier than it looks: beside the
 * main thread it kept it waiting 420-680 ms a load. The worker pool (compiles, image decodes) stays too.
 */
const BESIDE_MAIN = /^PerfettoTrace/;
const pin = (tid, cpu) => execFileSync("taskset", ["-p", "-c", String(cpu), String(tid)], { stdio: "ignore" });

/**
 * Moves this process (every thread, so everything it starts later) to `others`, and returns the
 * placement; or null, with the reason, where the host cannot (not Linux, no taskset, one CPU).
 */
export function keepToFirstCpu() {
  if (process.platform !== "linux") return { placement: null, reason: "not Linux" };
  let cpus;
  try {
    cpus = parseCpuList(/list:\s*(.+)$/m.exec(execFileSync("taskset", ["-c", "-p", String(process.pid)], { encoding: "utf8" }))?.[1] ?? "");
  } catch {
    return { placement: null, reason: "no taskset (util-linux)" };
  }
  const placement = placementFor(cpus);
  if (!placement) return { placement: null, reason: `one CPU (${cpus.join(",")})` };
  execFileSync("taskset", ["-a", "-p", "-c", String(placement.others), String(process.pid)], { stdio: "ignore" });
  return { placement, reason: null };
}

function readProc(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null; // the process or thread has ended
  }
}

/** The processes below `root` (by their parent pid). */
function descendantsOf(root) {
  const parents = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(`/proc/${name}/stat`);
    if (stat) parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
  }
  const below = (pid) => {
    for (let at = parents.get(pid); at; at = parents.get(at)) if (at === root) return true;
    return false;
  };
  return [...parents.keys()].filter(below);
}

/** A thread's time on a CPU and waiting for one, in ms, since it started (/proc's schedstat). */
function schedstat(pid) {
  const text = readProc(`/proc/${pid}/task/${pid}/schedstat`);
  if (!text) return null;
  const [ran, waited] = text.trim().split(" ").map(Number);
  return { ranMs: ran / 1e6, waitedMs: waited / 1e6 };
}

/**
 * While a Chromium started by this process (its pid `browserPid`) runs, with a `placement`: each
 * renderer's main thread and tracing thread to `placement.page`, the renderers' other threads to `placement.others` (those
 * it starts later would otherwise follow the main thread); with none, nothing moves. `mainThread()` tells
 * the busiest renderer's main thread's time (the page's), and `stop()` ends the watch.
 */
export function watchPageThread(browserPid, placement) {
  const placed = new Set();
  const renderers = new Set();
  const look = () => {
    for (const pid of descendantsOf(browserPid)) {
      if (!readProc(`/proc/${pid}/cmdline`)?.includes("--type=renderer")) continue;
      renderers.add(pid);
      if (!placement) continue;
      let threads = [];
      try {
        threads = readdirSync(`/proc/${pid}/task`).map(Number);
      } catch {
        continue; // the renderer has ended
      }
      for (const tid of threads) {
        if (placed.has(tid)) continue;
        placed.add(tid);
        try {
          pin(tid, tid === pid || BESIDE_MAIN.test(readProc(`/proc/${pid}/task/${tid}/comm`) ?? "") ? placement.page : placement.others);
        } catch {
          // the thread ended between the listing and the move
        }
      }
    }
  };
  look();
  const timer = setInterval(look, 20);
  return {
    mainThread() {
      look();
      return [...renderers].map(schedstat).filter(Boolean).sort((a, b) => b.ranMs - a.ranMs)[0] ?? null;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
