import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const OWNER_ONLY = 0o600;

/**
 * A secret a development server makes at its first start and keeps in DATA_DIR, readable by its
 * owner only; later starts read it back. Two servers starting at once on one folder get the same
 * contents: the file appears whole (a hard link of a finished file), and the loser reads it.
 * Resolves the file's path and contents.
 */
export function keptSecretFile(dataDir: string, name: string, make: () => string): { file: string; text: string } {
  const file = path.join(dataDir, name);
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(draft, make(), { mode: OWNER_ONLY });
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  // A copy restored without its mode must not stay readable by others on the machine.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, OWNER_ONLY);
  return { file, text: readFileSync(file, "utf8") };
}
