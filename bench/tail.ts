// What a slow request was made of: each timed request records the main thread's scheduler statistics
// and the garbage collections that overlapped it, so that a slow one can be told apart: our code, a GC
// pause, a wait for a core (another process ran), or a wait on the thread pool.
import { readFileSync } from "node:fs";
import { PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";

/** The main thread's time on a CPU and waiting for one, in ms, from the kernel's scheduler statistics. */
function mainThreadSched(): { run: number; wait: number } {
  const [run, wait] = readFileSync(`/proc/${process.pid}/task/${process.pid}/schedstat`, "utf8").split(" ").map(Number);
  return { run: run! / 1e6, wait: wait! / 1e6 };
}

/** One timed request: when it started, its wall time, and the main thread's time on a CPU and waiting for one meanwhile. */
export interface TimedRequest {
  start: number;
  wall: number;
  cpu: number;
  wait: number;
}

/** Times `request` with the main thread's scheduler statistics around it. */
export async function timed(request: () => Promise<void>): Promise<TimedRequest> {
  const before = mainThreadSched();
  const start = performance.now();
  await request();
  const wall = performance.now() - start;
  const after = mainThreadSched();
  return { start, wall, cpu: after.run - before.run, wait: after.wait - before.wait };
}

/**
 * The slow requests (at or above the run's p99), each put down to the largest part of its wall time, read
 * from the kernel's per-thread scheduler statistics of the main thread (/proc/<pid>/task/<pid>/schedstat)
 * and from V8's GC entries.
 */
export interface Tail {
  slow: number;
  /** Runnable but waiting for a core: other processes had both CPUs (contention). */
  runQueue: number;
  /** A garbage collection overlapped the request and was its largest part. */
  gc: number;
  /** The main thread ran our code (Hono, jose, zod, engine, codec, the mock table; JIT-compiled or not). */
  ownCpu: number;
  /** Neither running nor runnable: waiting on the thread pool (WebCrypto's HMAC for the session JWT). */
  blocked: number;
  /** Milliseconds of each kind summed over the slow requests. */
  ms: { runQueue: number; gc: number; ownCpu: number; blocked: number };
}

/** V8's garbage collections from now on, and the part of a request's wall time they took. */
export function watchGc() {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ entryTypes: ["gc"] });
  const overlapping = (s: { start: number; wall: number }) =>
    entries.filter((e) => e.startTime < s.start + s.wall && e.startTime + e.duration > s.start);
  return {
    entries,
    /** GC entries are delivered asynchronously: let the observer catch up before attributing them. */
    settle: () => new Promise((done) => setTimeout(done, 50)),
    stop: () => observer.disconnect(),
    msDuring: (s: { start: number; wall: number }) =>
      overlapping(s).reduce((n, e) => n + Math.min(e.startTime + e.duration, s.start + s.wall) - Math.max(e.startTime, s.start), 0),
  };
}

/** The requests at or above `p99`, and what each was mostly made of. */
export function tailOf<T extends TimedRequest>(samples: T[], p99: number, gcMs: (s: TimedRequest) => number): Tail & { slowSamples: T[] } {
  const slow = samples.filter((s) => s.wall >= p99);
  const parts = slow.map((s) => {
    const gc = Math.min(gcMs(s), s.cpu);
    const wait = Math.min(s.wait, s.wall);
    return { runQueue: wait, gc, ownCpu: Math.max(0, s.cpu - gc), blocked: Math.max(0, s.wall - wait - s.cpu) };
  });
  type Part = keyof (typeof parts)[number];
  const largest = (p: (typeof parts)[number]) => (Object.entries(p) as [Part, number][]).sort((a, b) => b[1] - a[1])[0]![0];
  const count = (k: Part) => parts.filter((p) => largest(p) === k).length;
  const sum = (k: Part) => parts.reduce((n, p) => n + p[k], 0);
  return {
    slow: slow.length,
    slowSamples: slow,
    runQueue: count("runQueue"),
    gc: count("gc"),
    ownCpu: count("ownCpu"),
    blocked: count("blocked"),
    ms: { runQueue: sum("runQueue"), gc: sum("gc"), ownCpu: sum("ownCpu"), blocked: sum("blocked") },
  };
}
