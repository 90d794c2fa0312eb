import { randomUUID } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Uploaded files on local disk under DATA_DIR/uploads:
 * - public/  served as-is at /uploads/ (avatars, banners, logos);
 * - private/ never served statically; a route checks who may read each file (certificates).
 * The database stores paths relative to those roots (`avatars/<uuid>.webp`), so the data
 * folder can move without rewriting rows.
 */
export type Visibility = "public" | "private";

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

/** Writes a new file under `<visibility>/<folder>/<uuid>.<extension>` and returns its relative path. */
export async function saveFile(
  dataDir: string,
  visibility: Visibility,
  folder: string,
  extension: string,
  content: Buffer,
): Promise<string> {
  const relativePath = `${folder}/${randomUUID()}.${extension}`;
  const absolute = storedFilePath(dataDir, visibility, relativePath);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, content, { flag: "wx" });
  return relativePath;
}

/** Removes a stored file; a missing file is not an error (it may have been cleaned already). */
export async function removeFile(dataDir: string, visibility: Visibility, relativePath: string | null): Promise<void> {
  if (!relativePath) return;
  await rm(storedFilePath(dataDir, visibility, relativePath), { force: true });
}

/** A readable stream and size of a stored file, or null when the file is gone. */
export async function openFile(
  dataDir: string,
  visibility: Visibility,
  relativePath: string,
): Promise<{ stream: ReadStream; size: number } | null> {
  const absolute = storedFilePath(dataDir, visibility, relativePath);
  try {
    const info = await stat(absolute);
    if (!info.isFile()) return null;
    return { stream: createReadStream(absolute), size: info.size };
  } catch {
    return null;
  }
}
