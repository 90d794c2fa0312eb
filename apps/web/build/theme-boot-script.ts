import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

const ENTRY = "src/theme-boot.ts";
const MODULE_TAG = /\s*<script type="module" src="\/src\/theme-boot\.ts"><\/script>/;

/**
 * index.html paints the logo loading view before any JavaScript has run, so the theme must be on
 * the page root by then or a dark-theme visitor sees a light flash. In development theme-boot.ts
 * stays a module script; in the build it becomes a classic script of a few hundred bytes loaded
 * in the head (render-blocking like the stylesheet, fetched in parallel with it) instead of
 * riding in the entry chunk, which runs only after the whole entry has downloaded. An external
 * file because the CSP allows no inline script.
 */
export function themeBootScript(): Plugin[] {
  let root = process.cwd();
  let base = "/";
  let fileName = "";
  const script: Plugin = {
    name: "crewlance-theme-boot-script",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle() {
      const result = (await build({
        configFile: false,
        root,
        logLevel: "silent",
        build: {
          write: false,
          minify: true,
          target: "es2017",
          lib: { entry: path.join(root, ENTRY), formats: ["iife"], name: "crewlanceThemeBoot" },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      const output = (Array.isArray(result) ? result[0] : result)?.output[0];
      if (output?.type !== "chunk") throw new Error(`theme-boot-script: building ${ENTRY} gave no script.`);
      const hash = createHash("sha256").update(output.code).digest("base64url").slice(0, 8);
      fileName = `assets/theme-boot-${hash}.js`;
      this.emitFile({ type: "asset", fileName, source: output.code });
    },
    transformIndexHtml: {
      // Before bundling: the module tag leaves, so the theme code is not also in the entry.
      order: "pre",
      handler(html) {
        if (!MODULE_TAG.test(html)) throw new Error(`theme-boot-script: index.html no longer loads ${ENTRY}.`);
        return html.replace(MODULE_TAG, "");
      },
    },
  };
  return [
    script,
    injectThemeBootTag(
      () => fileName,
      () => base,
    ),
  ];
}

/** After bundling: the classic script goes at the end of the head, after the stylesheet link. */
function injectThemeBootTag(fileName: () => string, base: () => string): Plugin {
  return {
    name: "crewlance-theme-boot-tag",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: () => [{ tag: "script", attrs: { src: `${base()}${fileName()}` }, injectTo: "head" }],
    },
  };
}
