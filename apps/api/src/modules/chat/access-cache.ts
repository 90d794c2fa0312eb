import type { AppContext } from "../../context";
import type { ListenHandlers } from "../../db/client";
import type { AppSocket } from "../../realtime/server";
import { loadUserSummaries } from "../users/index";
import { type ConversationRow, listParticipantIdsOfMany, loadConversationFor } from "./access";
import { KeptWhileListening } from "./kept-while-listening";

/*
 * "This socket's user takes part in this conversation", checked once per socket and conversation
 * and then kept on the socket (decision 0057): a send no longer reads the conversation, the team
 * or the project's parties. Every change of who takes part (team_members, project_collaborators,
 * a project's company, freelancer or team, a user's status) makes the database notify channel
 * `chat_access` with the user's id (migration 0017), and every instance listening forgets that
 * user's entries; a suspended user's sockets are closed. While the instance is not listening
 * (starting, or its listening connection dropped) nothing is cached: every event checks the
 * database, as before.
 *
 * Who takes part in a conversation (whom its messages go to) is kept by the same rule, per
 * conversation: a batch of sends reads only the conversations it has not seen since the last
 * change (decision 0068). Any change forgets them all: it names a user, not the conversations.
 */

/** The NOTIFY channel of migration 0017 (db/functions/chat_access_notify_*.sql). */
export const CHAT_ACCESS_CHANNEL = "chat_access";

/** Conversations whose participants are kept at most; past it the instance starts again from none. */
export const PARTICIPANTS_KEPT_MAX = 10_000;

export class ChatAccessCache {
  /** Per socket, per conversation: the check's answer, or the check still running (shared by the sends meanwhile). */
  private entries = new WeakMap<AppSocket, Map<string, Promise<ConversationRow>>>();
  private readonly socketsByUser = new Map<string, Set<AppSocket>>();
  private listening = false;
  /** Moves on every invalidation: a check that started before one is not kept. */
  private generation = 0;
  /** Per conversation: everyone taking part, as last read. */
  private readonly participants = new KeptWhileListening<string[]>(PARTICIPANTS_KEPT_MAX);

  constructor(private readonly ctx: AppContext) {}

  /** Tracks the socket under its user until it disconnects. */
  track(socket: AppSocket): void {
    const userId = socket.data.userId;
    const sockets = this.socketsByUser.get(userId) ?? new Set<AppSocket>();
    this.socketsByUser.set(userId, sockets);
    sockets.add(socket);
    socket.once("disconnect", () => {
      sockets.delete(socket);
      this.entries.delete(socket);
      if (sockets.size === 0 && this.socketsByUser.get(userId) === sockets) this.socketsByUser.delete(userId);
    });
  }

  /**
   * The conversation (its kind and parties' keys; `lastSeq` may be old) when the socket's user
   * takes part in it, else "not found" — from the cache, or checked and cached.
   */
  conversationFor(socket: AppSocket, conversationId: string): Promise<ConversationRow> {
    const cached = this.entries.get(socket)?.get(conversationId);
    if (cached) return cached;
    const check = loadConversationFor(this.ctx, { conversationId, userId: socket.data.userId });
    if (!this.listening || !socket.connected) return check;
    const generation = this.generation;
    const map = this.entries.get(socket) ?? new Map<string, Promise<ConversationRow>>();
    this.entries.set(socket, map);
    map.set(conversationId, check);
    // A refusal is not kept (the user may be added later), nor an answer older than a change.
    const forget = () => {
      if (map.get(conversationId) === check) map.delete(conversationId);
    };
    check.then(() => {
      if (generation !== this.generation) forget();
    }, forget);
    return check;
  }

  /**
   * Everyone taking part in each of the conversations (listParticipantIdsOfMany), the ones read
   * since the last change from memory.
   */
  participantsOf(rows: readonly ConversationRow[]): Promise<Map<string, string[]>> {
    return this.participants.read(
      rows,
      (row) => row.id,
      (unknown) => listParticipantIdsOfMany(this.ctx, unknown),
    );
  }

  /** Forgets what the user's sockets on this instance knew; closes them if the account is suspended. */
  async userChanged(userId: string): Promise<void> {
    this.generation++;
    this.participants.forgetAll();
    const sockets = this.socketsByUser.get(userId);
    if (!sockets || sockets.size === 0) return;
    for (const socket of sockets) this.entries.delete(socket);
    const user = (await loadUserSummaries(this.ctx, [userId])).get(userId);
    if (user?.status === "SUSPENDED") for (const socket of [...sockets]) socket.disconnect(true);
  }

  private forgetAll(): void {
    this.generation++;
    this.entries = new WeakMap();
  }

  /** What the database's listener calls. */
  handlers(log: (error: unknown) => void): ListenHandlers {
    return {
      onNotify: (payload) => void this.userChanged(payload).catch(log),
      onReady: () => {
        // Changes between a drop and now were not heard: start from nothing.
        this.forgetAll();
        this.listening = true;
        this.participants.setListening(true);
      },
      onGap: () => {
        this.listening = false;
        this.forgetAll();
        this.participants.setListening(false);
      },
    };
  }
}
