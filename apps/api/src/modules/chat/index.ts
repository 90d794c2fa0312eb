/*
 * The chat module's door: conversations, messages and attachments over REST and the socket, and
 * the caches app.ts listens with (decisions 0045, 0068, 0069).
 */

export { CHAT_ACCESS_CHANNEL, ChatAccessCache } from "./access-cache";
export { chatDataOf } from "./account-data";
export {
  createProjectConversation,
  openDirectConversation,
  openProjectConversation,
  openTeamConversation,
} from "./conversation-service";
export { listen } from "./listeners";
export { CHAT_PEOPLE_CHANNEL, ChatPeopleCache } from "./people-cache";
export { markRead } from "./read-state-service";
export { chatRoutes } from "./routes";
export { sendMessage } from "./send-service";
export { prepareChatSocket, registerChatSocket } from "./socket-handlers";
