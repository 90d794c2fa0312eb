import type { TTaskCompany } from "@crewlance/contracts/tasks";
import type { Config } from "./config";
import type { DbOrTx } from "./db/client";
import type { ReplicaSet } from "./db/replicas";
import type { KeptForAWhile } from "./lib/kept-for-a-while";
import type { LastWrites } from "./lib/last-writes";
import type { ListChanges, ListPages } from "./lib/list-types";
import type { Mailer } from "./lib/mail";
import type { SmsSender } from "./lib/sms";
import type { RealtimePublisher } from "./realtime/publisher";

/**
 * What every service needs, built once per app and passed explicitly. Inside
 * withTransaction (lib/transaction.ts) `db` is the open transaction, so a service writes the
 * same way whether or not its caller opened one.
 */
export type AppContext = {
  config: Config;
  db: DbOrTx;
  /** Set only by withTransaction: a nested withTransaction joins instead of opening another. */
  inTransaction?: true;
  dbKind: "pglite" | "postgres";
  mailer: Mailer;
  sms: SmsSender;
  /**
   * Pushes events to connected people (chat, live notifications); does nothing until the socket
   * server attaches. Optional so scripts need not build one: read it through `realtimeOf(ctx)`.
   */
  realtime?: RealtimePublisher;
  /** The public lists' pages kept until their rows change (lib/list-cache.ts); absent, nothing is kept. */
  listCache?: ListPages;
  /**
   * Each company's card facts on the task list, kept a short while (modules/tasks/company-cards.ts,
   * decision 0108); absent, every page reads them.
   */
  companyCards?: KeptForAWhile<TTaskCompany>;
  /**
   * Tells every instance that a list changed, for writes no trigger announces (lib/list-changes.ts);
   * absent, nothing is announced (a script's context, with no instance keeping pages).
   */
  listChanges?: ListChanges;
  /**
   * Hot standbys that take list, search, profile and dashboard reads (lib/replica-reads.ts,
   * decision 0107); absent, every read goes to `db`.
   */
  replicas?: { set: ReplicaSet; lastWrites: LastWrites };
  /**
   * Set on a context whose `db` is a replica: the context it was made from, on the primary. A
   * transaction opened from it opens there (lib/transaction.ts), since a standby takes no write.
   */
  primary?: AppContext;
};

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
