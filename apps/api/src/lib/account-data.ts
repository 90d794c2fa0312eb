import type { Visibility } from "./storage";

/*
 * What each module hands the privacy module for a person's data export (decision 0099): plain
 * JSON of its rows about them, and the stored files they put on the platform.
 */

/** A stored file of the person's, copied into the export under files/<name>. */
export type ExportFile = { visibility: Visibility; path: string; name: string };

/** One module's part of an export. */
export type AccountDataPart = { data: Record<string, unknown>; files: ExportFile[] };

/** The file name a stored path keeps in the export: its folder and name, nothing that climbs out. */
export function exportFile(visibility: Visibility, path: string, prefix: string): ExportFile {
  return { visibility, path, name: `${prefix}/${path.replaceAll("/", "-")}` };
}
