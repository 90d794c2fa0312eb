// The server's garbage collections during a chat bench run, printed to stderr every 10 s: count,
// total and longest pause of full (mark-compact) collections and of scavenges, and the heap used.
// Load it into the measured server with
//   BENCH_SERVER_ARGS="--import $PWD/bench/chat/gc-probe.mjs" npm run bench:chat
// (the run prints the server's stderr). Used to check whether a collection explains a slow window.
import { constants, PerformanceObserver } from "node:perf_hooks";

const pauses = { full: { count: 0, totalMs: 0, longestMs: 0 }, scavenge: { count: 0, totalMs: 0, longestMs: 0 } };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR ? pauses.full : pauses.scavenge;
    kind.count++;
    kind.totalMs += entry.duration;
    kind.longestMs = Math.max(kind.longestMs, entry.duration);
  }
}).observe({ entryTypes: ["gc"] });

const started = Date.now();
const describe = ({ count, totalMs, longestMs }) =>
  `${count} (${totalMs.toFixed(0)} ms in all, longest ${longestMs.toFixed(1)} ms)`;
setInterval(() => {
  const seconds = Math.round((Date.now() - started) / 1000);
  const heapMb = (process.memoryUsage().heapUsed / 1e6).toFixed(0);
  process.stderr.write(
    `gc-probe ${seconds} s: full ${describe(pauses.full)}, scavenges ${describe(pauses.scavenge)}, heap ${heapMb} MB\n`,
  );
}, 10_000).unref();
