// The `soak` section of bench/REPORT.md: the verdict first, then one row per minute.
import { perMinute, type Sample, slopePerMinute } from "./trend";

type Input = {
  samples: Sample[];
  minutes: number;
  everySeconds: number;
  boundMbPerMin: number;
  mix: string;
  scale: number;
  chatSockets: number;
  errorsByStatus: Map<string, number>;
  skipped: number;
  chat: { sent: number; sendFailures: number; delivered: number; reconnects: number; connectFailures: number };
  machine: string;
};

const mb = (value: number | null) => (value === null ? "—" : value.toFixed(1));

/** The warm-up left out of the trend: 2 minutes, or a fifth of a run shorter than 10 minutes. */
export const warmUpSeconds = (minutes: number) => Math.min(120, minutes * 12);

export function report(input: Input): string {
  const warmUp = warmUpSeconds(input.minutes);
  const steady = input.samples.filter((sample) => sample.second > warmUp);
  const heapSlope = slopePerMinute(steady, (sample) => sample.heapAfterGcMb);
  const rssSlope = slopePerMinute(steady, (sample) => sample.rssMb);
  const flat = heapSlope < input.boundMbPerMin;
  const totalRequests = input.samples.reduce((sum, s) => sum + s.requests, 0);
  const totalErrors = input.samples.reduce((sum, s) => sum + s.errors, 0);
  const seconds = input.samples.length * input.everySeconds;
  const rows = perMinute(input.samples, input.everySeconds).map(
    (row) =>
      `| ${row.minute} | ${mb(row.last.rssMb)} | ${mb(row.last.heapMb)} | ${mb(row.last.heapAfterGcMb)} | ${row.loopP99Ms.toFixed(0)} | ${(row.requests / row.seconds).toFixed(0)} | ${row.errors} | ${(row.chatDelivered / row.seconds).toFixed(1)} |`,
  );
  const errors = [...input.errorsByStatus.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([key, count]) => `${key} × ${count}`)
    .join("; ");
  return `## Soak (\`npm run bench:soak\`)

**Memory ${flat ? "flat" : "NOT flat"}: the heap after a full collection grew ${heapSlope.toFixed(2)} MB/min after the first ${warmUp} s (warm-up) (bound < ${input.boundMbPerMin} MB/min); RSS ${rssSlope.toFixed(2)} MB/min.**

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${input.minutes} minutes, ${input.machine}. The built
server (\`NODE_ENV=production\`) on PostgreSQL (database \`soakbench\`) and Redis (prefix \`soak:\`),
seeded through the API (20 companies, 80 freelancers, 100 tasks; 5,000 listed freelancers by SQL).
Mix at \`--scale ${input.scale}\`, each action at a steady rate: ${input.mix}; chat: ${input.chatSockets} sockets each sending every 4 s,
one socket closed and reopened every 5 s. Every ${input.everySeconds} s the server itself
(bench/soak/probe.mjs, loaded with \`--import\`) logs its RSS, heap used, the heap right after a
forced full collection (\`--expose-gc\`) and its event-loop delay; the verdict is the
least-squares slope of the collected heap over the samples after the warm-up (decision 0060).

${totalRequests.toLocaleString("en")} requests in ${seconds} s (${(totalRequests / seconds).toFixed(0)}/s), ${totalErrors} non-2xx or failed${errors ? ` (${errors})` : ""}; ${input.skipped} ticks skipped with 64 requests in flight.
Chat: ${input.chat.sent.toLocaleString("en")} messages acknowledged, ${input.chat.sendFailures} failed, ${input.chat.delivered.toLocaleString("en")} deliveries, ${input.chat.reconnects} reconnects (${input.chat.connectFailures} refused).

| Minute | RSS MB | Heap used MB | Heap after GC MB | Loop delay p99 ms | req/s | Errors | Chat deliveries/s |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}`;
}
