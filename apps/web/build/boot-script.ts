import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { routePreloadSource } from "./route-preload";

const THEME_ENTRY = "src/theme-boot.ts";
const THEME_MODULE_TAG = /\s*<script type="module" src="\/src\/theme-boot\.ts"><\/script>/;
const ICON_LINK = /<link rel="icon" type="image\/svg\+xml" href="\/src\/assets\/logo\.svg" \/>/;
const LOGO = "src/assets/logo.svg";

/** An SVG as a data URL, escaped only where a URL must be (as Vite writes the ones it inlines). */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/\s+/g, " ").replace(/> </g, "><").replaceAll('"', "'").trim();
  return `data:image/svg+xml,${compact.replace(/[<>#%]/g, encodeURIComponent)}`;
}

/** theme-boot.ts as a classic script of a few hundred bytes (an IIFE), not a module of the entry. */
async function buildThemeBoot(root: string): Promise<string> {
  const result = (await build({
    configFile: false,
    root,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      target: "es2017",
      lib: { entry: path.join(root, THEME_ENTRY), formats: ["iife"], name: "crewlanceThemeBoot" },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const output = (Array.isArray(result) ? result[0] : result)?.output[0];
  if (output?.type !== "chunk") throw new Error(`boot-script: building ${THEME_ENTRY} gave no script.`);
  return output.code;
}

/**
 * What a first visit needs before the logo loading view of index.html can paint, in as few files as
 * possible: each file a phone fetches then takes a share of its bandwidth and, on HTTP/1.1, one of
 * six connections with its own round trips (decisions 0019, 0065).
 * - One classic script in the head, render-blocking like the stylesheet and fetched beside it:
 *   first the theme on the page root (so a dark-theme visitor never sees the logo flash light; in
 *   development theme-boot.ts stays a module script), then `<link rel="modulepreload">` for the
 *   current route's chunks (build/route-preload.ts), so they download beside the entry. An
 *   external file because the CSP allows no inline script.
 * - The favicon as a data URL: Vite inlines the loading view's `<img>` but never an icon link,
 *   which cost one more request.
 */
export function bootScript(): Plugin[] {
  let root = process.cwd();
  let base = "/";
  let fileName = "";
  const script: Plugin = {
    name: "crewlance-boot-script",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const source = `${await buildThemeBoot(root)}${routePreloadSource(bundle, root, base)}`;
      fileName = `assets/boot-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
      this.emitFile({ type: "asset", fileName, source });
    },
    transformIndexHtml: {
      // Before bundling: the theme's module tag leaves, so its code is not also in the entry, and
      // the icon link is no longer an asset for Vite to emit.
      order: "pre",
      handler(html) {
        if (!THEME_MODULE_TAG.test(html)) throw new Error(`boot-script: index.html no longer loads ${THEME_ENTRY}.`);
        if (!ICON_LINK.test(html)) throw new Error(`boot-script: index.html no longer links ${LOGO} as its icon.`);
        const icon = `<link rel="icon" type="image/svg+xml" href="${svgDataUrl(readFileSync(path.join(root, LOGO), "utf8"))}" />`;
        return html.replace(THEME_MODULE_TAG, "").replace(ICON_LINK, icon);
      },
    },
  };
  // After bundling: the script goes at the end of the head, after the stylesheet link.
  const tag: Plugin = {
    name: "crewlance-boot-script-tag",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: () => [{ tag: "script", attrs: { src: `${base}${fileName}` }, injectTo: "head" }],
    },
  };
  return [script, tag];
}
