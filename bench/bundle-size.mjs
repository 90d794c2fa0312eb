// Size budget of the login route: the JavaScript a browser must download before the sign-in
// screen can render, as the built server really sends it to a browser that accepts brotli and
// gzip, must stay under 120 KB (issue 8, "What a phone downloads"; decisions 0006 and 0020).
//
// Counted: every script of dist/index.html (the entry, the theme and route-preload scripts) and
// its modulepreload links, plus — followed through the Vite manifest — the entry's static imports
// and the lazy chunk of the auth screen with its static imports, recursively. Each file is fetched from the built server
// (apps/api/dist/server.js, started here on a free port with a throwaway data folder) with
// `Accept-Encoding: br, gzip`, and the bytes on the wire are counted. Run after `npm run build`.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { SERVER_ENTRY, startBuiltServer, WEB_DIST } from "./built-server.mjs";
import { REPORT_PATH, writeReportSection } from "./report-section.mjs";

const BUDGET_BYTES = 120 * 1024;
const PORT = Number(process.env.BUNDLE_SIZE_PORT ?? 3190);
const AUTH_SCREEN = "src/features/auth/screens/auth-screen.tsx";
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
addWithStaticImports(AUTH_SCREEN, "auth screen");

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
const rows = [];
let cssSent = 0;
try {
  for (const [file, why] of files) {
    const full = path.join(dist, file);
    if (!existsSync(full)) fail(`${file} is referenced but missing from ${dist}.`);
    const sent = await download(file);
    if (sent.status !== 200) fail(`the server answered ${sent.status} for /${file}.`);
    rows.push({ file, why, raw: readFileSync(full).length, sent: sent.bytes, encoding: sent.encoding });
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
console.log(`Report written to ${path.relative(process.cwd(), REPORT_PATH) || REPORT_PATH}`);

if (uncompressed.length > 0) {
  console.error(`bundle-size: sent without compression: ${uncompressed.map((row) => row.file).join(", ")}.`);
}
if (!passed) {
  console.error(`bundle-size: ${kb(total.sent)} sent; the budget is ${kb(BUDGET_BYTES)} with every file compressed.`);
  process.exit(1);
}
