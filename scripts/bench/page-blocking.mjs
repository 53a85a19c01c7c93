// The page's blocking time counted from CPU time: what TBT would be if the page's main thread never
// waited for a CPU. Lighthouse's simulated TBT multiplies each observed task's wall time by the CPU
// slowdown, so on a small, busy host (bench:web on 2 CPUs) a task that waited 30 ms for a CPU, for V8's
// helper threads or for a safepoint counts 120 ms of "work" (page-core.mjs). A phone runs the page's
// thread on a core of its own and has no emulators beside it. This figure takes the same tasks, after
// the first contentful paint, with each one's thread time (the trace's `tdur`) in place of its wall time.
// It is printed beside Lighthouse's TBT to tell the page's work from the host's waiting; the budget
// stays Lighthouse's.

const TOP_LEVEL_TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const BLOCKING_THRESHOLD_MS = 50;

/**
 * `events`: a Chromium trace's events (Lighthouse's `artifacts.Trace.traceEvents`); `slowdown`: the CPU
 * slowdown the run simulated. Returns the blocking time in ms and the tasks that blocked, or NaN
 * when the trace has no first contentful paint or no thread times.
 */
export function cpuBlockingTime(events, slowdown) {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) return { blockingMs: NaN, tasks: [] };
  // The page's main thread is the one that painted; its tasks, outermost only.
  const candidates = events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === "X" && TOP_LEVEL_TASKS.has(event.name))
    .sort((a, b) => a.ts - b.ts);
  if (candidates.length > 0 && candidates.every((task) => task.tdur === undefined)) return { blockingMs: NaN, tasks: [] };
  const tasks = [];
  let end = -Infinity;
  for (const task of candidates) {
    if (task.ts < end) continue; // a task nested in one already counted
    end = task.ts + (task.dur ?? 0);
    if (task.ts < paint.ts) continue;
    const cpuMs = ((task.tdur ?? 0) / 1000) * slowdown;
    if (cpuMs > BLOCKING_THRESHOLD_MS) tasks.push({ atMs: (task.ts - paint.ts) / 1000, wallMs: (task.dur ?? 0) / 1000, cpuMs });
  }
  return { blockingMs: tasks.reduce((sum, task) => sum + task.cpuMs - BLOCKING_THRESHOLD_MS, 0), tasks };
}
