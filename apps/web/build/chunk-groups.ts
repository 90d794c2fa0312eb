import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CodeSplittingOptions } from "rolldown";
import { readRouteModules } from "./route-preload";

/** What the grouping needs to know of a module: its static imports and its size. */
export type ModuleNode = {
  importedIds: readonly string[];
  dynamicallyImportedIds?: readonly string[];
  code: string | null;
};
export type ModuleLookup = (id: string) => ModuleNode | null;
export type GroupRoots = { entry: string; login: string; shell: string; screens: readonly string[] };
export type ChunkGroup = "common" | "shell" | "screens";

/**
 * A module shared by several screens goes into the "screens" chunk only if it and what it
 * imports (beyond the entry, the shell and the common chunk) are at most this much source: small
 * shared pieces (icons, page headers, cards, list helpers), never a library such as Radix's
 * dialog, which would then load on every signed-in route.
 */
export const SMALL_SHARED_SOURCE = 8 * 1024;

/**
 * Packages reached through an index that re-exports every part (each lucide icon, each TanStack
 * hook), of which the bundle keeps only the parts a module names. Followed as written, the index
 * would make every icon look imported by the entry and by every screen.
 */
const BARRELS: ReadonlyArray<[specifier: string, index: RegExp]> = [
  ["lucide-react", /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:lucide-react|icons[\\/]index)\.mjs$/],
  ["@tanstack/react-query", /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/],
  ["@tanstack/query-core", /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]index\.js$/],
];
const NAMED_FROM = String.raw`\{([^}]*)\}\s*from\s*["']`;

/** `a, type B, default as C, d as e` → the names after `as` (or the names themselves). */
function names(list: string, side: "imported" | "exported"): string[] {
  return list
    .split(",")
    .map((name) => name.trim().replace(/^type\s+/, ""))
    .filter(Boolean)
    .map((name) => {
      const [left = "", right] = name.split(/\s+as\s+/);
      return side === "exported" ? (right ?? left) : left;
    });
}

/**
 * An index's parts by name: `export { X } from "./x.mjs"` and `import { y } from "./y.js"`, plus
 * the parts of another index it re-exports whole (`export * from "@tanstack/query-core"`).
 */
const barrelParts = remembered((lookup: ModuleLookup, indexId: string): Map<string, string> => {
  const info = lookup(indexId);
  const parts = new Map<string, string>();
  for (const [, list = "", relative = ""] of (info?.code ?? "").matchAll(
    new RegExp(`(?:import|export)\\s*${NAMED_FROM}(\\.[^"']+)["']`, "g"),
  )) {
    for (const name of names(list, "exported")) parts.set(name, path.resolve(path.dirname(indexId), relative));
  }
  for (const imported of info?.importedIds ?? []) {
    if (!BARRELS.some(([, index]) => index.test(imported))) continue;
    for (const [name, part] of barrelParts(lookup, imported)) if (!parts.has(name)) parts.set(name, part);
  }
  return parts;
});

/**
 * Answers kept per lookup (one per build): the closures below walk the same modules thousands of
 * times, and reading lucide's index of every icon again for each module that names an icon was
 * most of the build's time (bench/notes/0110-ci-cpu.md).
 */
function remembered<T>(compute: (lookup: ModuleLookup, id: string) => T): (lookup: ModuleLookup, id: string) => T {
  const byLookup = new WeakMap<ModuleLookup, Map<string, T>>();
  return (lookup, id) => {
    let known = byLookup.get(lookup);
    if (!known) {
      known = new Map();
      byLookup.set(lookup, known);
    }
    if (!known.has(id)) known.set(id, compute(lookup, id));
    return known.get(id) as T;
  };
}

/** A module's static imports, with a barrel index replaced by the parts the module names. */
const importsOf = remembered((lookup: ModuleLookup, id: string): string[] => {
  const info = lookup(id);
  if (!info) return [];
  return info.importedIds.flatMap((imported) => {
    const barrel = BARRELS.find(([, index]) => index.test(imported));
    const indexCode = barrel && lookup(imported)?.code;
    if (!barrel || !indexCode || !info.code) return [imported];
    const specifier = barrel[0].replace(/[/]/g, "\\/");
    const wanted = [...info.code.matchAll(new RegExp(`import\\s*${NAMED_FROM}${specifier}["']`, "g"))].flatMap(
      ([, list = ""]) => names(list, "imported"),
    );
    // A namespace or default import of the index: follow all of it, as the bundle must keep it.
    if (wanted.length === 0) return [imported];
    const parts = barrelParts(lookup, imported);
    // A name the index does not list (a type, say) is followed through the whole index.
    return wanted.map((name) => parts.get(name) ?? imported);
  });
});

function staticClosure(lookup: ModuleLookup, root: string, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importsOf(lookup, id));
    if (dynamic) pending.push(...(lookup(id)?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

/**
 * Sorts every module outside the entry into the chunk it belongs in, by the lazy roots that
 * import it statically:
 * - "common": the login screen's modules that a signed-in route also uses (buttons, fields);
 *   the login route already downloads all of them, so it pays nothing;
 * - "shell": the signed-in shell's modules (besides common ones); every signed-in route loads
 *   the shell, so it pays nothing either;
 * - "screens": small modules two or more screens share (see SMALL_SHARED_SOURCE);
 * - null: left to Rolldown (a screen's own modules stay in its chunk).
 * Each set is closed under imports (a module's imports are reached by every root that reaches
 * it), so no group's chunk imports a lower one and chunk order stays acyclic.
 */
export function groupClassifier(lookup: ModuleLookup, roots: GroupRoots): (id: string) => ChunkGroup | null {
  const entry = staticClosure(lookup, roots.entry);
  const login = staticClosure(lookup, roots.login);
  // What the login screen loads after its paint (the sign-up form, social sign-in): a module of
  // theirs in the shell or screens chunk would bring that whole chunk onto the login page.
  const loginLater = staticClosure(lookup, roots.login, true);
  const shell = staticClosure(lookup, roots.shell);
  const screens = roots.screens.map((screen) => staticClosure(lookup, screen));
  const aboveScreens = (id: string) => entry.has(id) || shell.has(id) || login.has(id);
  const small = new Map<string, boolean>();
  const isSmall = (id: string): boolean => {
    let known = small.get(id);
    if (known === undefined) {
      let size = 0;
      for (const member of staticClosure(lookup, id)) {
        if (!aboveScreens(member)) size += lookup(member)?.code?.length ?? 0;
      }
      known = size <= SMALL_SHARED_SOURCE;
      small.set(id, known);
    }
    return known;
  };
  return (id) => {
    // A lazy root keeps a chunk of its own: the manifest and the route preload find it by name.
    if (entry.has(id) || id === roots.shell || id === roots.login || roots.screens.includes(id)) return null;
    const screenCount = screens.filter((closure) => closure.has(id)).length;
    if (login.has(id)) return shell.has(id) || screenCount > 0 ? "common" : null;
    if (loginLater.has(id)) return null;
    if (shell.has(id)) return "shell";
    return screenCount >= 2 && isSmall(id) ? "screens" : null;
  };
}

/** "@/features/x" or "./layout/y" (router.tsx's specifiers) → the file's absolute path. */
function resolveSpecifier(root: string, specifier: string): string {
  const base = path.resolve(root, specifier.replace(/^@\//, "src/").replace(/^\.\//, "src/app/"));
  const file = [".tsx", ".ts"].map((extension) => base + extension).find(existsSync);
  if (!file) throw new Error(`chunk-groups: cannot find ${specifier} (from src/app/router.tsx).`);
  return file;
}

/**
 * Rolldown's automatic splitting gives every distinct set of importing screens its own chunk,
 * so a signed-in route arrived in 40–60 files of a few hundred bytes (each icon one file). On a
 * phone over HTTP/1.1 (six connections per host) every file costs a round trip, which Lighthouse
 * counted as seconds of LCP. These groups bring a route down to a handful of files: the entry
 * (with the small modules it shares with lazy chunks), common, the shell (with the small pieces
 * screens share) and the screen's own chunk (decisions 0061, 0065).
 */
export function chunkGroups(root: string): CodeSplittingOptions {
  const routes = readRouteModules(readFileSync(path.join(root, "src/app/router.tsx"), "utf8"));
  const login = routes.find((route) => route.path === "/auth/login")?.modules.at(-1);
  const shell = routes.find((route) => route.modules.length > 1)?.modules[0];
  if (!login || !shell) throw new Error("chunk-groups: router.tsx has no login screen or no shell.");
  const roots: GroupRoots = {
    entry: path.join(root, "src/main.tsx"),
    login: resolveSpecifier(root, login),
    shell: resolveSpecifier(root, shell),
    screens: [...new Set(routes.filter((route) => route.modules.length > 1).map((route) => route.modules.at(-1)))]
      .filter((screen): screen is string => screen !== undefined)
      .map((screen) => resolveSpecifier(root, screen)),
  };
  // The graph is complete when Rolldown first asks; the sets are computed once per build.
  let classify: ((id: string) => ChunkGroup | null) | null = null;
  const group = (name: string, members: readonly ChunkGroup[], priority: number) => ({
    debugName: name,
    name: (id: string, ctx: { getModuleInfo: (id: string) => ModuleNode | null }) => {
      classify ??= groupClassifier((moduleId) => ctx.getModuleInfo(moduleId), roots);
      const found = classify(id);
      return found !== null && members.includes(found) ? name : null;
    },
    priority,
  });
  // Each group is already closed under imports apart from the entry's modules, which must stay in
  // the entry: pulling a group's dependencies in would move React out of it.
  return {
    includeDependenciesRecursively: false,
    groups: [
      // What the entry imports stays in the entry's file. Left to Rolldown, the modules lazy chunks
      // import too (react, clsx, the app's config) became files of a few hundred bytes, each one
      // more request before anything paints (decision 0065).
      { name: "index", tags: ["$initial" as const], priority: 3 },
      group("common", ["common"], 2),
      // Every signed-in route loads the shell and the screens' shared pieces: one file, not two.
      group("shell", ["shell", "screens"], 1),
    ],
  };
}
