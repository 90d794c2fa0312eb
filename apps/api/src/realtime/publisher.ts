/*
 * What services use to push an event to people in real time (decision 0045). The app context
 * carries one; it does nothing until the socket server attaches its emitter (realtime/server.ts),
 * so services, scripts and tests without sockets call it the same way. Services call it only
 * after their transaction commits (lib/transaction.ts `afterCommit`): a client never hears of a
 * row it cannot read yet.
 */

/** The room every socket of a user joins. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The room of a conversation's open sockets (typing indicators). */
export const conversationRoom = (conversationId: string) => `conv:${conversationId}`;

export type RealtimeEmitter = {
  /** To every socket in any of `rooms` (once each), leaving out those in any of `except`. */
  emit(rooms: readonly string[], event: string, payload: unknown, except?: readonly string[]): void;
  /** Those of `userIds` with a socket connected to any instance. */
  connectedUsersAmong(userIds: readonly string[]): Promise<Set<string>>;
  /** Adds every socket of these users (on every instance) to a room. */
  joinUsersTo(userIds: readonly string[], room: string): void;
};

export class RealtimePublisher {
  private emitter: RealtimeEmitter | null = null;

  attach(emitter: RealtimeEmitter): void {
    this.emitter = emitter;
  }

  detach(): void {
    this.emitter = null;
  }

  get attached(): boolean {
    return this.emitter !== null;
  }

  toUser(userId: string, event: string, payload: unknown): void {
    this.emitter?.emit([userRoom(userId)], event, payload);
  }

  /**
   * One emit to many people: a socket in several of the rooms gets it once. `exceptSocketId`: a
   * socket that already has the payload (a sender's, from its acknowledgement) and is left out.
   */
  toUsers(userIds: readonly string[], event: string, payload: unknown, exceptSocketId?: string): void {
    if (userIds.length === 0) return;
    // A socket's id is a room that holds only that socket, on whichever instance it is.
    this.emitter?.emit(userIds.map(userRoom), event, payload, exceptSocketId ? [exceptSocketId] : undefined);
  }

  toRoom(room: string, event: string, payload: unknown): void {
    this.emitter?.emit([room], event, payload);
  }

  /** To a room, except the sockets in `exceptRoom` (a user's own tabs, say). */
  toRoomExcept(room: string, exceptRoom: string, event: string, payload: unknown): void {
    this.emitter?.emit([room], event, payload, [exceptRoom]);
  }

  joinUsersTo(userIds: readonly string[], room: string): void {
    this.emitter?.joinUsersTo(userIds, room);
  }

  /** Those of `userIds` connected now; nobody without a socket server. */
  async connectedUsersAmong(userIds: readonly string[]): Promise<Set<string>> {
    return this.emitter && userIds.length > 0 ? this.emitter.connectedUsersAmong(userIds) : new Set();
  }

  async isUserConnected(userId: string): Promise<boolean> {
    return (await this.connectedUsersAmong([userId])).has(userId);
  }
}

const silent = new RealtimePublisher();

/** The context's publisher, or one that does nothing for contexts built without it (scripts). */
export function realtimeOf(ctx: { realtime?: RealtimePublisher }): RealtimePublisher {
  return ctx.realtime ?? silent;
}
