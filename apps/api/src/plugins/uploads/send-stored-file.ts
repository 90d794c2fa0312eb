import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** A private file (lib/storage.ts: the disk or S3) that a service decided the viewer may read. */
export type StoredFile = { stream: Readable; size: number; mimeType: string; fileName: string };

/**
 * Streams a private stored file: shown inline under a fixed name, never cached by the browser or
 * a proxy (who may read it is decided per request). Every download route answers through this.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  return reply
    .header("content-type", file.mimeType)
    .header("content-length", file.size)
    .header("content-disposition", `inline; filename="${file.fileName}"`)
    .header("cache-control", "private, no-store")
    .send(file.stream);
}
