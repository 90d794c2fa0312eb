// Loaded into the built server by `npm run bench:soak` (NODE_OPTIONS=--import … --expose-gc), never
// by the product. Every SOAK_PROBE_SECONDS it appends one JSON line to SOAK_PROBE_FILE with the
// process's memory and event-loop delay, so the soak reads the server's own figures without an
// inspector attached. The heap is read twice: as it stands (GC timing makes this a saw-tooth) and
// right after a forced full collection, which leaves only what is still referenced — the figure
// whose trend says whether memory leaks.
import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";

const file = process.env.SOAK_PROBE_FILE;
if (file) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const every = Number(process.env.SOAK_PROBE_SECONDS ?? 10) * 1000;
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  setInterval(() => {
    const before = process.memoryUsage();
    // p50/p99 over ~1,000 samples a window: the one pause of the collection below lands in the
    // next window's histogram, above its p99, so only `loopMaxMs` carries it.
    const sample = {
      pid: process.pid,
      at: Date.now(),
      rss: before.rss,
      heapUsed: before.heapUsed,
      loopP50Ms: ms(loop.percentile(50)),
      loopP99Ms: ms(loop.percentile(99)),
      loopMaxMs: ms(loop.max),
    };
    loop.reset();
    let gcMs = null;
    let heapAfterGc = null;
    if (typeof globalThis.gc === "function") {
      const start = performance.now();
      globalThis.gc();
      gcMs = Math.round((performance.now() - start) * 10) / 10;
      const after = process.memoryUsage();
      heapAfterGc = after.heapUsed;
      sample.external = after.external;
      sample.arrayBuffers = after.arrayBuffers;
    }
    appendFileSync(file, `${JSON.stringify({ ...sample, heapAfterGc, gcMs })}\n`);
  }, every).unref();
}
