import type { Readable } from "node:stream";

/**
 * public: anyone may read it at /uploads/<path> (avatars, banners, logos);
 * private: only through a route that checks who may read each file (certificates, attachments).
 */
export type Visibility = "public" | "private";

/** An open stored file: its bytes as a stream and its size for Content-Length. */
export type OpenedFile = { stream: Readable; size: number };

/** Where uploaded files live; every caller goes through lib/storage.ts, never a store directly. */
export type FileStore = {
  kind: "disk" | "s3";
  /** Writes a new file; the path is new (a random uuid), so nothing is overwritten. */
  save: (visibility: Visibility, relativePath: string, content: Buffer) => Promise<void>;
  /** Removes a file; a missing one is not an error (it may have been cleaned already). */
  remove: (visibility: Visibility, relativePath: string) => Promise<void>;
  /** The file's stream and size, or null when it is gone. */
  open: (visibility: Visibility, relativePath: string) => Promise<OpenedFile | null>;
};
