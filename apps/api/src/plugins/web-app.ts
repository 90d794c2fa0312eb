import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Vite names every file under assets/ by its content hash: a new build never reuses a name. */
const HASHED_ASSET = /[/\\]assets[/\\]/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Cache policy of the built app: hashed assets are immutable for a year; everything else
 * (index.html) is revalidated on every visit, so a deploy is seen at once.
 */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header(
    "cache-control",
    HASHED_ASSET.test(filePath) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache",
  );
}

/**
 * Serves the built SPA: real files as they are — the brotli or gzip twin the build wrote
 * (apps/web/build/precompress.ts) when the browser accepts it — and index.html for every other
 * non-API GET, so client-side routes survive a reload.
 */
export function serveWebApp(app: FastifyInstance, root: string | undefined): void {
  const hasWebApp = root !== undefined && existsSync(path.join(root, "index.html"));
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !request.url.startsWith("/api") && !request.url.startsWith("/uploads");
    if (hasWebApp && isPage) {
      reply.header("cache-control", "no-cache");
      return reply.type("text/html").sendFile("index.html", root);
    }
    return reply.status(404).send({
      success: false,
      code: "NOT_FOUND",
      message: `No route matches ${request.method} ${request.url.split("?")[0]}.`,
    });
  });
}
