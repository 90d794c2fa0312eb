import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerAttachmentRoutes } from "./attachment-routes";
import { startUnsentAttachmentSweeper } from "./attachment-sweeper";
import { registerConversationRoutes } from "./conversation-routes";
import { registerMessageRoutes } from "./message-routes";
import { registerReadAndSearchRoutes } from "./read-search-routes";

/** REST of chat: the same actions as the socket events, for loading, catching up and as a fallback. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  startUnsentAttachmentSweeper(app);
  app.addHook("preHandler", app.authenticate);
  registerConversationRoutes(app);
  registerMessageRoutes(app);
  registerReadAndSearchRoutes(app);
  registerAttachmentRoutes(app);
};
