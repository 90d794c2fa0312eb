import {
  CHAT_CLIENT_EVENTS,
  CHAT_SERVER_EVENTS,
  type TChatAck,
  type TTypingEvent,
  ZSocketDeleteMessage,
  ZSocketEditMessage,
  ZSocketJoin,
  ZSocketRead,
  ZSocketSendMessage,
  ZSocketTyping,
} from "@crewlance/contracts/chat";
import { summarizeFieldErrors } from "@crewlance/contracts/envelope";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { conversationRoom, realtimeOf, userRoom } from "../../realtime/publisher";
import type { AppSocket } from "../../realtime/server";
import type { ChatAccessCache } from "./access-cache";
import { listRecentConversationIds } from "./conversation-list-service";
import { deleteMessage, editMessage } from "./message-change-service";
import type { ChatPeopleCache } from "./people-cache";
import { markRead } from "./read-state-service";
import { type AudienceSources, sendMessage } from "./send-service";

/*
 * The chat's socket events (decision 0045). Every payload is checked with the contracts' schema
 * and every event checks that the user takes part in the conversation, as the REST routes do
 * (send, join and typing through the socket's cache, decision 0057);
 * the answer goes back through the acknowledgement, and a failure is a sentence, never a crash.
 */

type Ack = (answer: TChatAck<unknown>) => void;

function errorAck(error: unknown, log: (error: unknown) => void): TChatAck<never> {
  if (error instanceof AppError) {
    return { ok: false, code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
  }
  log(error);
  return { ok: false, code: "INTERNAL", message: "Something went wrong on our side. Please try again." };
}

function on<S extends z.ZodType>(
  socket: AppSocket,
  event: string,
  schema: S,
  run: (input: z.infer<S>) => Promise<unknown>,
  log: (error: unknown) => void,
): void {
  // The typed socket knows no events; the contracts name them.
  (socket as unknown as { on: (event: string, listener: (...args: unknown[]) => void) => void }).on(
    event,
    (...args: unknown[]) => {
      const last = args[args.length - 1];
      const ack: Ack = typeof last === "function" ? (last as Ack) : () => {};
      const parsed = schema.safeParse(typeof last === "function" && args.length === 1 ? undefined : args[0]);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
        ack({ ok: false, code: "VALIDATION_ERROR", message: summarizeFieldErrors(errors), errors });
        return;
      }
      run(parsed.data).then(
        (data) => ack({ ok: true, data }),
        (error: unknown) => ack(errorAck(error, log)),
      );
    },
  );
}

/**
 * Before a new socket counts as connected: the rooms of its user's most recent conversations
 * (typing travels by conversation room; others are joined when opened, with conversation:join).
 */
export async function prepareChatSocket(ctx: AppContext, socket: AppSocket): Promise<void> {
  const ids = await listRecentConversationIds(ctx, { userId: socket.data.userId });
  if (ids.length > 0) await socket.join(ids.map(conversationRoom));
}

/** The instance's chat caches (decisions 0057, 0068 and 0069). */
export type ChatCaches = { access: ChatAccessCache; people: ChatPeopleCache };

export function registerChatSocket(
  ctx: AppContext,
  socket: AppSocket,
  { access, people }: ChatCaches,
  log: (error: unknown) => void,
): void {
  const userId = socket.data.userId;
  access.track(socket);
  const sources: AudienceSources = {
    participantsOf: (rows) => access.participantsOf(rows),
    peopleOf: people.peopleOf,
  };

  on(
    socket,
    CHAT_CLIENT_EVENTS.send,
    ZSocketSendMessage,
    async (input) => {
      // Checked once per socket and conversation, then cached until who takes part changes.
      const conversation = await access.conversationFor(socket, input.conversationId);
      const { message } = await sendMessage(
        ctx,
        { ...input, senderId: userId, fromSocketId: socket.id },
        { conversation, sources },
      );
      return { message };
    },
    log,
  );

  on(
    socket,
    CHAT_CLIENT_EVENTS.edit,
    ZSocketEditMessage,
    async (input) => ({ message: await editMessage(ctx, { ...input, userId }) }),
    log,
  );

  on(
    socket,
    CHAT_CLIENT_EVENTS.delete,
    ZSocketDeleteMessage,
    async (input) => ({ message: await deleteMessage(ctx, { ...input, userId }) }),
    log,
  );

  on(socket, CHAT_CLIENT_EVENTS.read, ZSocketRead, (input) => markRead(ctx, { ...input, userId }), log);

  on(
    socket,
    CHAT_CLIENT_EVENTS.join,
    ZSocketJoin,
    async (input) => {
      await access.conversationFor(socket, input.conversationId);
      await socket.join(conversationRoom(input.conversationId));
      return { conversationId: input.conversationId };
    },
    log,
  );

  on(
    socket,
    CHAT_CLIENT_EVENTS.typing,
    ZSocketTyping,
    async (input) => {
      await access.conversationFor(socket, input.conversationId);
      const user = (await people.peopleOf([userId])).get(userId)!;
      const event: TTypingEvent = { conversationId: input.conversationId, user, isTyping: input.isTyping };
      // Not stored; not to the typist's own tabs.
      realtimeOf(ctx).toRoomExcept(
        conversationRoom(input.conversationId),
        userRoom(userId),
        CHAT_SERVER_EVENTS.typing,
        event,
      );
      return {};
    },
    log,
  );
}
