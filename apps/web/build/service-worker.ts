import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const TEMPLATE = new URL("./sw-template.js", import.meta.url);
/** `src="/assets/…"` or `href="/assets/…"` in the built index.html: the app shell. */
const SHELL_FILE = /(?:src|href)="(\/assets\/[^"]+)"/g;

export type ServiceWorkerBuild = { version: string; shell: string[]; assets: string[] };

/** This build's version, shell and hashed assets, from the bundle's file names and index.html. */
export function describeBuild(fileNames: string[], indexHtml: string, template: string): ServiceWorkerBuild {
  const assets = fileNames
    .filter((name) => name.startsWith("assets/"))
    .map((name) => `/${name}`)
    .sort();
  const shell = [...new Set([...indexHtml.matchAll(SHELL_FILE)].map(([, file = ""]) => file))].sort();
  // Hashed names change with their content, so the names (and the worker's own code) say it all.
  const version = createHash("sha256")
    .update(JSON.stringify([assets, template]))
    .digest("hex")
    .slice(0, 16);
  return { version, shell, assets };
}

/** The worker's source for one build: the template with its build description filled in. */
export function serviceWorkerSource(template: string, build: ServiceWorkerBuild): string {
  return template.replace("self.__BUILD__", JSON.stringify(build));
}

/**
 * Writes sw.js beside index.html (decision 0100). It runs after Vite has emitted index.html, so
 * the shell is exactly what the page loads; the file is served with `no-cache` like index.html,
 * so a browser sees a new build's worker on its next check.
 */
export function serviceWorker(): Plugin {
  return {
    name: "crewlance-service-worker",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") throw new Error("service-worker: the build emitted no index.html.");
      const template = readFileSync(TEMPLATE, "utf8");
      const build = describeBuild(Object.keys(bundle), String(index.source), template);
      this.emitFile({ type: "asset", fileName: "sw.js", source: serviceWorkerSource(template, build) });
    },
  };
}
