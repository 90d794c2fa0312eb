// bench/REPORT.md gathers every benchmark on one page; each one rewrites only its own section,
// kept between two HTML comments, so running one benchmark leaves the others' figures alone.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPORT_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), "REPORT.md");
const TITLE =
  "# Benchmark report\n\nEach section is written by the benchmark it names; see bench/ for how each is run.\n";

/** Replaces the section `name` of bench/REPORT.md with `markdown` (appended when new). */
export function writeReportSection(name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(REPORT_PATH) ? readFileSync(REPORT_PATH, "utf8") : "";
  const report = current.startsWith(TITLE) ? current : TITLE;
  const from = report.indexOf(start);
  const to = report.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${report.slice(0, from)}${section}${report.slice(to + end.length)}`
      : `${report.trimEnd()}\n\n${section}\n`;
  writeFileSync(REPORT_PATH, next);
}
