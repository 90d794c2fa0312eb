import { randomUUID } from "node:crypto";
import { Adapter, type BroadcastOptions, type PrivateSessionId, type Room, type Session } from "socket.io-adapter";

/*
 * Connection state recovery on one instance without Redis (decision 0070): what Socket.IO's own
 * in-memory SessionAwareAdapter does, with the events kept as JSON text. That adapter keeps every
 * event broadcast in the last two minutes as live objects (the payload, a Set of rooms, another
 * of exceptions): at 2,000 messages a second that is ~240,000 events of ~30 objects each, which
 * the garbage collector marks over and over on a machine already short of cores. Here an event
 * is one record of three strings, and the window is kept exact (older events go as new ones come),
 * not up to a minute longer. What is replayed, and when a session counts as expired, is the same:
 * a socket that comes back within the window with the offset of the last event it saw gets every
 * later event addressed to its rooms, and one that cannot be recovered connects afresh (the web
 * app catches up by REST on every connection anyway).
 */

type Kept = {
  /** The event's offset: this adapter's prefix and its place in the log. */
  id: string;
  emittedAt: number;
  /** The rooms and the exceptions joined by ROOM_SEPARATOR; "" for none. */
  rooms: string;
  except: string;
  /** The event's data array, offset included, as JSON. */
  data: string;
};

type KeptSession = Omit<Session, "missedPackets"> & { disconnectedAt: number };

/** Room names are socket ids, `user:<uuid>` and `conv:<uuid>`: never a newline. */
const ROOM_SEPARATOR = "\n";
const EVENT = 2;

/** Whether JSON would lose part of the value: binary data travels as attachments, not text. */
function hasBinary(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== "object" || depth > 32) return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return true;
  if (Array.isArray(value)) return value.some((item) => hasBinary(item, depth + 1));
  return Object.values(value).some((item) => hasBinary(item, depth + 1));
}

const joinRooms = (rooms: Set<Room> | undefined) => (rooms && rooms.size > 0 ? [...rooms].join(ROOM_SEPARATOR) : "");

/** Whether a session in `sessionRooms` was sent the event (the rules of Socket.IO's adapter). */
function addressedTo(kept: Kept, sessionRooms: readonly Room[]): boolean {
  const rooms = kept.rooms === "" ? null : new Set(kept.rooms.split(ROOM_SEPARATOR));
  const except = kept.except === "" ? null : new Set(kept.except.split(ROOM_SEPARATOR));
  const included = rooms === null || sessionRooms.some((room) => rooms.has(room));
  return included && !sessionRooms.some((room) => except?.has(room));
}

export class RecoveryAdapter extends Adapter {
  private readonly sessions = new Map<PrivateSessionId, KeptSession>();
  /** Events in offset order from `first`; the ones before it have left the window. */
  private log: Kept[] = [];
  private first = 0;
  /** The offset of log[0] counts from here: offsets are `${prefix}${number}`. */
  private base = 0;
  private readonly prefix = `${randomUUID().slice(0, 8)}-`;
  private readonly windowMs: number;
  private readonly timer: NodeJS.Timeout;

  // biome-ignore lint/suspicious/noExplicitAny: Socket.IO's Adapter types its namespace as any.
  constructor(nsp: any) {
    super(nsp);
    this.windowMs = nsp.server.opts.connectionStateRecovery.maxDisconnectionDuration;
    // Sessions that will not come back, and a quiet log's old events, go once a minute.
    this.timer = setInterval(() => {
      const threshold = Date.now() - this.windowMs;
      for (const [pid, session] of this.sessions) if (session.disconnectedAt < threshold) this.sessions.delete(pid);
      this.forgetBefore(threshold);
    }, 60_000);
    this.timer.unref();
  }

  override close(): void {
    clearInterval(this.timer);
  }

  override persistSession(session: Omit<Session, "missedPackets">): void {
    this.sessions.set(session.pid, { ...session, disconnectedAt: Date.now() });
  }

  override restoreSession(pid: PrivateSessionId, offset: string): Promise<Session> {
    // Socket.IO reads a null answer as "not recoverable" (its own adapters answer so); the type leaves it out.
    return Promise.resolve(this.recover(pid, offset) as Session);
  }

  private recover(pid: PrivateSessionId, offset: string): Session | null {
    const session = this.sessions.get(pid);
    if (!session) return null;
    if (session.disconnectedAt + this.windowMs < Date.now()) {
      this.sessions.delete(pid);
      return null;
    }
    const at = this.indexOf(offset);
    if (at === null) return null;
    const missedPackets: unknown[][] = [];
    for (let i = at + 1; i < this.log.length; i++) {
      const kept = this.log[i]!;
      if (addressedTo(kept, session.rooms)) missedPackets.push(JSON.parse(kept.data) as unknown[]);
    }
    const { disconnectedAt: _disconnectedAt, ...rest } = session;
    return { ...rest, missedPackets };
  }

  // biome-ignore lint/suspicious/noExplicitAny: Socket.IO's packets are untyped.
  override broadcast(packet: any, opts: BroadcastOptions): void {
    // As Socket.IO's adapter: an event with no acknowledgement and not volatile is kept, and its
    // offset goes last in its data so the client can say where it got to.
    if (packet.type === EVENT && packet.id === undefined && opts.flags?.volatile === undefined) {
      if (hasBinary(packet.data)) {
        // Binary cannot be kept as text: a socket that missed it connects afresh rather than
        // recover a stream with a hole (this app sends none).
        this.sessions.clear();
      } else {
        const now = Date.now();
        this.forgetBefore(now - this.windowMs);
        const id = `${this.prefix}${this.base + this.log.length}`;
        packet.data.push(id);
        this.log.push({
          id,
          emittedAt: now,
          rooms: joinRooms(opts.rooms),
          except: joinRooms(opts.except),
          data: JSON.stringify(packet.data),
        });
      }
    }
    super.broadcast(packet, opts);
  }

  /** The log's index of an offset it still holds, else null (another instance's, or too old). */
  private indexOf(offset: string): number | null {
    if (!offset.startsWith(this.prefix)) return null;
    const index = Number(offset.slice(this.prefix.length)) - this.base;
    if (!Number.isInteger(index) || index < this.first || index >= this.log.length) return null;
    return this.log[index]!.id === offset ? index : null;
  }

  /** Leaves out the events emitted before `threshold`; the array is copied only when half of it is gone. */
  private forgetBefore(threshold: number): void {
    while (this.first < this.log.length && this.log[this.first]!.emittedAt < threshold) this.first++;
    if (this.first > 0 && this.first * 2 >= this.log.length) {
      this.base += this.first;
      this.log = this.log.slice(this.first);
      this.first = 0;
    }
  }
}
