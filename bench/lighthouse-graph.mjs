// `npm run -w @crewlance/bench lighthouse:graph -- /dashboard [h2|http1]`: runs Lighthouse (mobile
// preset) once on a page and prints what its simulation counted into the LCP, node by node: each
// request (type, priority, bytes) and each main-thread task with its simulated start and end, for the
// optimistic and the pessimistic graph (Lighthouse reports their mean). A diagnostic, not a
// benchmark: it shows which request or task a page's LCP waits on (decision 0065).
// Lantern counts every request that finished before the largest paint, needed or not, and splits
// the simulated bandwidth evenly over all requests in flight.
import lighthouse from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { startBuiltServer } from "./built-server.mjs";
import { launchChromium, signInDemoCompany } from "./lighthouse-browser.mjs";
import { startTlsFront } from "./tls-front.mjs";

const [target = "/auth/login", frontId = "h2"] = process.argv.slice(2);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3177);
const webDist = process.env.LIGHTHOUSE_WEB_DIST ? { WEB_DIST_DIR: process.env.LIGHTHOUSE_WEB_DIST } : {};
const server = await startBuiltServer({ port: PORT, env: { SEED_DEMO_DATA: "true", ...webDist } });
const front = frontId === "h2" ? startTlsFront({ port: PORT + 1, upstreamPort: PORT }) : null;
const baseUrl = front?.baseUrl ?? server.baseUrl;
const browser = await launchChromium();

const short = (url) => url.replace(/^https?:\/\/[^/]+/, "").slice(0, 90);
function describe(node) {
  if (node.type === "network") {
    const { resourceType, priority, transferSize, url } = node.request;
    return `${resourceType} ${priority} ${transferSize} B ${short(url)}`;
  }
  const byName = new Map();
  for (const event of node.childEvents) byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0));
  const notable = [...byName]
    .filter(([, dur]) => dur >= 2000)
    .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`);
  const scripts = [...node.getEvaluateScriptURLs()].map(short);
  return `task ${(node.duration / 1000).toFixed(1)} ms observed [${notable.join(", ")}] ${scripts.join(" ")}`;
}

try {
  if (target !== "/auth/login") await signInDemoCompany(browser, baseUrl);
  const page = await browser.newPage();
  await (await page.createCDPSession()).send("Network.clearBrowserCache");
  const flags = { onlyCategories: ["performance"], disableStorageReset: target !== "/auth/login", logLevel: "error" };
  const { artifacts, lhr } = await lighthouse(`${baseUrl}${target}`, flags, undefined, page);
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const ms = (value) => Math.round(value);
  console.log(
    `${frontId} ${target}: LCP ${ms(lcp.timing)} ms (optimistic ${ms(lcp.optimisticEstimate.timeInMs)}, pessimistic ${ms(lcp.pessimisticEstimate.timeInMs)}), FCP ${ms(fcp.timing)} ms, score ${Math.round(lhr.categories.performance.score * 100)}`,
  );
  for (const [name, estimate] of [
    ["optimistic", lcp.optimisticEstimate],
    ["pessimistic", lcp.pessimisticEstimate],
  ]) {
    console.log(`-- ${name} graph (simulated ms: start, end)`);
    const nodes = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of nodes) {
      console.log(
        `${String(ms(timing.startTime)).padStart(6)} ${String(ms(timing.endTime)).padStart(6)}  ${describe(node)}`,
      );
    }
  }
} finally {
  await browser.close();
  front?.stop();
  server.stop();
}
