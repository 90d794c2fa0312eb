import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import { DOCUMENT_MAX_BYTES } from "@crewlance/contracts/constants";
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { type Database, openDatabase } from "./db/client";
import { ReplicaSet } from "./db/replicas";
import { lastWritesKept } from "./lib/last-writes";
import { LIST_CHANGES_CHANNEL, ListCache } from "./lib/list-cache";
import { listChangesThrough, REPUTATION_CHANGES_CHANNEL } from "./lib/list-changes";
import { logDestination } from "./lib/log-destination";
import { createMailer } from "./lib/mail";
import { OPENAPI_TAGS } from "./lib/openapi";
import { connectRedis } from "./lib/rate-limit/redis-client";
import { redisRateLimitStore } from "./lib/rate-limit/redis-store";
import { createSmsSender } from "./lib/sms";
import { useStorageOf } from "./lib/storage";
import { wireListeners } from "./listeners";
import {
  CHAT_ACCESS_CHANNEL,
  CHAT_PEOPLE_CHANNEL,
  ChatAccessCache,
  ChatPeopleCache,
  prepareChatSocket,
  registerChatSocket,
} from "./modules/chat/index";
import { loadHelpArticles } from "./modules/help/index";
import { publicSiteRoutes } from "./modules/public-pages/index";
import { companyCardCache, companyCardHandlers } from "./modules/tasks/index";
import { authPlugin } from "./plugins/auth";
import { emptyJsonBodyPlugin } from "./plugins/empty-json-body";
import { answerError, errorsPlugin } from "./plugins/errors";
import { readYourWritesPlugin } from "./plugins/read-your-writes";
import { securityHeaders } from "./plugins/security-headers";
import { type SerializerMode, serializerCompilerFor } from "./plugins/serializer";
import { publicUploads } from "./plugins/uploads/public-uploads";
import { serveWebApp } from "./plugins/web-app";
import { RealtimePublisher } from "./realtime/publisher";
import { attachSocketServer } from "./realtime/server";
import { apiRoutes } from "./routes";

export type BuildOptions = {
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  logger?: boolean;
  /** How response bodies are written (decision 0050); by default "fast" in production, else "zod". */
  serializer?: SerializerMode;
  /** Hears which routes got the fast serializer (plugins/serializer.test.ts). */
  onSerializerCompiled?: (route: string, fast: boolean) => void;
};

/** Builds the whole server without listening: tests drive it through `app.inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logStream = options.logger === false ? undefined : await logDestination(config.logFormat);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens, passwords and codes never reach the logs.
            redact: ["req.headers.authorization", "req.headers.cookie", "req.body.password", "req.body.refreshToken"],
            // Readable lines in development, JSON lines elsewhere (LOG_FORMAT, decision 0081).
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    // An address that does not decode fails before routing: it still gets the standard error body.
    frameworkErrors: answerError,
    trustProxy: trustProxyHops(config.trustProxyHops),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    serializerCompilerFor(
      options.serializer ?? (config.env === "production" ? "fast" : "zod"),
      options.onSerializerCompiled,
    ),
  );

  wireListeners();
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDatabase,
    }));
  // Tells this instance's announcements from the others' (company cards, decision 0108).
  const instanceKey = randomUUID();
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      db: database.db,
      intervalMs: config.mailQueueIntervalMs,
      log: app.log,
    }),
    sms: createSmsSender(config.sms, database.db),
    realtime: new RealtimePublisher(),
    listCache: config.listPageCache ? new ListCache() : undefined,
    companyCards: companyCardCache(),
    listChanges: listChangesThrough(
      database.db,
      (error) => app.log.warn({ err: error }, "a list-change notification was not sent; retrying"),
      instanceKey,
    ),
  };
  app.decorate("ctx", ctx);
  // The help center's articles come from the repository's files at every start (decision 0049).
  await loadHelpArticles(ctx);
  useStorageOf(config);
  // Shared by every instance behind a balancer: rate-limit counters (decision 0051).
  const redis = config.redisUrl ? connectRedis(app, config.redisUrl) : undefined;
  // Reads that may go to a replica (decision 0107), with each person's last write shared through Redis.
  if (config.replicas.urls.length > 0 && database.kind === "postgres") {
    const set = new ReplicaSet(database.db, config.replicas.urls, {
      maxLagMs: config.replicas.maxLagMs,
      checkIntervalMs: config.replicas.checkIntervalMs,
      onChange: (replica, error) =>
        error
          ? app.log.warn({ replica: replica.name, err: error }, "a replica is skipped until it answers again")
          : app.log.info({ replica: replica.name }, "a replica takes reads"),
    });
    ctx.replicas = { set, lastWrites: lastWritesKept(redis && { client: redis, prefix: config.redisKeyPrefix }) };
    app.addHook("onReady", () => set.start());
    app.addHook("onClose", () => set.close());
  }
  if (config.instanceId) {
    const instanceId = config.instanceId;
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("x-instance", instanceId);
    });
  }
  // The mail worker starts once the app is ready and stops (finishing its pass) before the database closes.
  app.addHook("onReady", async () => ctx.mailer.start());
  app.addHook("onClose", async () => {
    await ctx.mailer.stop();
    await ctx.listChanges?.settled();
    if (!options.database) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(emptyJsonBodyPlugin);
  // JSON above 1 KB goes out compressed. Brotli at quality 1: the profile of a directory request
  // (bench/REPORT.md) had the default quality 4 at 16% of the server's CPU, and 1 still shrinks
  // JSON about as well as gzip. The built web app's files are compressed at build time (quality
  // 11) and pass through untouched. Bodies up to 64 KB are compressed in one synchronous call
  // (the plugin's default on 2 cores is 8 KB): a task page (~19 KB) through a zlib stream cost
  // 87 µs of process CPU against 24 µs in one call, plus the stream's plumbing (decision 0059).
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  // Helmet's headers, computed once rather than by its middleware on every request (decision 0059).
  await securityHeaders(app, SECURITY_HEADERS);
  await app.register(cors, { origin: config.appUrl, credentials: true });
  await app.register(rateLimit, {
    global: false,
    store: redis
      ? redisRateLimitStore({
          client: redis,
          prefix: config.redisKeyPrefix,
          onFallback: (error) =>
            app.log.warn({ err: error }, "rate limits count per instance until Redis is reachable again"),
        })
      : undefined,
  });
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 2, fields: 100 } });
  await app.register(swagger, {
    openapi: {
      info: { title: "Crewlance API", version: "1.0.0", description: "REST API of the Crewlance marketplace." },
      servers: [{ url: config.appUrl, description: "This server (APP_URL); every path starts with /api." }],
      tags: OPENAPI_TAGS,
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    // A prefix's "/" route answers with and without the slash; the document names the address
    // without it, as clients call it (a trailing slash trips client generators).
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      return { ...output, url: output.url.length > 1 ? output.url.replace(/\/$/, "") : output.url };
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(authPlugin);
  await app.register(readYourWritesPlugin);

  await app.register(apiRoutes, { prefix: "/api" });

  await app.register(publicUploads);
  // Pages at the site's root for anyone (decision 0096), before the web app takes every other path.
  await app.register(publicSiteRoutes);
  serveWebApp(app, config.webDistDir);
  // Chat and live notifications on the same port (decision 0045); who takes part in a
  // conversation is cached per socket until the database says it changed (decision 0057).
  const logSocketError = (error: unknown) => app.log.error({ err: error }, "chat socket event failed");
  const chatAccess = new ChatAccessCache(ctx);
  const stopListening = database.listen?.(CHAT_ACCESS_CHANNEL, chatAccess.handlers(logSocketError));
  if (stopListening) app.addHook("preClose", async () => stopListening());
  // How chat shows its senders, kept the same way (decision 0069).
  const chatPeople = new ChatPeopleCache(ctx);
  const stopListeningToPeople = database.listen?.(CHAT_PEOPLE_CHANNEL, chatPeople.handlers());
  if (stopListeningToPeople) app.addHook("preClose", async () => stopListeningToPeople());
  // The lists' pages are kept only while this instance hears the database's change notifications.
  const stopListeningToLists = ctx.listCache && database.listen?.(LIST_CHANGES_CHANNEL, ctx.listCache.handlers());
  if (stopListeningToLists) app.addHook("preClose", async () => stopListeningToLists());
  // This process's own writes drop them at once, before the notification comes back.
  database.onWrite?.(() => ctx.listCache?.drop());
  // Another instance's escrow funding or release drops the company cards kept here (decision 0108).
  const stopListeningToCards =
    ctx.companyCards &&
    database.listen?.(REPUTATION_CHANGES_CHANNEL, companyCardHandlers(ctx.companyCards, instanceKey));
  if (stopListeningToCards) app.addHook("preClose", async () => stopListeningToCards());
  await attachSocketServer(app, ctx.realtime!, {
    prepare: (socket) => prepareChatSocket(ctx, socket),
    onConnection: (socket) =>
      registerChatSocket(ctx, socket, { access: chatAccess, people: chatPeople }, logSocketError),
  });
  return app;
}

/** Helmet's defaults, with a content security policy for the web app served from this origin. */
export const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      connectSrc: ["'self'", "ws:", "wss:"],
      fontSrc: ["'self'", "data:"],
    },
  },
};

/**
 * Trusts exactly `hops` proxies: the client is the address that many entries from the right of
 * X-Forwarded-For. Never `true`, which takes the leftmost entry the client writes itself (and so
 * dodges every per-IP limit). A function because Fastify 5 ignores a plain hop count (it treats
 * `trustProxy: <number>` as "trust nothing"), which is only safe when the proxies are the sole
 * way in — what setting TRUST_PROXY_HOPS declares.
 */
function trustProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
