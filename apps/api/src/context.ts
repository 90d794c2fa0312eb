import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Mailer } from "./lib/mail";
import type { SmsSender } from "./lib/sms";

/** What every service needs, built once per app and passed explicitly. */
export type AppContext = {
  config: Config;
  db: Db;
  dbKind: "pglite" | "postgres";
  mailer: Mailer;
  sms: SmsSender;
};

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
