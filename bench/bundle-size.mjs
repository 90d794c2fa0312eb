// Size budgets of the first paint: the JavaScript a browser must download before a route can
// render, as the built server really sends it to a browser that accepts brotli and gzip.
// - The login route (/auth/login) must stay under 120 KB (decisions 0006 and 0020).
// - Each measured signed-in route (/dashboard, /tasks, /freelancers) must stay under 160 KB
//   (decision 0053): the shell and the screen, with no zod, recharts, dnd-kit or socket.io-client.
//
// Counted: every script of dist/index.html (the entry and the boot script, decision 0065) and
// its modulepreload links, plus — followed through the Vite manifest — the entry's static imports
// and the lazy chunks of the route (its screen; for a signed-in route the shell `app-layout` too)
// with their static imports, recursively: what the boot script preloads beside the entry.
// Each file is fetched from the built server (apps/api/dist/server.js, started here on a free port
// with a throwaway data folder) with `Accept-Encoding: br, gzip`, and the bytes on the wire are
// counted. Run after `npm run build`.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { SERVER_ENTRY, startBuiltServer, WEB_DIST } from "./built-server.mjs";
import { REPORT_PATH, writeReportSection } from "./report-section.mjs";

const BUDGET_BYTES = 120 * 1024;
const SIGNED_IN_BUDGET_BYTES = 160 * 1024;
const PORT = Number(process.env.BUNDLE_SIZE_PORT ?? 3190);
const AUTH_SCREEN = "src/features/auth/screens/auth-screen.tsx";
const SHELL = "src/app/layout/app-layout.tsx";
/** Signed-in routes whose first paint has a budget: the pages Lighthouse measures. */
const SIGNED_IN_ROUTES = [
  { path: "/dashboard", screen: "src/features/dashboard/screens/dashboard-screen.tsx" },
  { path: "/tasks", screen: "src/app/screens/tasks-screen.tsx" },
  { path: "/freelancers", screen: "src/app/screens/freelancers-screen.tsx" },
];
/** Packages that belong in lazy chunks only: a static import of one puts it on the first paint. */
// Each is recognised by a name its built code keeps after minification.
const HEAVY_MODULES = [
  ["zod", /\bZodError\b/],
  ["recharts", /recharts-(?:wrapper|surface)/],
  ["dnd-kit", /\bDndContext\b|\bDndMonitor/],
  ["socket.io-client", /\bEIO\b/],
];
const dist = WEB_DIST;

function fail(message) {
  console.error(`bundle-size: ${message}`);
  process.exit(1);
}

const indexPath = path.join(dist, "index.html");
if (!existsSync(indexPath)) fail(`${indexPath} is missing — run \`npm run build\` first.`);
const manifestPath = [path.join(dist, ".vite/manifest.json"), path.join(dist, "manifest.json")].find(existsSync);
if (!manifestPath) fail("the Vite manifest is missing — apps/web/vite.config.ts needs `build.manifest: true`.");

const html = readFileSync(indexPath, "utf8");
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

/** file (relative to dist) -> why it is loaded */
const files = new Map();
const add = (file, why) => {
  const clean = file.replace(/^\//, "");
  if (!files.has(clean)) files.set(clean, why);
};

const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i"))?.[1];
for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
  const src = attr(tag, "src");
  if (src && !/^https?:/i.test(src)) add(src, "entry script");
}
for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
  const rel = attr(tag, "rel");
  const href = attr(tag, "href");
  if (rel?.toLowerCase() === "modulepreload" && href && !/^https?:/i.test(href)) add(href, "modulepreload");
}

function addWithStaticImports(key, why, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no entry "${key}".`);
  add(chunk.file, why);
  for (const imported of chunk.imports ?? [])
    addWithStaticImports(imported, `${why.replace(/ import$/, "")} import`, seen);
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) fail("the manifest lists no entry chunk.");
for (const [key] of entries) addWithStaticImports(key, "entry");
if (!manifest[AUTH_SCREEN]) fail(`the manifest has no lazy chunk for ${AUTH_SCREEN}.`);
const baseFiles = new Map(files);
addWithStaticImports(AUTH_SCREEN, "auth screen");

/** The files a signed-in route needs before it paints: the base (entry) files, the shell and the screen. */
function signedInFiles(screen) {
  const routeFiles = new Map(baseFiles);
  for (const [key, why] of [
    [SHELL, "shell"],
    [screen, "screen"],
  ]) {
    if (!manifest[key]) fail(`the manifest has no lazy chunk for ${key}.`);
    const collect = (chunkKey, reason, seen) => {
      if (seen.has(chunkKey)) return;
      seen.add(chunkKey);
      const chunk = manifest[chunkKey];
      const clean = chunk.file.replace(/^\//, "");
      if (!routeFiles.has(clean)) routeFiles.set(clean, reason);
      for (const imported of chunk.imports ?? []) collect(imported, `${why} import`, seen);
    };
    collect(key, why, new Set());
  }
  return routeFiles;
}
const signedIn = SIGNED_IN_ROUTES.map((route) => ({ ...route, files: signedInFiles(route.screen) }));

if (!existsSync(SERVER_ENTRY)) fail(`${SERVER_ENTRY} is missing — run \`npm run build\` first.`);

/** GET over plain node:http, which (unlike fetch) leaves the body encoded as it travelled. */
function download(file) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port: PORT, path: `/${file}`, headers: { "accept-encoding": "br, gzip" } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            encoding: response.headers["content-encoding"] ?? "none",
            bytes: Buffer.concat(chunks).length,
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

const css = [...new Set(entries.concat([[AUTH_SCREEN, manifest[AUTH_SCREEN]]]).flatMap(([, c]) => c.css ?? []))];
const { stop: stopServer } = await startBuiltServer({ port: PORT }).catch((error) =>
  fail(`${error.message} (set BUNDLE_SIZE_PORT to use another port).`),
);
/** file -> what the server sent for it; each file is fetched once for every route that needs it. */
const sentFiles = new Map();
async function measureFile(file) {
  if (sentFiles.has(file)) return sentFiles.get(file);
  const full = path.join(dist, file);
  if (!existsSync(full)) fail(`${file} is referenced but missing from ${dist}.`);
  const sent = await download(file);
  if (sent.status !== 200) fail(`the server answered ${sent.status} for /${file}.`);
  const measured = { raw: readFileSync(full).length, sent: sent.bytes, encoding: sent.encoding };
  sentFiles.set(file, measured);
  return measured;
}
const rows = [];
let cssSent = 0;
try {
  for (const [file, why] of files) rows.push({ file, why, ...(await measureFile(file)) });
  for (const route of signedIn) {
    route.rows = [];
    for (const [file, why] of route.files) route.rows.push({ file, why, ...(await measureFile(file)) });
  }
  for (const file of css) cssSent += (await download(file)).bytes;
} finally {
  stopServer();
}
rows.sort((a, b) => b.sent - a.sent);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, sent: sum.sent + row.sent }), { raw: 0, sent: 0 });
const uncompressed = rows.filter((row) => row.encoding === "none" && row.raw >= 1024);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const passed = total.sent <= BUDGET_BYTES && uncompressed.length === 0;
const verdict = passed ? "PASS" : "FAIL";

for (const route of signedIn) {
  route.rows.sort((a, b) => b.sent - a.sent);
  route.sent = route.rows.reduce((sum, row) => sum + row.sent, 0);
  route.raw = route.rows.reduce((sum, row) => sum + row.raw, 0);
  // What the route's first paint holds that belongs in a lazy chunk.
  route.heavy = HEAVY_MODULES.filter(([, signature]) =>
    route.rows.some((row) => signature.test(readFileSync(path.join(dist, row.file), "utf8"))),
  ).map(([name]) => name);
  route.uncompressed = route.rows.filter((row) => row.encoding === "none" && row.raw >= 1024);
  route.passed = route.sent <= SIGNED_IN_BUDGET_BYTES && route.heavy.length === 0 && route.uncompressed.length === 0;
}
const signedInPassed = signedIn.every((route) => route.passed);

console.log("Login route — initial JavaScript as the server sends it (Accept-Encoding: br, gzip)\n");
console.table(
  rows.map((row) => ({
    file: row.file,
    loaded: row.why,
    raw: kb(row.raw),
    sent: kb(row.sent),
    encoding: row.encoding,
  })),
);
console.log(`\nTotal: ${kb(total.sent)} sent (${total.sent} bytes; ${kb(total.raw)} raw) in ${rows.length} files`);
console.log(`CSS (not counted): ${kb(cssSent)} sent in ${css.length} file(s)`);
console.log(`Budget: ${kb(BUDGET_BYTES)} sent — ${verdict}`);
console.log("\nSigned-in routes — shell and screen before the first paint\n");
console.table(
  signedIn.map((route) => ({
    route: route.path,
    sent: kb(route.sent),
    raw: kb(route.raw),
    files: route.rows.length,
    "heavy modules": route.heavy.join(", ") || "none",
    verdict: route.passed ? "PASS" : "FAIL",
  })),
);
console.log(`Budget: ${kb(SIGNED_IN_BUDGET_BYTES)} sent per route, no heavy module`);

const date = new Date().toISOString().slice(0, 10);
writeReportSection(
  "bundle-size",
  `## Login route size

Measured ${date} by \`bench/bundle-size.mjs\` (root \`npm run test:bench\`, after \`npm run build\`).

What the **login route** (/auth/login) needs before it can render: the entry script(s) and
modulepreload links of \`apps/web/dist/index.html\`, plus the lazy chunk of
\`${AUTH_SCREEN}\` with its static imports, followed through the Vite manifest.
Each file is fetched from the built server with \`Accept-Encoding: br, gzip\`; the bytes counted are
the bytes it sent (the brotli files the build wrote beside each asset).

**Total: ${kb(total.sent)} sent** (${total.sent} bytes; ${kb(total.raw)} raw) in ${rows.length} files —
budget ${kb(BUDGET_BYTES)}: **${verdict}**.
CSS, not counted in the budget: ${kb(cssSent)} sent in ${css.length} file(s).

| File | Loaded as | Raw | Sent | Encoding |
|---|---|---:|---:|---|
${rows.map((row) => `| ${row.file} | ${row.why} | ${kb(row.raw)} | ${kb(row.sent)} | ${row.encoding} |`).join("\n")}
| **Total** | | **${kb(total.raw)}** | **${kb(total.sent)}** | |
`,
);
const topFiles = (route) =>
  route.rows
    .filter((row) => row.why !== "entry script" && row.why !== "modulepreload" && row.why !== "entry import")
    .slice(0, 4)
    .map((row) => `${row.file.replace(/^assets\//, "")} ${kb(row.sent)}`)
    .join(", ");
writeReportSection(
  "bundle-size-signed-in",
  `## Signed-in routes' first paint

Measured ${date} by \`bench/bundle-size.mjs\` (root \`npm run test:bench\`, after \`npm run build\`),
as above: the same entry files, plus the lazy chunks of the signed-in shell (\`${SHELL}\`) and
of the route's screen with their static imports — what the boot script (decisions 0019, 0065)
asks for beside the entry. Budget ${kb(SIGNED_IN_BUDGET_BYTES)} sent per route, and no zod, recharts,
dnd-kit or socket.io-client in the shell's or the screen's static imports (decision 0053).

| Route | Sent | Raw | Files | Largest of the shell and screen | Heavy modules | Verdict |
|---|---:|---:|---:|---|---|---|
${signedIn
  .map(
    (route) =>
      `| ${route.path} | ${kb(route.sent)} | ${kb(route.raw)} | ${route.rows.length} | ${topFiles(route)} | ${route.heavy.join(", ") || "none"} | ${route.passed ? "PASS" : "FAIL"} |`,
  )
  .join("\n")}
`,
);
console.log(`Report written to ${path.relative(process.cwd(), REPORT_PATH) || REPORT_PATH}`);

if (uncompressed.length > 0) {
  console.error(`bundle-size: sent without compression: ${uncompressed.map((row) => row.file).join(", ")}.`);
}
if (!passed) {
  console.error(`bundle-size: ${kb(total.sent)} sent; the budget is ${kb(BUDGET_BYTES)} with every file compressed.`);
}
for (const route of signedIn.filter((candidate) => !candidate.passed)) {
  const why = [
    route.sent > SIGNED_IN_BUDGET_BYTES ? `${kb(route.sent)} sent, over ${kb(SIGNED_IN_BUDGET_BYTES)}` : "",
    route.heavy.length > 0 ? `${route.heavy.join(", ")} in its first paint (import it where it is used, lazily)` : "",
    route.uncompressed.length > 0
      ? `sent without compression: ${route.uncompressed.map((row) => row.file).join(", ")}`
      : "",
  ].filter(Boolean);
  console.error(`bundle-size: ${route.path}: ${why.join("; ")}.`);
}
if (!passed || !signedInPassed) process.exit(1);
