import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { openFile } from "../../lib/storage";

/** What public uploads are: images the server converted (webp) or took as they came. */
const PUBLIC_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  pdf: "application/pdf",
};

/** Every stored name holds a fresh uuid and is never rewritten, so a cached copy never goes stale. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Public uploads at /uploads/<path>: straight from DATA_DIR/uploads/public on the disk store, or
 * streamed from the bucket on the S3 store — so any instance behind a balancer serves a file
 * another one stored.
 */
export async function publicUploads(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  if (!config.s3) {
    const root = path.join(config.dataDir, "uploads", "public");
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, { root, prefix: "/uploads/", decorateReply: false, wildcard: true });
    return;
  }
  app.get("/uploads/*", { schema: { hide: true } }, async (request, reply) => {
    const relativePath = (request.params as { "*": string })["*"];
    const type = PUBLIC_TYPES[relativePath.split(".").pop()?.toLowerCase() ?? ""];
    // The store refuses paths that are not its own shape (`..`, odd characters): a 404 too.
    const file = type ? await openFile(config.dataDir, "public", relativePath).catch(notStored) : null;
    if (!file) return reply.callNotFound();
    return reply
      .header("content-type", type)
      .header("content-length", file.size)
      .header("cache-control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .send(file.stream);
  });
}

function notStored(error: unknown): null {
  if (error instanceof Error && error.message.startsWith("Not a stored path")) return null;
  throw error;
}
