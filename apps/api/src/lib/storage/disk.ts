import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStore, Visibility } from "./types";

function rootOf(dataDir: string, visibility: Visibility): string {
  return path.join(dataDir, "uploads", visibility);
}

/** Absolute path of a stored file; refuses anything that would leave its root. */
export function storedFilePath(dataDir: string, visibility: Visibility, relativePath: string): string {
  const root = rootOf(dataDir, visibility);
  const absolute = path.resolve(root, relativePath);
  if (!absolute.startsWith(root + path.sep)) throw new Error(`Stored path escapes its root: ${relativePath}`);
  return absolute;
}

/** Files under DATA_DIR/uploads/<visibility>/: one instance, or several sharing one disk. */
export function diskStore(dataDir: string): FileStore {
  return {
    kind: "disk",
    async save(visibility, relativePath, content) {
      const absolute = storedFilePath(dataDir, visibility, relativePath);
      await mkdir(path.dirname(absolute), { recursive: true });
      await writeFile(absolute, content, { flag: "wx" });
    },
    async remove(visibility, relativePath) {
      await rm(storedFilePath(dataDir, visibility, relativePath), { force: true });
    },
    async open(visibility, relativePath) {
      const absolute = storedFilePath(dataDir, visibility, relativePath);
      try {
        const info = await stat(absolute);
        if (!info.isFile()) return null;
        return { stream: createReadStream(absolute), size: info.size };
      } catch {
        return null;
      }
    },
  };
}
