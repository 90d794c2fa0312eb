import { describe, expect, it } from "vitest";
import { type ChunkGroup, groupClassifier, type ModuleNode, SMALL_SHARED_SOURCE } from "./chunk-groups";

const ICONS = "/nm/lucide-react/dist/esm/lucide-react.mjs";

/** A module graph by id: each module's static imports and its source. */
function graph(modules: Record<string, { imports?: string[]; dynamic?: string[]; code?: string }>) {
  return (id: string): ModuleNode | null => {
    const module = modules[id];
    return module
      ? { importedIds: module.imports ?? [], dynamicallyImportedIds: module.dynamic ?? [], code: module.code ?? "x" }
      : null;
  };
}

const modules = {
  "/src/main.tsx": { imports: ["/nm/react.js", ICONS], code: 'import { Loader } from "lucide-react";' },
  "/nm/react.js": {},
  [ICONS]: {
    imports: ["/nm/lucide-react/dist/esm/icons/loader.mjs", "/nm/lucide-react/dist/esm/icons/bell.mjs"],
    code: "export { default as Loader } from './icons/loader.mjs';\nexport { default as Bell, default as BellIcon } from './icons/bell.mjs';",
  },
  "/nm/lucide-react/dist/esm/icons/loader.mjs": {},
  "/nm/lucide-react/dist/esm/icons/bell.mjs": {},
  "/src/login.tsx": { imports: ["/src/button.tsx", "/src/password.tsx", "/nm/react.js"], dynamic: ["/src/signup.tsx"] },
  "/src/signup.tsx": { imports: ["/src/tags.tsx"] },
  "/src/tags.tsx": {},
  "/src/button.tsx": { imports: ["/nm/react.js"] },
  "/src/password.tsx": {},
  "/src/shell.tsx": {
    imports: ["/src/button.tsx", "/src/store.ts", ICONS],
    code: 'import { BellIcon } from "lucide-react";',
  },
  "/src/store.ts": {},
  "/src/tasks.tsx": { imports: ["/src/header.tsx", "/src/dialog.tsx", "/src/tasks-only.tsx", "/src/tags.tsx"] },
  "/src/freelancers.tsx": { imports: ["/src/header.tsx", "/src/dialog.tsx", "/src/button.tsx", "/src/tags.tsx"] },
  "/src/header.tsx": {},
  "/src/dialog.tsx": { imports: ["/nm/radix-dialog.js"] },
  "/nm/radix-dialog.js": { code: "x".repeat(SMALL_SHARED_SOURCE + 1) },
  "/src/tasks-only.tsx": {},
};

const classify = groupClassifier(graph(modules), {
  entry: "/src/main.tsx",
  login: "/src/login.tsx",
  shell: "/src/shell.tsx",
  screens: ["/src/tasks.tsx", "/src/freelancers.tsx"],
});
const groups = (ids: string[]): Record<string, ChunkGroup | null> =>
  Object.fromEntries(ids.map((id) => [id, classify(id)]));

describe("chunk groups", () => {
  it("leaves the entry's modules in the entry", () => {
    expect(groups(["/src/main.tsx", "/nm/react.js", "/nm/lucide-react/dist/esm/icons/loader.mjs"])).toEqual({
      "/src/main.tsx": null,
      "/nm/react.js": null,
      "/nm/lucide-react/dist/esm/icons/loader.mjs": null,
    });
  });

  it("puts what the login screen shares with signed-in screens in common, the rest of the shell in shell", () => {
    expect(groups(["/src/button.tsx", "/src/password.tsx", "/src/store.ts", "/src/shell.tsx"])).toEqual({
      "/src/button.tsx": "common",
      "/src/password.tsx": null,
      "/src/store.ts": "shell",
      "/src/shell.tsx": null,
    });
  });

  it("follows an icon index only to the icons a module names", () => {
    // The entry names Loader only: Bell is the shell's, not the entry's.
    expect(classify("/nm/lucide-react/dist/esm/icons/bell.mjs")).toBe("shell");
  });

  it("leaves what the login screen loads after its paint out of the groups, so it does not bring them along", () => {
    expect(classify("/src/tags.tsx")).toBeNull();
  });

  it("shares small modules between screens, never one that brings a large library along", () => {
    expect(groups(["/src/header.tsx", "/src/dialog.tsx", "/nm/radix-dialog.js", "/src/tasks-only.tsx"])).toEqual({
      "/src/header.tsx": "screens",
      "/src/dialog.tsx": null,
      "/nm/radix-dialog.js": null,
      "/src/tasks-only.tsx": null,
    });
  });
});
