import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { offPlatformSignals } from "@crewlance/contracts/off-platform";
import { describe, expect, it } from "vitest";

/*
 * No false alarm on the platform's own words (decision 0092): every help article and every text
 * the demo data writes goes through the detector and carries no signal. A demo text that shows
 * a signal on purpose is named in DELIBERATE (none today).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const ARTICLES = path.resolve(here, "../../../help-articles");
const DEMO = path.resolve(here, "../../demo");
const DELIBERATE = new Set<string>();
/** A demo account's sign-in email or phone is an identifier the platform stores, not a text anyone sends. */
const ACCOUNT_IDENTIFIER = /^(?:[a-z0-9._-]+@(?:[a-z0-9-]+\.)*crewlance\.dev|\+91\d{10})$/;
/** `## Heading {#anchor}` names the heading's id (help/markdown.ts); the reader never sees it. */
const HEADING_ANCHOR = /\s*\{#[a-z0-9-]+\}/g;

async function filesUnder(folder: string, ending: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending) && !entry.name.endsWith(`.test${ending}`))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The string literals of a source file: what the demo writes into names, tasks, messages and reviews. */
function literalsOf(source: string): string[] {
  const literals: string[] = [];
  for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    literals.push(match[1] ?? match[2] ?? "");
  }
  return literals;
}

describe("off-platform detection on the platform's own texts", () => {
  it("finds no signal in any help article, paragraph by paragraph", async () => {
    const files = await filesUnder(ARTICLES, ".md");
    expect(files.length).toBeGreaterThan(25);
    const alarms: string[] = [];
    for (const file of files) {
      for (const paragraph of (await readFile(file, "utf8")).split(/\n\s*\n/)) {
        const signals = offPlatformSignals(paragraph.replace(HEADING_ANCHOR, ""));
        if (signals.length > 0) alarms.push(`${path.basename(file)}: ${signals.join(", ")} in "${paragraph}"`);
      }
    }
    expect(alarms).toEqual([]);
  });

  it("finds no signal in any text the demo data writes", async () => {
    const files = await filesUnder(DEMO, ".ts");
    expect(files.length).toBeGreaterThan(5);
    const alarms: string[] = [];
    for (const file of files) {
      for (const text of literalsOf(await readFile(file, "utf8"))) {
        if (DELIBERATE.has(text) || ACCOUNT_IDENTIFIER.test(text)) continue;
        const signals = offPlatformSignals(text);
        if (signals.length > 0) alarms.push(`${path.basename(file)}: ${signals.join(", ")} in "${text}"`);
      }
    }
    expect(alarms).toEqual([]);
  });
});
