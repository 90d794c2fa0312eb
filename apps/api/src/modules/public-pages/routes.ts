import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { jobPage } from "./job-page";
import { readJob } from "./job-read";
import { personPath, teamPath } from "./links";
import { notFoundPage, signInNoticePage } from "./notice-pages";
import { ogCardOfJob, ogCardOfPerson, ogCardOfTeam } from "./og-cards";
import { ogEtag, ogPng, ogSvg } from "./og-image";
import { companyPage, freelancerPage } from "./person-page";
import { readPerson } from "./person-read";
import { sendCacheable, sendHtml, sendMoved, sendUncached } from "./reply";
import { robotsTxt, SITEMAP_KINDS, type SitemapKind, sitemapFile, sitemapRoot } from "./sitemap";
import { jobSlug, taskIdOfSlug } from "./slug";
import { teamPage } from "./team-page";
import { readTeam } from "./team-read";

/*
 * The public pages, at the site's root beside the web app (decision 0096): server-rendered HTML
 * for anyone, no token read. They are not in the API document (/api/docs): they are pages, not
 * API calls, and answer HTML, including their 404.
 */

/** Shapes a handle may have, old ones included; anything else is not found without a query. */
const HANDLE_SHAPE = /^[A-Za-z0-9-]{1,64}$/;
const HIDDEN = { schema: { hide: true } };
/** Preview images change only with the profile; an hour, revalidated by ETag. */
const OG_CACHE = "public, max-age=3600";
const SITEMAP_CACHE = "public, max-age=3600";

type HandleRequest = FastifyRequest<{ Params: { handle: string } }>;

export async function publicSiteRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const origin = ctx.config.appUrl;
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendUncached(reply, 404, notFoundPage(origin, request.url.split("?")[0]!));

  app.get("/u/:handle", HIDDEN, async (request: HandleRequest, reply) => {
    const { handle } = request.params;
    if (!HANDLE_SHAPE.test(handle)) return notFound(request, reply);
    const read = await readPerson(ctx, handle.toLowerCase());
    if (read.kind === "moved") return sendMoved(reply, personPath(read.handle));
    if (read.kind === "missing") return notFound(request, reply);
    if (read.kind === "signedInOnly") return sendUncached(reply, 200, signInNoticePage(origin, request.url));
    if (read.handle !== handle) return sendMoved(reply, personPath(read.handle));
    return sendHtml(
      request,
      reply,
      read.kind === "freelancer" ? freelancerPage(origin, read) : companyPage(origin, read),
    );
  });

  app.get("/t/:handle", HIDDEN, async (request: HandleRequest, reply) => {
    const { handle } = request.params;
    if (!HANDLE_SHAPE.test(handle)) return notFound(request, reply);
    const read = await readTeam(ctx, handle.toLowerCase());
    if (read.kind === "moved") return sendMoved(reply, teamPath(read.handle));
    if (read.kind === "missing") return notFound(request, reply);
    if (read.handle !== handle) return sendMoved(reply, teamPath(read.handle));
    return sendHtml(request, reply, teamPage(origin, read));
  });

  app.get("/jobs/:slug", HIDDEN, async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
    const { slug } = request.params;
    const taskId = taskIdOfSlug(slug);
    if (!taskId) return notFound(request, reply);
    const read = await readJob(ctx, taskId);
    if (read.kind === "missing") return notFound(request, reply);
    const canonical = jobSlug(read.task);
    if (slug !== canonical) return sendMoved(reply, `/jobs/${canonical}`);
    return sendHtml(request, reply, jobPage(origin, read));
  });

  /** The preview image of a page: `<handle or id>.png`; 404 whenever the page itself has none. */
  const ogRoute = (path: string, cardOf: (key: string) => Promise<Parameters<typeof ogSvg>[0] | null>) =>
    app.get(path, HIDDEN, async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const key = /^(.+)\.png$/.exec(request.params.file)?.[1];
      const card = key && HANDLE_SHAPE.test(key) ? await cardOf(key.toLowerCase()) : null;
      if (!card) return reply.code(404).header("cache-control", "no-store").type("text/plain").send("Not found");
      const svg = ogSvg(card);
      const etag = ogEtag(svg);
      reply.header("cache-control", OG_CACHE).header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type("image/png").send(await ogPng(svg));
    });
  ogRoute("/og/u/:file", (handle) => ogCardOfPerson(ctx, handle));
  ogRoute("/og/t/:file", (handle) => ogCardOfTeam(ctx, handle));
  ogRoute("/og/jobs/:file", (id) => ogCardOfJob(ctx, id));

  app.get("/sitemap.xml", HIDDEN, async (request, reply) =>
    sendCacheable(request, reply, "application/xml; charset=utf-8", await sitemapRoot(ctx, origin), SITEMAP_CACHE),
  );
  app.get(
    "/sitemaps/:file",
    HIDDEN,
    async (request: FastifyRequest<{ Params: { file: string }; Querystring: { after?: string } }>, reply) => {
      const kind = /^(.+)\.xml$/.exec(request.params.file)?.[1] as SitemapKind | undefined;
      if (!kind || !SITEMAP_KINDS.includes(kind)) return notFound(request, reply);
      const after = typeof request.query.after === "string" && request.query.after ? request.query.after : null;
      const body = await sitemapFile(ctx, origin, kind, after);
      return sendCacheable(request, reply, "application/xml; charset=utf-8", body, SITEMAP_CACHE);
    },
  );
  app.get("/robots.txt", HIDDEN, async (request, reply) =>
    sendCacheable(request, reply, "text/plain; charset=utf-8", robotsTxt(origin), SITEMAP_CACHE),
  );
}
