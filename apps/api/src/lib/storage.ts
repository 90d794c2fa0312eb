import { randomUUID } from "node:crypto";
import type { Config } from "../config";
import { diskStore } from "./storage/disk";
import { s3Store } from "./storage/s3";
import type { FileStore, OpenedFile, Visibility } from "./storage/types";

export type { OpenedFile, Visibility } from "./storage/types";

/**
 * Uploaded files, public (served at /uploads/) or private (a route checks each reader). The
 * database stores paths relative to the visibility's root (`avatars/<uuid>.webp`), so the files
 * can move — to another disk, or to S3 — without rewriting rows.
 *
 * Callers name the storage by the app's data folder (`ctx.config.dataDir`), as they did when it
 * was always the disk: buildApp registers the S3 store for that folder when S3 settings are given
 * (useStorageOf), and a folder nobody registered is the disk under it. So every service keeps one
 * call shape whichever store is behind it.
 */
const stores = new Map<string, FileStore>();

/** Chooses the store of this app's data folder: S3 when configured, else the disk (the default). */
export function useStorageOf(config: Pick<Config, "dataDir" | "s3">): FileStore {
  const store = config.s3 ? s3Store(config.s3) : diskStore(config.dataDir);
  stores.set(config.dataDir, store);
  return store;
}

export function storageOf(dataDir: string): FileStore {
  return stores.get(dataDir) ?? diskStore(dataDir);
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
  await storageOf(dataDir).save(visibility, relativePath, content);
  return relativePath;
}

/** Removes a stored file; a missing file is not an error (it may have been cleaned already). */
export async function removeFile(dataDir: string, visibility: Visibility, relativePath: string | null): Promise<void> {
  if (!relativePath) return;
  await storageOf(dataDir).remove(visibility, relativePath);
}

/** A readable stream and size of a stored file, or null when the file is gone. */
export async function openFile(
  dataDir: string,
  visibility: Visibility,
  relativePath: string,
): Promise<OpenedFile | null> {
  return storageOf(dataDir).open(visibility, relativePath);
}
