import { readFileSync } from "node:fs";
import path from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";

/** Where the route table lives; its lazy imports are read from the source, not executed. */
const ROUTER = "src/app/router.tsx";
const IMPORT = String.raw`import\(\s*"([^"]+)"\s*\)`;
/** `["/path", screen(() => import("…"))]`: a screen inside the signed-in shell. */
const PRIVATE_SCREEN = new RegExp(String.raw`\[\s*"(\/[^"]*)",\s*screen\(\s*\(\)\s*=>\s*${IMPORT}`, "g");
/** `const Name = screen(() => import("…"))` or `lazy(() => import("…")…)`. */
const NAMED_SCREEN = new RegExp(String.raw`const (\w+) = (?:screen|lazy)\(\s*\(\)\s*=>\s*${IMPORT}`, "g");
/** `{ path: "/x", element: … Name … }` on one line: a route outside the shell. */
const PUBLIC_ROUTE = /\{\s*path:\s*"(\/[^"]*)",\s*element:([^\n]*)/g;
const SHELL = "AppLayout";

export type RouteChunks = { pattern: string; files: string[] };

/** "/tasks/:id" → a regular expression source matching that path, with or without a final slash. */
export function routePattern(routePath: string): string {
  const segments = routePath
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return `^${segments.join("/")}/?$`;
}

/** The route → lazy module table written in router.tsx, in the order the router matches. */
export function readRouteModules(source: string): { path: string; modules: string[] }[] {
  const named = new Map([...source.matchAll(NAMED_SCREEN)].map(([, name = "", module = ""]) => [name, module]));
  const shell = named.get(SHELL);
  if (!shell) throw new Error(`route-preload: ${ROUTER} no longer declares the lazy ${SHELL}.`);
  const routes = [...source.matchAll(PRIVATE_SCREEN)].map(([, routePath = "", module = ""]) => ({
    path: routePath,
    modules: [shell, module],
  }));
  for (const [, routePath = "", element = ""] of source.matchAll(PUBLIC_ROUTE)) {
    const name = [...named.keys()].find((candidate) => new RegExp(`\\b${candidate}\\b`).test(element));
    if (name && name !== SHELL) routes.push({ path: routePath, modules: [named.get(name) as string] });
  }
  if (routes.length === 0) throw new Error(`route-preload: found no lazy screen in ${ROUTER}.`);
  // Fixed segments before parameters, as the router ranks them ("/team/create" before "/team/:id").
  return routes.sort((a, b) => a.path.split(":").length - b.path.split(":").length);
}

function staticClosure(bundle: OutputBundle, fileName: string, into: Set<string>): void {
  if (into.has(fileName)) return;
  into.add(fileName);
  const chunk = bundle[fileName] as OutputChunk | undefined;
  for (const imported of chunk?.imports ?? []) staticClosure(bundle, imported, into);
}

/**
 * Every screen is a lazy chunk, so a first visit used to wait for the entry script to
 * download and run before it even asked for the screen's chunk and its imports: one more round
 * trip on a phone. This writes the part of the boot script (build/boot-script.ts) that adds
 * `<link rel="modulepreload">` for the current route's chunks, so they download in parallel with
 * the entry. React still loads them through `lazy()` behind the logo; a failed load is still
 * Vite's preload error.
 */
export function routePreloadSource(bundle: OutputBundle, root: string, base: string): string {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("route-preload: the bundle has no entry chunk.");
  const preloadedByHtml = new Set<string>();
  staticClosure(bundle, entry.fileName, preloadedByHtml);

  const chunkOf = (specifier: string): string => {
    const resolved = path.resolve(root, specifier.replace(/^@\//, "src/").replace(/^\.\//, "src/app/"));
    const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\.[jt]sx?$/, "") === resolved);
    if (!chunk) throw new Error(`route-preload: no chunk for ${specifier} (from ${ROUTER}).`);
    return chunk.fileName;
  };
  // Chunks are shared between routes, so each file name is written once and routes list indexes.
  const names: string[] = [];
  const indexOf = (file: string) => (names.includes(file) ? names.indexOf(file) : names.push(file) - 1);
  const table = readRouteModules(readFileSync(path.join(root, ROUTER), "utf8")).map((route) => {
    const files = new Set<string>();
    for (const module of route.modules) staticClosure(bundle, chunkOf(module), files);
    return [routePattern(route.path), [...files].filter((file) => !preloadedByHtml.has(file)).map(indexOf)];
  });
  return `(function(){var n=${JSON.stringify(names)},t=${JSON.stringify(table)},p=location.pathname,d=document;for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=${JSON.stringify(base)}+n[f];d.head.appendChild(l)});return}})();\n`;
}
