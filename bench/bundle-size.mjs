// Size budget of the login route: the JavaScript a browser must fetch before the sign-in
// screen can render, gzipped at level 9, must stay under 150 KB (issue 2, "Performance").
//
// Counted: the entry script(s) and modulepreload links of dist/index.html, plus — followed
// through the Vite manifest — the entry's static imports and the lazy chunk of the auth screen
// with its static imports, recursively. Run after `npm run build`.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 150 * 1024;
const AUTH_SCREEN = "src/features/auth/screens/auth-screen.tsx";
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, "../apps/web/dist");
const reportPath = path.join(here, "REPORT.md");

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

const rows = [...files].map(([file, why]) => {
  const full = path.join(dist, file);
  if (!existsSync(full)) fail(`${file} is referenced but missing from ${dist}.`);
  const bytes = readFileSync(full);
  return { file, why, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });

const css = [...new Set(entries.concat([[AUTH_SCREEN, manifest[AUTH_SCREEN]]]).flatMap(([, c]) => c.css ?? []))];
const cssGzip = css.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const passed = total.gzip <= BUDGET_BYTES;
const verdict = passed ? "PASS" : "FAIL";

console.log("Login route — initial JavaScript (gzip level 9)\n");
console.table(rows.map((row) => ({ file: row.file, loaded: row.why, raw: kb(row.raw), gzip: kb(row.gzip) })));
console.log(`\nTotal: ${kb(total.gzip)} gzipped (${total.gzip} bytes; ${kb(total.raw)} raw) in ${rows.length} files`);
console.log(`CSS (not counted): ${kb(cssGzip)} gzipped in ${css.length} file(s)`);
console.log(`Budget: ${kb(BUDGET_BYTES)} gzipped — ${verdict}`);

const date = new Date().toISOString().slice(0, 10);
const report = `# Bundle size report

Measured ${date} by \`bench/bundle-size.mjs\` (root \`npm run test:bench\`, after \`npm run build\`).

What the **login route** (/auth/login) needs before it can render: the entry script(s) and
modulepreload links of \`apps/web/dist/index.html\`, plus the lazy chunk of
\`${AUTH_SCREEN}\` with its static imports, followed through the Vite manifest.
Each file is gzipped on its own at level 9, as it would travel.

**Total: ${kb(total.gzip)} gzipped** (${total.gzip} bytes; ${kb(total.raw)} raw) in ${rows.length} files —
budget ${kb(BUDGET_BYTES)}: **${verdict}**.
CSS, not counted in the budget: ${kb(cssGzip)} gzipped in ${css.length} file(s).

| File | Loaded as | Raw | Gzip |
|---|---|---:|---:|
${rows.map((row) => `| ${row.file} | ${row.why} | ${kb(row.raw)} | ${kb(row.gzip)} |`).join("\n")}
| **Total** | | **${kb(total.raw)}** | **${kb(total.gzip)}** |
`;
writeFileSync(reportPath, report);
console.log(`Report written to ${path.relative(process.cwd(), reportPath) || reportPath}`);

if (!passed) {
  console.error(`bundle-size: ${kb(total.gzip)} is over the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
